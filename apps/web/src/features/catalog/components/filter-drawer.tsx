import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

/** Tailwind's `lg` breakpoint: from here on the filters are a plain sidebar. */
const DESKTOP_QUERY = '(min-width: 64rem)';

type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to when the drawer closes (the 'Filters' button). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The filter sidebar. On large screens it sits beside the list; on small screens it is a modal
 * drawer (spec §2), opened by 'Filters' and closed by 'OK', the close button, Escape or the backdrop.
 */
export function FilterDrawer({ open, onClose, returnFocusTo, children }: FilterDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    if (desktop.matches) {
      onClose();
      return;
    }
    const returnTarget = returnFocusTo.current;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onDesktop);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onDesktop);
      returnTarget?.focus();
    };
  }, [open, onClose, returnFocusTo]);

  return (
    <>
      {open && (
        <div
          className="fixed inset-0 z-40 bg-black/40 lg:hidden"
          aria-hidden="true"
          onClick={onClose}
        />
      )}
      <aside
        ref={panelRef}
        id="store-filters"
        aria-labelledby="store-filters-heading"
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
        className={`${
          open ? 'flex' : 'hidden'
        } fixed inset-y-0 left-0 z-50 w-[20rem] max-w-[88vw] flex-col bg-white shadow-2xl lg:static lg:z-auto lg:flex lg:w-auto lg:max-w-none lg:self-start lg:rounded-2xl lg:border lg:border-gray-200 lg:shadow-sm`}
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
          <h2 id="store-filters-heading" className="text-lg font-bold text-ink">
            Filters
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close filters"
            className="flex size-10 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-5">{children}</div>
        <div className="border-t border-gray-100 p-4 lg:hidden">
          <button
            type="button"
            onClick={onClose}
            className="h-11 w-full rounded-xl bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            OK
          </button>
        </div>
      </aside>
    </>
  );
}
