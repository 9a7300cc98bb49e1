/** Suggestions start at two characters: one letter matches half the catalog. */
export const SUGGESTION_MIN_LENGTH = 2;
/** Products a suggestion list shows (the request's per_page). */
export const SUGGESTION_LIMIT = 6;
/** A request once typing pauses this long, not one per keystroke. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** The term suggestions are asked for, or '' when it is too short to ask. */
export function suggestionTerm(text: string): string {
  const term = text.trim();
  return term.length >= SUGGESTION_MIN_LENGTH ? term : '';
}

/** Where the list stands when a key is pressed in the search box. */
export type SuggestionListState = {
  open: boolean;
  /** The highlighted option's index, or -1 for none (the box itself). */
  active: number;
  optionCount: number;
  /** Whether the box holds any text (a second Escape clears it). */
  hasText: boolean;
};

/** What a key does; 'ignore' leaves the key to the browser (caret moves, typing, Tab). */
export type SuggestionKeyAction =
  | { type: 'move'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'submit' }
  | { type: 'close' }
  | { type: 'clear' }
  | { type: 'ignore' };

/**
 * The WAI-ARIA combobox keys (list autocomplete): arrows open the list and move through its
 * options, wrapping at the ends; Enter opens the highlighted option, or searches with none;
 * Escape closes an open list, and a second Escape clears the box.
 */
export function suggestionKeyAction(
  key: string,
  { open, active, optionCount, hasText }: SuggestionListState,
): SuggestionKeyAction {
  switch (key) {
    case 'ArrowDown':
      if (optionCount === 0) return { type: 'ignore' };
      return { type: 'move', active: open && active < optionCount - 1 ? active + 1 : 0 };
    case 'ArrowUp':
      if (optionCount === 0) return { type: 'ignore' };
      return { type: 'move', active: open && active > 0 ? active - 1 : optionCount - 1 };
    case 'Enter':
      return open && active >= 0 && active < optionCount
        ? { type: 'choose', index: active }
        : { type: 'submit' };
    case 'Escape':
      if (open) return { type: 'close' };
      return hasText ? { type: 'clear' } : { type: 'ignore' };
    default:
      return { type: 'ignore' };
  }
}
