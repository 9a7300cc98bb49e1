import { shopImageUrl, type ShopModule } from '../../plugins/shop-module.ts';
import { changingCatalog } from '../catalog/catalog.plugin.ts';
import { adminProductsRoutes } from './admin-products.routes.ts';
import { createAdminProductsService } from './admin-products.service.ts';

/** The back office's products screens: list, create, edit, archive. */
export const adminProductsPlugin: ShopModule = async (app, { config, database, routes }) => {
  const products = createAdminProductsService(database.db, shopImageUrl(config), {
    storageDir: config.STORAGE_DIR,
    waitingAlerts: (productIds) => app.stockAlerts.waitingCounts(productIds),
  });
  routes.backOffice(
    changingCatalog(app.catalog, (admin) => admin.register(adminProductsRoutes, { products })),
  );
};
