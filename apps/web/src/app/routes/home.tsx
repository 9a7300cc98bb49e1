import { useCardAddToCart } from '../../features/cart/hooks/use-card-add-to-cart.ts';
import type { ProductListResponse } from '@petshop/contracts';
import {
  bestsellerProductsQueryOptions,
  bestsellersPath,
  useBestsellerProducts,
} from '../../features/catalog/api/get-bestseller-products.ts';
import { BestSellerSection } from '../../features/home/components/best-seller-section.tsx';
import { CategorySection } from '../../features/home/components/category-section.tsx';
import { FeatureCards } from '../../features/home/components/feature-cards.tsx';
import { GroomingServicesSection } from '../../features/home/components/grooming-services-section.tsx';
import { GroomingStackSection } from '../../features/home/components/grooming-stack-section.tsx';
import { HeroSection } from '../../features/home/components/hero-section.tsx';
import { useWishlistHearts } from '../../features/wishlist/hooks/use-wishlist-status.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { usePageHead } from '../../lib/page-meta.ts';
import { isShopUnreachable } from '../../lib/shop-unreachable.ts';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import { useDeferredQuery } from '../../lib/use-deferred-query.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the first page of best sellers. */
export const firstPageQueries: FirstPageQueries = () => [
  {
    path: bestsellersPath(1),
    queryKey: bestsellerProductsQueryOptions(1).queryKey,
    select: (answer) => (answer as ProductListResponse).products,
  },
  settingsFirstPage,
];

/** Spec §2 "Home (/)": the shop's front page, section by section. */
export function Component() {
  usePageHead();
  return (
    <>
      <HeroSection />
      <FeatureCards />
      <BestSellers />
      <CategorySection />
      <GroomingServicesSection />
      <GroomingStackSection />
    </>
  );
}

/**
 * The best sellers with the app's cart and wishlist actions. Their own component, so only this
 * section re-renders when they arrive, and in the background (see useDeferredQuery).
 */
function BestSellers() {
  const query = useBestsellerProducts(1);
  const bestSellers = useDeferredQuery(query);
  const hearts = useWishlistHearts(bestSellers.data?.data ?? []);
  const addToCart = useCardAddToCart();
  return (
    <BestSellerSection
      products={bestSellers.data?.data ?? []}
      isLoading={bestSellers.isPending}
      loadError={
        bestSellers.isError && isShopUnreachable(bestSellers.error) ? (
          <LoadError
            heading="h3"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null
      }
      getCardProps={(product) => ({
        onAddToCart: () => addToCart(product),
        isInWishlist: hearts.isInWishlist(product.id),
        onToggleWishlist: () => hearts.toggle(product),
      })}
    />
  );
}
