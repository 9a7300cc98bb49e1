import { shopImageUrl, type ShopModule } from '../../plugins/shop-module.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import { createWishlistService } from './wishlist.service.ts';

export const wishlistPlugin: ShopModule = async (app, { config, database, routes }) => {
  const wishlist = createWishlistService(database.db, shopImageUrl(config), app.cart);
  routes.api((api) => api.register(wishlistRoutes, { wishlist }));
};
