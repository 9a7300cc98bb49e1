import { t } from '@lingui/core/macro';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchSuggestions } from '../api/get-search-suggestions.ts';
import {
  SUGGESTION_DEBOUNCE_MS,
  suggestionKeyAction,
  suggestionTerm,
} from '../search-suggestions.ts';

/**
 * The list's code loads when the box is first focused: a visitor who never searches never
 * fetches it, and the first view of every page stays lighter (issue 29's 120 KB budget).
 */
const loadSuggestionList = () => import('./suggestion-list.tsx');
const SuggestionList = lazy(() =>
  loadSuggestionList().then(({ SuggestionList }) => ({ default: SuggestionList })),
);

/** The closed, empty listbox the box controls until there is something to suggest. */
const EmptyList = ({ id }: { id: string }) => (
  <div hidden>
    <ul role="listbox" id={id} aria-label={t`Suggestions`} />
  </div>
);

/**
 * The header's search (issue 19): a WAI-ARIA combobox that suggests products while typing.
 * Enter on a suggestion opens its page; Enter otherwise opens the store's results for the text.
 * The list follows the keyboard through aria-activedescendant: focus stays in the box.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(suggestionTerm(text), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(term);
  const products = suggestions.data ?? [];
  // The list shows once the box and the settled term are long enough and an answer is in; while
  // the next term loads, the last answer stays.
  const available = suggestionTerm(text) !== '' && term !== '' && suggestions.data !== undefined;
  const expanded = open && available;
  // The products, then "See all results".
  const optionCount = available ? products.length + 1 : 0;

  // A new answer starts with no option highlighted.
  const [active, setActive] = useState(-1);
  const [activeFor, setActiveFor] = useState(suggestions.data);
  if (activeFor !== suggestions.data) {
    setActiveFor(suggestions.data);
    setActive(-1);
  }
  const activeIndex = expanded ? active : -1;

  /** Leaves the box empty and closed, and puts the phone's keyboard away. */
  function finish(href: string) {
    setOpen(false);
    setText('');
    inputRef.current?.blur();
    void navigate(href);
  }

  const openStoreResults = () => finish(paths.store.getHref({ search: text.trim() }));

  function choose(index: number) {
    const product = products[index];
    if (product) finish(paths.product.getHref(product.id));
    else openStoreResults();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // An input method still composing a word owns Enter and the arrows.
    if (event.nativeEvent.isComposing) return;
    const action = suggestionKeyAction(event.key, {
      open: expanded,
      active: activeIndex,
      optionCount,
      hasText: text !== '',
    });
    if (action.type === 'ignore') return;
    event.preventDefault();
    switch (action.type) {
      case 'move':
        setOpen(true);
        setActive(action.active);
        break;
      case 'choose':
        choose(action.index);
        break;
      case 'submit':
        openStoreResults();
        break;
      case 'close':
        setOpen(false);
        setActive(-1);
        break;
      case 'clear':
        setText('');
        break;
    }
  }

  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        openStoreResults();
      }}
    >
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-gray-500"
      />
      <input
        ref={inputRef}
        type="text"
        name="search"
        role="combobox"
        aria-label={t`Search the shop`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        maxLength={100}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t`Search food, toys, litter…`}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onFocus={() => void loadSuggestionList()}
        onKeyDown={handleKeyDown}
        // Options take no focus (a press on one keeps it here), so leaving the box is leaving
        // the search: Tab, or a click anywhere else.
        onBlur={() => setOpen(false)}
        className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 pe-4 ps-11 text-base text-ink placeholder:text-gray-500 focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40"
      />
      {text === '' && !available ? (
        <EmptyList id={listboxId} />
      ) : (
        <Suspense fallback={<EmptyList id={listboxId} />}>
          <SuggestionList
            id={listboxId}
            optionId={optionId}
            hidden={!expanded}
            products={products}
            text={text.trim()}
            activeIndex={activeIndex}
            onChoose={choose}
          />
        </Suspense>
      )}
    </form>
  );
}
