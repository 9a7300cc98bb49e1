import { shopImageUrl, shopWithVat, type ShopModule } from '../../plugins/shop-module.ts';
import { fulfilmentRoutes } from './fulfilment.routes.ts';
import { createFulfilmentService } from './fulfilment.service.ts';

/** Staff's orders: their status, packing slips, invoices, the orders CSV. */
export const fulfilmentPlugin: ShopModule = async (app, { config, database, routes }) => {
  // With the routes: the refunds module, listed after this one, is in by then.
  routes.backOffice((admin) => {
    const fulfilment = createFulfilmentService({
      db: database.db,
      refunds: app.refunds,
      mailer: app.mailer,
      imageUrl: shopImageUrl(config),
      shop: shopWithVat(config),
      seller: {
        legalName: config.SHOP_LEGAL_NAME ?? config.SHOP_NAME,
        address: config.SHOP_ADDRESS,
        email: config.SUPPORT_EMAIL,
        phone: config.SUPPORT_PHONE,
        trn: config.VAT_TRN,
      },
    });
    return admin.register(fulfilmentRoutes, { fulfilment });
  });
};
