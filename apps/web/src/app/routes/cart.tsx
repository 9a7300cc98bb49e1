import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { visitorCartEntries, type VisitorLineProduct } from '../../features/cart/cart-entries.ts';
import { CartView, VisitorCartView } from '../../features/cart/components/cart-view.tsx';
import { removeVisitorLine, useVisitorCart } from '../../features/cart/visitor-cart.ts';
import { productDetailsQueryOptions } from '../../features/catalog/api/get-product-details.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { usePageHead } from '../../lib/page-meta.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/** /cart — the customer's cart, or a visitor's kept in this browser (decision 043). */
export function Component() {
  usePageHead();
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <CartView /> : <VisitorCart />;
}

/**
 * A visitor's lines with their products from the public catalog: one product-details call per
 * product (shared with the product pages' cache), however many sizes of it are in the cart.
 */
function VisitorCart() {
  const lines = useVisitorCart();
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const products = useQueries({
    queries: productIds.map((id) => productDetailsQueryOptions(id)),
  });
  const byId = new Map<number, VisitorLineProduct>();
  const gone = new Set<number>();
  let failed = false;
  products.forEach((query, index) => {
    const id = productIds[index]!;
    if (query.data) byId.set(id, query.data);
    else if (query.error instanceof ApiRequestError && query.error.status === 404) gone.add(id);
    else if (query.isError) failed = true;
  });
  const entries = visitorCartEntries(lines, (id) => byId.get(id));

  // Lines of products no longer sold, or of sizes the product no longer has, leave the cart.
  const goneKey = lines
    .filter(
      (line) =>
        gone.has(line.product_id) ||
        (byId.has(line.product_id) &&
          !byId.get(line.product_id)!.product_sizes.some((s) => s.id === line.product_size_id)),
    )
    .map((line) => line.product_size_id)
    .join(',');
  useEffect(() => {
    for (const sizeId of goneKey ? goneKey.split(',') : []) removeVisitorLine(Number(sizeId));
  }, [goneKey]);

  return (
    <VisitorCartView
      lineCount={lines.length}
      entries={entries}
      loading={products.some((query) => query.isPending)}
      failed={failed}
      onRetry={() => {
        for (const query of products) if (query.isError) void query.refetch();
      }}
    />
  );
}
