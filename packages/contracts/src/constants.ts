/**
 * Plain values and types, free of zod, for the web's first views: a page that needs only these
 * imports `@petshop/contracts/constants` and loads no schema code. The main entry re-exports them.
 */

/** Spec §3 "Filter options". The codes are what the store sends as `petTypes`. */
export const PET_TYPES = ['CAT', 'DOG', 'BIRD', 'FISH'] as const;
export type PetTypeCode = (typeof PET_TYPES)[number];

/** What customers read for each pet type code (issue 19: "Cat", never `CAT`). */
export const PET_TYPE_LABELS: Record<PetTypeCode, string> = {
  CAT: 'Cat',
  DOG: 'Dog',
  BIRD: 'Bird',
  FISH: 'Fish',
};

/**
 * Orders of the store's list (issue 19, decision 038), the `sort` of GET /api/get-filtered-products.
 * Without one the list keeps the spec's shelf order, or relevance when searching.
 */
export const PRODUCT_SORTS = [
  'relevance',
  'bestselling',
  'price_asc',
  'price_desc',
  'newest',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  bestselling: 'Bestselling',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
};

/** Spec §3 "Filter options": product type groups and the product types each holds. */
export const PRODUCT_TYPE_GROUPS = [
  { group: 'Food', types: ['Food'] },
  { group: 'Accessories', types: ['cage', 'cat litter box', 'scratcher'] },
  { group: 'Collar', types: ['collar'] },
  { group: 'Toys', types: ['Toy'] },
] as const;
export type ProductTypeName = (typeof PRODUCT_TYPE_GROUPS)[number]['types'][number];

/** Spec §3 price ranges; `max: null` means "up to the maximum price". */
export const PRICE_RANGES = [
  { label: 'Below AED 100', min: 0, max: 100 },
  { label: 'AED 100 - 300', min: 100, max: 300 },
  { label: 'AED 300 - 600', min: 300, max: 600 },
  { label: 'Above AED 600', min: 600, max: null },
] as const;

export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 48;

/** The most units one cart line may hold, whatever the stock. */
export const MAX_CART_QUANTITY = 99;
/** Most lines a visitor's cart (kept in the browser) holds, and one merge after login carries. */
export const MAX_MERGE_LINES = 100;

/**
 * The phone of a checkout or a grooming booking (spec §5 checkout: an optional leading plus, then
 * digits, spaces, hyphens and brackets) holds 7 digits (a local number such as 800 1234) to 15
 * (the longest international number). Registration keeps the spec's own 10 to 15 (auth.ts).
 */
export const CONTACT_PHONE_MIN_DIGITS = 7;
export const CONTACT_PHONE_MAX_DIGITS = 15;
/** 15 digits with room for the plus, spaces, hyphens and brackets around them. */
export const CONTACT_PHONE_MAX_LENGTH = 25;

/** Spaces are any space character (a pasted no-break space too), never a line break. */
const CONTACT_PHONE_CHARACTERS = /^\+?[\d\p{Zs}\t()-]+$/u;

/** How many digits a phone number holds, whatever separates them. */
export const countPhoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

/** The one rule for checkout and booking phones, used by the API's schemas and the web's forms. */
export function isValidContactPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (trimmed.length > CONTACT_PHONE_MAX_LENGTH || !CONTACT_PHONE_CHARACTERS.test(trimmed)) {
    return false;
  }
  const digits = countPhoneDigits(trimmed);
  return digits >= CONTACT_PHONE_MIN_DIGITS && digits <= CONTACT_PHONE_MAX_DIGITS;
}

/** The back office's roles: an owner also manages staff and reads the audit log. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What an owner may let a staff member do besides the everyday work (decision 076). Owners may do
 * all of it; a staff member only what their owner ticked on the staff screen.
 * - refunds: refund money and cancel a paid order (needs two-factor sign-in where owners do);
 * - import_prices: a catalog import that changes a price of a product or size;
 * - staff: add staff, change their names, permissions and access (never an owner's).
 */
export const STAFF_PERMISSIONS = ['refunds', 'import_prices', 'staff'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** At least 10 characters: staff change prices and, with part 2, refund money. */
export const STAFF_PASSWORD_MIN = 10;

/**
 * Money as the shop writes it everywhere, pages and e-mails alike: 'AED 1,234.50', 'AED 0.50'
 * (issue 20, decision 041). Formatted by hand, not with Intl.NumberFormat: building the first Intl
 * formatter loads the browser's locale data, about 30 ms of main thread on a phone, on the way to
 * the first paint of every page with a price.
 */
export function formatMoney(amount: number, currency = 'AED'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const [whole, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 && Number(`${whole}.${cents}`) !== 0;
  return `${currency} ${negative ? '-' : ''}${grouped}.${cents}`;
}

/** An amount in AED: 'AED 1,234.50'. */
export const formatAed = (amount: number): string => formatMoney(amount, 'AED');

/** The seven emirates a UAE delivery address names (issue 20, decision 045). */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const EMIRATE_ALIASES: Record<string, Emirate> = {
  ...Object.fromEntries(EMIRATES.map((name) => [squeeze(name), name])),
  rak: 'Ras Al Khaimah',
  uaq: 'Umm Al Quwain',
  alfujairah: 'Fujairah',
};

/** The emirate a text names ("dubai", "Abu  Dhabi", "RAK"), or undefined when it names none. */
export function emirateNamed(text: string | null | undefined): Emirate | undefined {
  return text ? EMIRATE_ALIASES[squeeze(text)] : undefined;
}

/** The country a text names, tidied: "UAE", "U.A.E." and "AE" are the United Arab Emirates. */
export function countryName(text: string): string {
  const squeezed = text.toLowerCase().replace(/[^a-z]/g, '');
  return ['uae', 'ae', 'unitedarabemirates'].includes(squeezed)
    ? 'United Arab Emirates'
    : text.trim();
}

/** What a customer may call their gender on the profile (issue 21); saying nothing is null. */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Between a product's SKU and a size's suffix, everywhere a size's SKU is shown or sold. */
export const SKU_SEPARATOR = '-';

/**
 * A size's full SKU (docs/decisions/065): the product's SKU, the separator, the size's suffix
 * ("RC-MAXI-ADULT" + "4KG" → "RC-MAXI-ADULT-4KG"). A suffix that starts with a separator of its
 * own ("-2KG", "_S", ".5", "/XL") is joined as written, so "-2KG" and "2KG" give the same SKU.
 */
export function sizeSku(productSku: string, suffix: string | null | undefined): string {
  const part = suffix?.trim() ?? '';
  if (part === '') return productSku;
  return /^[-_./]/.test(part) ? `${productSku}${part}` : `${productSku}${SKU_SEPARATOR}${part}`;
}
