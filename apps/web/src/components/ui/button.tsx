/**
 * The shop's two buttons as class lists: filled with the brand colour (primary) and outlined
 * (secondary). Class lists rather than a component, so a `<button>`, a router `<Link>` and a
 * `mailto:` `<a>` look alike; layout (`w-full`, `mt-5`) goes after them.
 */
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-gray-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700',
} as const;

/** `md` for page actions (checkout, payment pages); `sm` for actions inside lists and dialogs. */
const SIZES = {
  md: 'px-6 py-2.5',
  sm: 'px-5 py-2',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(variant: ButtonVariant, size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
