import type { PageKey } from '@petshop/contracts/pages';
import type { PageTexts } from '@petshop/contracts/pages-ar';

/**
 * The page titles a build of one language carries in its code: none here (English's are the page
 * table's own, and the build of every language loads Arabic's when it needs them). The Arabic
 * pages' build reads built-page-texts-ar.ts instead (vite.config.ts).
 */
export const BUILT_PAGE_TEXTS: Readonly<Record<PageKey, PageTexts>> | undefined = undefined;
