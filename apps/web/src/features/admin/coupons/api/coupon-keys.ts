import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the coupons: the list, each coupon's page, and its uses and grants under it. */
export const couponKeys = {
  ...resourceKeys('coupons'),
  uses: (id: number | string, page: number) =>
    ['admin', 'coupons', 'detail', String(id), 'uses', page] as const,
  grants: (id: number | string, page: number) =>
    ['admin', 'coupons', 'detail', String(id), 'grants', page] as const,
  scopeOptions: () => ['admin', 'coupons', 'scope-options'] as const,
};
