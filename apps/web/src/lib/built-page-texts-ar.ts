import { PAGES_AR } from '@petshop/contracts/pages-ar';

/** The Arabic pages' build: their page titles in their code (see built-page-texts.ts). */
export const BUILT_PAGE_TEXTS = PAGES_AR;
