import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoadError } from '../../components/ui/load-error.tsx';
import { AddedToCartDialog } from '../../features/cart/components/added-to-cart-dialog.tsx';
import { useCartAdd } from '../../features/cart/hooks/use-cart.ts';
import { useProductDetails } from '../../features/catalog/api/get-product-details.ts';
import { parseProductId } from '../../features/catalog/product-id.ts';
import {
  ProductLoading,
  ProductNotFound,
} from '../../features/product/components/product-states.tsx';
import {
  ProductView,
  type AddToCartInput,
} from '../../features/product/components/product-view.tsx';
import { useWishlistStatus } from '../../features/wishlist/hooks/use-wishlist-status.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { usePageHead } from '../../lib/page-meta.ts';
import { isShopUnreachable } from '../../lib/shop-unreachable.ts';
import { getToken } from '../../lib/session.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';

/** /product/{id} */
export function Component() {
  const { id } = useParams();
  const productId = parseProductId(id);
  const product = useProductDetails(productId);
  const notFound =
    productId === null || (product.error instanceof ApiRequestError && product.error.status < 500);

  // A product found has its own head; one that is not, the table's; one loading keeps the last.
  usePageHead(
    product.data
      ? { title: product.data.name, description: product.data.description, noindex: false }
      : notFound
        ? undefined
        : null,
  );

  const add = useCartAdd();
  const wishlist = useWishlistStatus(product.data?.id ?? null, product.data?.name);
  const [addedOpen, setAddedOpen] = useState(false);
  const settings = useShopSettings().data;

  /** Spec §5/§8: quantity 1 or more and a token; errors are only logged (a 401 ends the session). */
  async function addToCart({ productId: addId, sizeId, quantity }: AddToCartInput) {
    if (quantity < 1 || !getToken()) return;
    try {
      await add({ productId: addId, quantity, ...(sizeId === null ? {} : { sizeId }) });
      setAddedOpen(true);
    } catch (error) {
      console.error('Could not add the product to the cart', error);
    }
  }

  if (notFound) return <ProductNotFound />;
  if (product.isError && isShopUnreachable(product.error)) {
    return <PageLoadError onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  }
  if (product.isError) return <ProductNotFound onRetry={() => void product.refetch()} />;
  if (product.isPending) return <ProductLoading />;
  // A new id gets a fresh view, so size, quantity and gallery start over.
  return (
    <>
      <ProductView
        key={product.data.id}
        product={product.data}
        onAddToCart={addToCart}
        onToggleWishlist={() => void wishlist.toggle()}
        isInWishlist={wishlist.isInWishlist}
        whatsappNumber={settings?.whatsapp_number}
      />
      {addedOpen && (
        <AddedToCartDialog productName={product.data.name} onClose={() => setAddedOpen(false)} />
      )}
    </>
  );
}
