import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the back office's reviews: the pages of the list (with the pending count). */
export const reviewKeys = resourceKeys('reviews');
