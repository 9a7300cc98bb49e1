import { plural, t } from '@lingui/core/macro';
import type { ProductSummary } from '@petshop/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { PriceTag, type PriceLook } from '../../../components/ui/price-tag.tsx';
import { ProductThumbnail } from '../../../components/ui/product-image.tsx';
import { discountPercent } from '../../../lib/money.ts';
import { pricesDiffer } from '../../../lib/stock.ts';

const SUGGESTION_PRICE: PriceLook = {
  row: 'flex flex-wrap items-baseline gap-x-2',
  offer: 'text-sm font-bold text-brand-700',
  original: 'text-xs text-gray-500',
  plain: 'text-sm font-bold text-ink',
};

const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-gray-50 aria-selected:bg-brand-50 aria-selected:ring-1 aria-selected:ring-brand-500';

type SuggestionListProps = {
  id: string;
  optionId: (index: number) => string;
  hidden: boolean;
  products: readonly ProductSummary[];
  /** What the box holds, for "See all results for “…”". */
  text: string;
  activeIndex: number;
  onChoose: (index: number) => void;
};

/** The header search's listbox: up to six products (picture, name, price), then the store's results. */
export function SuggestionList({
  id,
  optionId,
  hidden,
  products,
  text,
  activeIndex,
  onChoose,
}: SuggestionListProps) {
  const seeAllIndex = products.length;
  const count = products.length;
  return (
    <>
      <div
        hidden={hidden}
        // A press inside must not take focus from the box: its blur would close the list first.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[min(32rem,calc(100dvh-9rem))] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-2 shadow-xl lg:end-auto lg:w-[28rem]"
      >
        {products.length === 0 && (
          <p className="px-3 pt-2 pb-1 text-sm text-gray-600">{t`No products match “${text}”.`}</p>
        )}
        <ul role="listbox" id={id} aria-label={t`Suggestions`}>
          {products.map((product, index) => {
            const offer = discountPercent(product.price, product.offer_price);
            return (
              <li
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => onChoose(index)}
                className={optionClass}
              >
                <ProductThumbnail
                  src={product.image_url ?? product.images[0]?.image_url}
                  alt=""
                  size={56}
                />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold text-ink">{product.name}</p>
                  <PriceTag
                    price={product.price}
                    offerPrice={offer === null ? null : product.offer_price}
                    from={pricesDiffer(product.product_sizes ?? [])}
                    look={SUGGESTION_PRICE}
                  />
                </div>
              </li>
            );
          })}
          <li
            id={optionId(seeAllIndex)}
            role="option"
            aria-selected={seeAllIndex === activeIndex}
            onClick={() => onChoose(seeAllIndex)}
            className={`${optionClass} min-h-11 text-sm font-semibold text-brand-700`}
          >
            <Icon name="search" className="size-5 shrink-0" />
            <span className="min-w-0 truncate">{t`See all results for “${text}”`}</span>
          </li>
        </ul>
      </div>
      <p role="status" className="sr-only">
        {hidden
          ? ''
          : plural(count, {
              one: '# product suggested',
              other: '# products suggested',
            })}
      </p>
    </>
  );
}
