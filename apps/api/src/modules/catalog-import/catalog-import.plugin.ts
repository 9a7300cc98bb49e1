import type { ShopModule } from '../../plugins/shop-module.ts';
import { changingCatalog } from '../catalog/catalog.plugin.ts';
import { catalogImportRoutes } from './catalog-import.routes.ts';

/** Products and stock in and out as a CSV file (decision 035). */
export const catalogImportPlugin: ShopModule = async (app, { database, routes }) => {
  routes.backOffice(
    changingCatalog(app.catalog, (admin) =>
      admin.register(catalogImportRoutes, { db: database.db }),
    ),
  );
};
