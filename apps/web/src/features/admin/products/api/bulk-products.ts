import type { BulkAnswer } from '@petshop/contracts/admin-bulk';
import type { ProductBulkAction } from '@petshop/contracts/admin-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { productKeys } from './product-keys.ts';
import { afterChange } from '../../api/after-change.ts';

/** POST /api/admin/products/bulk: activate or archive the chosen products, an answer per product. */
export function useBulkProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: ProductBulkAction; ids: number[] }) =>
      adminRequest<BulkAnswer>('/products/bulk', { method: 'POST', body: { action, ids } }),
    onSuccess: () => {
      afterChange.products(client);
      void client.invalidateQueries({ queryKey: productKeys.details() });
    },
  });
}
