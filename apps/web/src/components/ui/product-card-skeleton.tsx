const PULSE = 'animate-pulse bg-gray-100 motion-reduce:animate-none';

/**
 * A grey stand-in of exactly a product card's size (262 × 460, picture 262 high), so a row or grid
 * of cards does not move when the products arrive. Decorative: the list says it is loading.
 */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[460px] w-[262px] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white"
    >
      <div className={`h-[262px] shrink-0 ${PULSE}`} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className={`h-4 w-24 rounded ${PULSE}`} />
        <div className={`h-4 w-full rounded ${PULSE}`} />
        <div className={`h-4 w-2/3 rounded ${PULSE}`} />
        <div className={`mt-auto h-11 rounded-xl ${PULSE}`} />
      </div>
    </div>
  );
}
