import { useParams } from 'react-router';
import { useProductDetails } from '../../features/catalog/api/get-product-details.ts';
import {
  ProductLoading,
  ProductNotFound,
} from '../../features/product/components/product-states.tsx';
import { ProductView } from '../../features/product/components/product-view.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** A product id in the address: a whole number of 1 or more, else nothing to ask for. */
function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/** /product/{id} */
export function Component() {
  const { id } = useParams();
  const productId = parseProductId(id);
  const product = useProductDetails(productId);
  const notFound =
    productId === null || (product.error instanceof ApiRequestError && product.error.status < 500);

  usePageMeta({
    title: product.data?.name ?? (notFound ? 'No product found' : undefined),
    description: product.data?.description,
  });

  if (notFound) return <ProductNotFound />;
  if (product.isError) return <ProductNotFound onRetry={() => void product.refetch()} />;
  if (product.isPending) return <ProductLoading />;
  // A new id gets a fresh view, so size, quantity and gallery start over.
  return <ProductView key={product.data.id} product={product.data} />;
}
