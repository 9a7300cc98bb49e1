/**
 * Arabic as the store's search compares it (issue 34): the spellings customers mix up read alike.
 * Alef with hamza or madda (أ إ آ) and alef wasla (ٱ) read as bare alef (ا), taa marbuta (ة) as
 * haa (ه), alef maqsura (ى) as yaa (ي), and the short-vowel marks (tashkeel, U+064B–U+0652) and
 * the tatweel stretch (U+0640) are dropped. Migration 0030's SQL function
 * `petshop_arabic_search(text)` is the same rule; its trigram index serves the name's search.
 */
const FOLDED: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
};

/** A text as the search compares it (lower-cased, as the SQL function does for any Latin in it). */
export function arabicSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآٱةى]/g, (letter) => FOLDED[letter]!);
}

/** Whether a search holds Arabic letters: only then is the Arabic name searched. */
export const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);
