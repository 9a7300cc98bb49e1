import type { ShopModule } from '../../plugins/shop-module.ts';
import { adminCouponRoutes } from './admin-coupons.routes.ts';
import { createAdminCouponService } from './admin-coupons.service.ts';

/** The back office's coupons: the owner's terms and grants, everyone's list of uses (issue 32). */
export const adminCouponsPlugin: ShopModule = async (_app, { database, routes }) => {
  const coupons = createAdminCouponService(database.db);
  routes.backOffice((admin) => admin.register(adminCouponRoutes, { coupons }));
};
