/**
 * The plurals and selects of a build of one language (build/lingui.ts compiles every message into
 * the code; this is all of Lingui's formatting such a page needs): the same choices Lingui's
 * runtime makes, for the build's language, with its numbers written as the shop writes them
 * (decision 132).
 */
import { localeOf, type Language } from '@petshop/contracts/language';

const locale = localeOf((import.meta.env.VITE_BUILD_LANGUAGE as Language | undefined) ?? 'en');
let cardinal: Intl.PluralRules | undefined;
let ordinal: Intl.PluralRules | undefined;
let numbers: Intl.NumberFormat | undefined;

type Cases = Record<string | number, ((count: string) => string) | undefined>;

/**
 * `{count, plural, =0 {…} one {# item} other {# items}}`: the exact case, else the language's
 * plural category, else `other`; `#` is the count as the language writes it.
 */
export function plural(value: number, cases: Cases, isOrdinal = false): string {
  const rules = isOrdinal
    ? (ordinal ??= new Intl.PluralRules(locale, { type: 'ordinal' }))
    : (cardinal ??= new Intl.PluralRules(locale));
  const branch = cases[value] ?? cases[rules.select(value)] ?? cases.other;
  return branch ? branch((numbers ??= new Intl.NumberFormat(locale)).format(value)) : '';
}

/** `{kind, select, card {…} other {…}}`: the case named by the value, else `other`. */
export function select(value: string, cases: Record<string, (() => string) | undefined>): string {
  return (cases[value] ?? cases.other)?.() ?? '';
}
