import { t } from '@lingui/core/macro';
import { Icon } from '../../../components/ui/icon.tsx';
import { visiblePageButtons } from '../pagination.ts';

type StorePaginationProps = {
  current: number;
  last: number;
  onPage: (page: number) => void;
};

const buttonBase =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-xl border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Spec §4: 'Previous', up to 5 page buttons and 'Next'. */
export function StorePagination({ current, last, onPage }: StorePaginationProps) {
  if (last <= 1) return null;
  return (
    <nav
      aria-label={t`Pagination`}
      className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2"
    >
      <button
        type="button"
        onClick={() => onPage(current - 1)}
        disabled={current <= 1}
        className={`${buttonBase} gap-1 border-gray-300 bg-white px-2.5 text-gray-700 sm:px-3 enabled:hover:border-brand-500 enabled:hover:text-brand-700`}
      >
        <Icon name="chevron-left" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t`Previous`}</span>
      </button>
      <ul className="flex items-center gap-1.5 sm:gap-2">
        {visiblePageButtons(current, last).map((page) => (
          <li key={page}>
            <button
              type="button"
              onClick={() => onPage(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t`Page ${page}`}
              className={`${buttonBase} px-3 ${
                page === current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-700 hover:border-brand-500 hover:text-brand-700'
              }`}
            >
              {page}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onPage(current + 1)}
        disabled={current >= last}
        className={`${buttonBase} gap-1 border-gray-300 bg-white px-2.5 text-gray-700 sm:px-3 enabled:hover:border-brand-500 enabled:hover:text-brand-700`}
      >
        <span className="sr-only sm:not-sr-only">{t`Next`}</span>
        <Icon name="chevron-right" className="size-4" />
      </button>
    </nav>
  );
}
