import type { ProductDetailsResponse } from '@petshop/contracts';
import { useState } from 'react';
import { matchPath, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageLoadError } from '../../components/ui/load-error.tsx';
import { AddedToCartDialog } from '../../features/cart/components/added-to-cart-dialog.tsx';
import { CartAddError, useCartAdd } from '../../features/cart/hooks/use-cart.ts';
import {
  productDetailsQueryOptions,
  useProductDetails,
} from '../../features/catalog/api/get-product-details.ts';
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
import { settingsFirstPage, useShopSettings } from '../../lib/shop-settings.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the product, and the settings (the WhatsApp link too). */
export const firstPageQueries: FirstPageQueries = (pathname) => {
  const productId = parseProductId(matchPath(paths.product.path, pathname)?.params.id);
  if (productId === null) return [];
  return [
    {
      path: `/get-product-details/${productId}`,
      queryKey: productDetailsQueryOptions(productId).queryKey,
      select: (answer) => (answer as ProductDetailsResponse).product,
    },
    settingsFirstPage,
  ];
};

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

  /**
   * Spec §5: quantity 1 or more. Into the customer's cart, or a visitor's kept in the browser
   * (decision 043). A refusal is said next to the button in words (issue 20); over the stock,
   * with the stock as it is now (the page's figure may be older).
   */
  async function addToCart({ productId: addId, sizeId, quantity }: AddToCartInput) {
    if (quantity < 1) return;
    const size = product.data?.product_sizes.find((candidate) => candidate.id === sizeId);
    try {
      await add({
        productId: addId,
        quantity,
        ...(sizeId === null ? {} : { sizeId }),
        ...(size ? { stock: size.stock } : {}),
      });
      setAddedOpen(true);
    } catch (error) {
      let problem = error instanceof CartAddError ? error.problem : ({ kind: 'failed' } as const);
      if (problem.kind === 'stock' && error instanceof CartAddError && error.cause) {
        const fresh = (await product.refetch()).data?.product_sizes.find(
          (candidate) => candidate.id === sizeId,
        );
        if (fresh) problem = { ...problem, stock: fresh.stock };
      }
      const { addProblemMessage } = await import('../../features/cart/add-problem-message.ts');
      throw new Error(addProblemMessage(problem));
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
        onReviewsChange={() => void product.refetch()}
      />
      {addedOpen && (
        <AddedToCartDialog productName={product.data.name} onClose={() => setAddedOpen(false)} />
      )}
    </>
  );
}
