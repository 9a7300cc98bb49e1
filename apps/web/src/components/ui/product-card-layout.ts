/** The product card's layout as class lists, shared by the card, its skeleton and their grids. */

/**
 * The picture's frame and the text block of a card, shared with its skeleton so both have the same
 * height on every screen: square in a phone's column, 262 high from 640 px; the text block 186 px
 * high on a phone (stars, two lines of name, two of price, the button), the rest of 460 beyond.
 */
export const CARD_PICTURE_CLASS =
  'relative aspect-square w-full shrink-0 sm:aspect-auto sm:h-[262px]';
export const CARD_TEXT_CLASS =
  'flex h-[186px] shrink-0 flex-col gap-1.5 p-3 sm:h-auto sm:min-h-0 sm:flex-1 sm:shrink sm:gap-2 sm:p-4';

/**
 * A grid of product cards: two columns on a phone (issue 19, decision 039), from 640 px as many
 * 262 px columns as fit.
 */
export const PRODUCT_GRID_CLASS =
  'grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,262px)] sm:justify-center sm:gap-6 xl:justify-between';
