/** Spec §9: at most 5 page buttons. */
export const VISIBLE_PAGE_BUTTONS = 5;

/**
 * Spec §4 "Page buttons shown": all pages when there are 5 or fewer; else the first 5 while the
 * current page is 3 or less, the last 5 when it is within 2 of the end, otherwise current ± 2.
 */
export function visiblePageButtons(current: number, last: number): number[] {
  const total = Math.max(0, Math.floor(last));
  if (total === 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (total <= VISIBLE_PAGE_BUTTONS) return range(1, total);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const half = Math.floor(VISIBLE_PAGE_BUTTONS / 2);
  if (page <= half + 1) return range(1, VISIBLE_PAGE_BUTTONS);
  if (page >= total - half) return range(total - VISIBLE_PAGE_BUTTONS + 1, total);
  return range(page - half, page + half);
}
