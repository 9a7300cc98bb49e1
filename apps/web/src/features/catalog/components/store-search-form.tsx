import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

type StoreSearchFormProps = {
  /** The search in the address; the box follows it when a chip or 'Clear All' removes it. */
  search: string;
  onSearch: (search: string) => void;
};

/** Spec §2: the store's search box. Submitting goes back to page 1. */
export function StoreSearchForm({ search, onSearch }: StoreSearchFormProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(search);
  const [synced, setSynced] = useState(search);
  if (synced !== search) {
    setSynced(search);
    setDraft(search);
  }

  return (
    <form
      role="search"
      className="flex w-full gap-2 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t`Search products`}
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-gray-500"
        />
        <input
          id={inputId}
          type="search"
          name="search"
          value={draft}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search products...`}
          onChange={(event) => setDraft(event.target.value)}
          className="h-11 w-full rounded-xl border border-gray-300 bg-white pe-3 ps-11 text-base text-ink placeholder:text-gray-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40"
        />
      </div>
      <button
        type="submit"
        className="h-11 shrink-0 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t`Search`}
      </button>
    </form>
  );
}
