import type { AdminProductListQuery } from '@petshop/contracts/admin-products';
import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the back office's products: each mutation invalidates exactly what it changes. */
export const productKeys = {
  ...resourceKeys<'products', AdminProductListQuery>('products'),
  reference: () => ['admin', 'reference'] as const,
};
