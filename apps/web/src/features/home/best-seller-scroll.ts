/** Spec §9: the best-seller scroller moves 270 px under 640 px wide, 280 under 1024, else 300. */
export function bestSellerScrollStep(viewportWidth: number): number {
  if (viewportWidth < 640) return 270;
  if (viewportWidth < 1024) return 280;
  return 300;
}
