import type { ShopModule } from '../../plugins/shop-module.ts';
import { customerCouponRoutes } from './customer-coupons.routes.ts';
import { createCustomerCouponService } from './customer-coupons.service.ts';

/** A customer's own coupons (issue 32): the profile's My Coupons and its count. */
export const customerCouponsPlugin: ShopModule = async (_app, { database, routes }) => {
  const coupons = createCustomerCouponService(database.db);
  routes.api((api) => api.register(customerCouponRoutes, { coupons }));
};
