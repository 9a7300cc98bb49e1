import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A back-office list's search, filters, sort and page, kept in the address so a link, a reload or
 * Back shows the same list. `defaults` names every key the list reads and its value when absent;
 * a value equal to its default (or page 1) is left out of the address. Any change but paging
 * starts again at the first page. Pass `defaults` as a constant of the module: `update` stays the
 * same function while the address does.
 */
export function useListParams<Key extends string>(defaults: Readonly<Record<Key, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as Key[];
  const values = Object.fromEntries(
    keys.map((key) => [key, params.get(key) ?? defaults[key]]),
  ) as Record<Key, string>;
  const page = Number(params.get('page') ?? '1') || 1;
  /** Sets the changed values; `replace` when the step is no place to come Back to (typing). */
  const update = useCallback(
    (
      changes: Partial<Record<Key | 'page', string | number | undefined>>,
      options: { replace?: boolean } = {},
    ) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const text = value === undefined ? '' : String(value);
          const fallback = key === 'page' ? '1' : defaults[key as Key];
          if (text === '' || text === fallback) next.delete(key);
          else next.set(key, text);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }, options),
    [setParams, defaults],
  );
  /** Some filter (or the search) narrows the list. */
  const filtered = keys.some((key) => params.get(key) && key !== 'sort' && key !== 'direction');
  const clear = () => setParams(new URLSearchParams());
  /** A filter control's value and change handler, for `<SelectFilter {...bind('status')} />`. */
  const bind = (key: Key) => ({
    value: values[key],
    onChange: (value: string) => update({ [key]: value } as Partial<Record<Key | 'page', string>>),
  });
  /** A search box's words and handler (`SearchForm`), kept under `key`. */
  const searching = (key: Key) => ({
    initial: values[key],
    onSearch: (words: string) => update({ [key]: words } as Partial<Record<Key | 'page', string>>),
  });
  return { values, page, update, filtered, clear, bind, searching };
}
