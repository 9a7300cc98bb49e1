import { t } from '@lingui/core/macro';
import type { Product } from '@petshop/contracts';
import { MAX_CART_QUANTITY, PET_TYPES, type PetTypeCode } from '@petshop/contracts/constants';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { askToLogIn } from '../../../components/ui/login-prompt.tsx';
import { PriceTag, type PriceLook } from '../../../components/ui/price-tag.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link.tsx';
import { pageOrigin } from '../../../lib/page-origin.ts';
import { paths } from '../../../config/paths.ts';
import { discountPercent } from '../../../lib/money.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { stockLabel } from '../../../lib/stock.ts';
import { useScrolledPast } from '../../../lib/use-scrolled-past.ts';
import { ArrivesBy } from '../../../components/ui/delivery-lines.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductReviews } from './reviews/product-reviews.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SizePicker } from './size-picker.tsx';
import { StockAlert } from './stock-alert.tsx';
import { StickyAddToCart } from './sticky-add-to-cart.tsx';

export type AddToCartInput = { productId: number; sizeId: number | null; quantity: number };

type ProductViewProps = {
  product: Product;
  /**
   * Add to cart (the customer's, or a visitor's kept in the browser). A refusal rejects with an
   * Error whose message says, in words, what to change: shown next to the button.
   */
  onAddToCart?: (input: AddToCartInput) => Promise<void>;
  /** Logged-in wishlist toggle; visitors are asked to log in (a dialog). */
  onToggleWishlist?: () => void;
  isInWishlist?: boolean;
  /** The shop's WhatsApp number (its settings): a chat about this product, when there is one. */
  whatsappNumber?: string | null | undefined;
  /** The customer's review changed the product's average (issue 33): the page reads it again. */
  onReviewsChange?: () => void;
};

const petTypeCode = (name: string): PetTypeCode | undefined =>
  PET_TYPES.find((code) => code === name.trim().toUpperCase());

const benefitLines = (benefits: string) =>
  benefits
    .split(/\r?\n/)
    .map((line) => line.replace(/^[-•*]\s*/, '').trim())
    .filter((line) => line.length > 0);

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);

const PAGE_PRICE: PriceLook = {
  row: 'flex flex-wrap items-center gap-3',
  offer: 'text-3xl font-extrabold text-brand-700',
  original: 'text-lg text-gray-500',
  plain: 'text-3xl font-extrabold text-ink',
};

/** The WhatsApp chat's first message: the product by name and address, so the shop knows which. */
function productQuestion(product: Product): string {
  const name = product.name;
  const address = `${pageOrigin()}${paths.product.getHref(product.id)}`;
  return t`Hello, I have a question about ${name}: ${address}`;
}

/** Spec §2 "Product detail (/product/{id})". */

export function ProductView({
  product,
  onAddToCart,
  onToggleWishlist,
  isInWishlist = false,
  whatsappNumber,
  onReviewsChange,
}: ProductViewProps) {
  const firstInStock = product.product_sizes.find((size) => size.stock > 0) ?? null;
  const [sizeId, setSizeId] = useState<number | null>(firstInStock?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const addErrorId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const addButtonScrolledAway = useScrolledPast(addButton);

  const selectedSize = product.product_sizes.find((size) => size.id === sizeId) ?? null;
  const hasSizes = product.product_sizes.length > 0;
  const soldOut = hasSizes && firstInStock === null;
  // With no sizes there is no stock figure: the stepper's own cap (a cart line's most) holds.
  const maxQuantity = selectedSize ? selectedSize.stock : MAX_CART_QUANTITY;

  // The chosen size's own price and offer (issue 19); the product's while none is chosen.
  const price = selectedSize?.price ?? product.price;
  const listedOffer = selectedSize ? (selectedSize.offer_price ?? null) : product.offer_price;
  const discount = discountPercent(price, listedOffer);
  const offerPrice = discount === null ? null : listedOffer;
  const benefits = benefitLines(product.benefits);

  async function handleAddToCart() {
    if (!onAddToCart || adding || quantity < 1) return;
    setAdding(true);
    setAddError(null);
    try {
      await onAddToCart({ productId: product.id, sizeId, quantity });
    } catch (error) {
      setAddError(error instanceof Error ? error.message : String(error));
    } finally {
      setAdding(false);
    }
  }

  function handleWishlist() {
    if (!isLoggedIn()) {
      askToLogIn(t`Please login to add items to wishlist`);
      return;
    }
    onToggleWishlist?.();
  }

  return (
    <>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <Link
          to={paths.store.getHref()}
          className="mb-6 inline-flex items-center gap-2 rounded-lg py-1 text-sm font-semibold text-gray-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon name="arrow-left" className="size-4" />
          {t`Back To Store`}
        </Link>

        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery product={product} />

          <div className="flex flex-col gap-6">
            <div className="space-y-3">
              {product.product_type && (
                <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">
                  {product.product_type.group}
                </p>
              )}
              <h1 className="text-2xl leading-tight font-extrabold text-ink sm:text-3xl">
                {product.name}
              </h1>
              {product.review_count > 0 && (
                <a
                  href="#reviews"
                  className="flex w-fit rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <Stars rating={product.rating} reviewCount={product.review_count} />
                </a>
              )}
              <PriceTag price={price} offerPrice={offerPrice} look={PAGE_PRICE}>
                <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white">
                  {discount !== null && t`${discount}% OFF`}
                </span>
              </PriceTag>
            </div>

            {(product.product_attributes.length > 0 || product.packaging) && (
              <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-2xl bg-gray-50 p-4 text-sm">
                {product.product_attributes.map((attribute) => (
                  <div key={attribute.id} className="contents">
                    <dt className="font-semibold text-gray-600">{attribute.name}:</dt>
                    <dd className="text-ink">{attribute.pivot.value}</dd>
                  </div>
                ))}
                {product.packaging && (
                  <div className="contents">
                    <dt className="font-semibold text-gray-600">{t`Packaging:`}</dt>
                    <dd className="text-ink">{product.packaging}</dd>
                  </div>
                )}
              </dl>
            )}

            <SizePicker
              sizes={product.product_sizes}
              selectedId={sizeId}
              onSelect={(size) => {
                setSizeId(size.id);
                setAddError(null);
                setQuantity((current) => Math.max(1, Math.min(current, size.stock)));
              }}
            />

            {(product.product_pet_types.length > 0 || product.product_type) && (
              <div className="flex flex-col gap-4 sm:flex-row sm:gap-10">
                {product.product_pet_types.length > 0 && (
                  <div>
                    <p className="mb-2 text-sm font-semibold text-ink">{t`Pet type`}</p>
                    <ul className="flex flex-wrap gap-2">
                      {product.product_pet_types.map((petType) => {
                        const code = petTypeCode(petType.name);
                        const pill =
                          'inline-flex min-h-10 items-center rounded-full border border-gray-300 px-4 text-sm font-medium text-ink';
                        return (
                          <li key={petType.id}>
                            {code ? (
                              <Link
                                to={paths.store.getHref({ petType: code })}
                                className={`${pill} hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
                              >
                                {petType.name}
                              </Link>
                            ) : (
                              <span className={pill}>{petType.name}</span>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                )}
                {product.product_type && (
                  <div>
                    <p className="mb-2 text-sm font-semibold text-ink">{t`Product type`}</p>
                    <p className="inline-flex min-h-10 items-center rounded-full bg-gray-100 px-4 text-sm font-medium text-ink first-letter:uppercase">
                      {product.product_type.name}
                    </p>
                  </div>
                )}
              </div>
            )}

            {product.description && (
              <p className="text-base leading-relaxed text-gray-700">{product.description}</p>
            )}

            <div className="flex flex-col gap-4 border-t border-gray-100 pt-6">
              <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
                <QuantityStepper
                  value={quantity}
                  max={maxQuantity}
                  disabled={soldOut}
                  onChange={(next) => {
                    setQuantity(next);
                    setAddError(null);
                  }}
                />
                <p className="pb-3 text-sm text-gray-600" aria-live="polite">
                  {soldOut ? stockLabel(0) : selectedSize ? stockLabel(selectedSize.stock) : ''}
                </p>
              </div>
              {/* Ordered now, to Dubai (decision 045): the date the checkout shows for Dubai too. */}
              {!soldOut && <ArrivesBy />}
              <div className="flex gap-3">
                <button
                  ref={addButton}
                  type="button"
                  onClick={handleAddToCart}
                  disabled={soldOut || adding}
                  aria-describedby={addError ? addErrorId : undefined}
                  className="h-12 flex-1 rounded-xl bg-brand-700 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-300 sm:flex-none sm:px-10"
                >
                  {adding ? t`Adding...` : t`Add to cart`}
                </button>
                <button
                  type="button"
                  onClick={handleWishlist}
                  aria-label={t`Add to wishlist`}
                  aria-pressed={isInWishlist}
                  className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-gray-300 text-gray-600 transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:text-brand-600"
                >
                  {isInWishlist ? (
                    <Icon name="heart-filled" className="size-6" />
                  ) : (
                    <Icon name="heart" className="size-6" />
                  )}
                </button>
              </div>
              <p
                id={addErrorId}
                role="alert"
                className="min-h-5 text-sm font-medium text-red-700 empty:min-h-0"
              >
                {addError}
              </p>
              {/* Issue 33: the sold-out product, or its sold-out sizes, can be waited for. */}
              <StockAlert productId={product.id} sizes={product.product_sizes} />
            </div>
            <WhatsAppLink
              number={whatsappNumber}
              text={productQuestion(product)}
              className="inline-flex items-center gap-2 self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t`Ask about this product on WhatsApp`}
            </WhatsAppLink>
          </div>
        </div>

        <section aria-labelledby="product-details-heading" className="mt-14">
          <h2 id="product-details-heading" className="mb-6 text-2xl font-extrabold text-ink">
            {t`Product Details`}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="rounded-2xl border border-gray-200 p-6">
              <h3 className="mb-3 text-lg font-bold text-ink">{t`About Product`}</h3>
              <div className="space-y-3 leading-relaxed text-gray-700">
                {paragraphs(product.about_product).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </div>
            <div className="rounded-2xl border border-gray-200 p-6">
              <h3 className="mb-3 text-lg font-bold text-ink">{t`Key Features / Benefits`}</h3>
              <ul className="space-y-2 text-gray-700">
                {benefits.map((benefit, index) => (
                  <li key={index} className="flex gap-3">
                    <span
                      className="mt-2 size-2 shrink-0 rounded-full bg-brand-500"
                      aria-hidden="true"
                    />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <ProductReviews
          productId={product.id}
          productName={product.name}
          onReviewsChange={onReviewsChange}
        />
      </div>

      <StickyAddToCart
        shown={addButtonScrolledAway}
        productName={product.name}
        sizeName={selectedSize?.name ?? null}
        price={price}
        offerPrice={offerPrice}
        adding={adding}
        disabled={soldOut || adding}
        onAddToCart={handleAddToCart}
      />
    </>
  );
}
