import { shopImageUrl, type ShopModule } from '../../plugins/shop-module.ts';
import { changingCatalog } from '../catalog/catalog.plugin.ts';
import { imageRoutes } from './images.routes.ts';
import { createImagesService } from './images.service.ts';

/** Products' pictures, uploaded and ordered by staff. */
export const imagesPlugin: ShopModule = async (app, { config, database, routes }) => {
  const images = createImagesService({
    db: database.db,
    storageDir: config.STORAGE_DIR,
    imageUrl: shopImageUrl(config),
  });
  routes.backOffice(
    changingCatalog(app.catalog, (admin) => admin.register(imageRoutes, { images })),
  );
};
