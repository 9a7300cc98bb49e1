import { StoreView } from '../../features/catalog/components/store-view.tsx';
import { useStoreFilters } from '../../features/catalog/hooks/use-store-filters.ts';
import { storeHeading } from '../../features/catalog/store-filters.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /store — the catalogue with search, filters and pages, all kept in the address. */
export function Component() {
  const { filters } = useStoreFilters();
  usePageMeta({
    title: storeHeading(filters),
    description:
      'Shop pet food, toys, collars, cages and accessories for cats, dogs, birds and fish in Dubai. Prices in AED.',
  });
  return <StoreView />;
}
