import { Route, Routes } from 'react-router';
import { CouponNewPage, CouponPage } from './coupon-page.tsx';
import { CouponsList } from './coupons-list.tsx';

/** /admin/coupons, /admin/coupons/new and /admin/coupons/:id. */
export function Component() {
  return (
    <Routes>
      <Route index element={<CouponsList />} />
      <Route path="new" element={<CouponNewPage />} />
      <Route path=":id" element={<CouponPage />} />
    </Routes>
  );
}

export default Component;
