import { t } from '@lingui/core/macro';
import { useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Dialog, DialogCloseButton } from '../../../components/ui/dialog.tsx';

/** Tailwind's `lg` breakpoint: from here on the filters are a plain sidebar. */
const DESKTOP_QUERY = '(min-width: 64rem)';

const desktopQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;

function subscribeToDesktop(onChange: () => void) {
  const query = desktopQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isDesktop = () => desktopQuery()?.matches ?? false;

type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to when the drawer closes (the 'Filters' button). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
};

const Heading = () => (
  <h2 id="store-filters-heading" className="text-lg font-bold text-ink">
    {t`Filters`}
  </h2>
);

/**
 * The filter sidebar. On large screens it sits beside the list; on small screens it is a modal
 * drawer (spec §2, the shared Dialog), opened by 'Filters' and closed by 'OK', the close button,
 * Escape or the backdrop.
 */
export function FilterDrawer({ open, onClose, returnFocusTo, children }: FilterDrawerProps) {
  const desktop = useSyncExternalStore(subscribeToDesktop, isDesktop, () => false);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Growing to the sidebar layout closes the drawer.
  useEffect(() => {
    if (open && desktop) onClose();
  }, [open, desktop, onClose]);

  if (desktop) {
    return (
      <aside
        id="store-filters"
        aria-labelledby="store-filters-heading"
        className="flex flex-col self-start rounded-2xl border border-gray-200 bg-white shadow-sm"
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
          <Heading />
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-5">{children}</div>
      </aside>
    );
  }

  return (
    <Dialog
      id="store-filters"
      open={open}
      onClose={onClose}
      labelledBy="store-filters-heading"
      placement="left"
      closeOnBackdrop
      initialFocus={closeRef}
      returnFocusTo={returnFocusTo}
      className="w-[20rem] max-w-[88vw] bg-white shadow-2xl open:flex open:flex-col"
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
        <Heading />
        <DialogCloseButton ref={closeRef} label={t`Close filters`} onClick={onClose} />
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-5">{children}</div>
      <div className="border-t border-gray-100 p-4">
        <button
          type="button"
          onClick={onClose}
          className="h-11 w-full rounded-xl bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t`OK`}
        </button>
      </div>
    </Dialog>
  );
}
