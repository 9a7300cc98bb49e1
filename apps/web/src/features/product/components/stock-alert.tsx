import type { ProductSize } from '@petshop/contracts';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The button and its form load after the page: the product page's first view stays light. */
const StockAlertForm = lazy(() => import('./stock-alert-form.tsx'));
const never = () => () => {};

/**
 * Issue 33: "Notify me when it's back" on a sold-out product, or beside its sold-out sizes. The
 * server draws only the room it takes (no shift when it arrives, no hydration mismatch); nothing
 * shows while every size is in stock.
 */
export function StockAlert(props: {
  productId: number;
  sizes: readonly Pick<ProductSize, 'id' | 'name' | 'stock'>[];
}) {
  // False on the server and while hydrating, true from then on.
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  if (!props.sizes.some((size) => size.stock <= 0)) return null;
  return (
    <div className="min-h-11">
      {hydrated && (
        <Suspense fallback={null}>
          <StockAlertForm {...props} />
        </Suspense>
      )}
    </div>
  );
}
