import type { ShopModule } from '../../plugins/shop-module.ts';
import { changingCatalog } from '../catalog/catalog.plugin.ts';
import { inventoryAdminRoutes } from './inventory.admin.routes.ts';

/** Staff's stock adjustments and a size's stock movements (the stock ledger). */
export const inventoryPlugin: ShopModule = async (app, { database, routes }) => {
  routes.backOffice(
    changingCatalog(app.catalog, (admin) =>
      admin.register(inventoryAdminRoutes, { db: database.db }),
    ),
  );
};
