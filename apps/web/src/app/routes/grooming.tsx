import { BookCtaSection } from '../../features/grooming/components/book-cta-section.tsx';
import { GallerySection } from '../../features/grooming/components/gallery-section.tsx';
import { GroomingHero } from '../../features/grooming/components/grooming-hero.tsx';
import { KnowledgeCentre } from '../../features/grooming/components/knowledge-centre.tsx';
import { SolutionsSection } from '../../features/grooming/components/solutions-section.tsx';
import { StatsSection } from '../../features/grooming/components/stats-section.tsx';
import { usePageHead } from '../../lib/page-meta.ts';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the page needs only the shop's settings. */
export const firstPageQueries: FirstPageQueries = () => [settingsFirstPage];

/** /grooming — what our groomers do, why it matters, and the way to book. */
export function Component() {
  usePageHead();
  return (
    <>
      <GroomingHero />
      <SolutionsSection />
      <StatsSection />
      <KnowledgeCentre />
      <GallerySection />
      <BookCtaSection />
    </>
  );
}
