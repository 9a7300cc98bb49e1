/** Rules for the texts staff type into the catalog (kept out of the shop's first view). */

/**
 * Invisible characters that reorder the text around them on screen: the embeddings and overrides
 * (U+202A-U+202E, the right-to-left override among them) and the isolates (U+2066-U+2069). A
 * product name holding one can show "gpj.exe" as "exe.jpg". The marks (LRM, RLM, ALM) that Arabic
 * text uses stay allowed (docs/decisions/066).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const hasBidiControls = (text: string): boolean => BIDI_CONTROLS.test(text);

export const bidiControlsMessage = (label: string): string =>
  `The ${label} contains an invisible character that changes the direction of the text (such as a right-to-left override). Type the text again without it.`;
