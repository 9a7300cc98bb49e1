import { CARD_PICTURE_CLASS, CARD_TEXT_CLASS } from './product-card-layout.ts';

const PULSE = 'animate-pulse bg-gray-100 motion-reduce:animate-none';

/**
 * A grey stand-in of exactly a product card's size (262 × 460 from 640 px, half a phone's width
 * below), so a row or grid of cards does not move when the products arrive. Decorative: the list
 * says it is loading.
 */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white sm:h-[460px] sm:w-[262px]"
    >
      <div className={`${CARD_PICTURE_CLASS} ${PULSE}`} />
      <div className={CARD_TEXT_CLASS}>
        <div className={`h-4 w-24 rounded ${PULSE}`} />
        <div className={`h-4 w-full rounded ${PULSE}`} />
        <div className={`h-4 w-2/3 rounded ${PULSE}`} />
        <div className={`mt-auto h-11 rounded-xl ${PULSE}`} />
      </div>
    </div>
  );
}
