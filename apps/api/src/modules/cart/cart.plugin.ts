import fp from 'fastify-plugin';
import { shopImageUrl, type ShopModule } from '../../plugins/shop-module.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService, holdCartAnswers, type CartService } from './cart.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' carts: the wishlist moves products into them. */
    cart: CartService;
  }
}

const cart: ShopModule = async (app, { config, database, routes }) => {
  const held = await holdCartAnswers(database, app.catalog);
  if (held) app.addHook('onClose', () => held.stop());
  const service = createCartService(database, shopImageUrl(config), held?.answers);
  app.decorate('cart', service);
  routes.api((api) => api.register(cartRoutes, { cart: service }));
};

export const cartPlugin = fp(cart, { name: 'cart', dependencies: ['catalog'] });
