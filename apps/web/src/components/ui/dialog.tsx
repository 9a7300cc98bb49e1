import {
  forwardRef,
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Icon } from './icon.tsx';

/** The controls Tab visits inside the dialog (none of them are hidden in these dialogs). */
const focusablesIn = (node: HTMLElement) =>
  node.querySelectorAll<HTMLElement>(
    'a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled)',
  );

const PLACEMENTS = {
  /** In the middle of the screen. */
  center: 'm-auto',
  /** A sheet rising from the bottom on a phone, in the middle from `sm` up. */
  sheet: 'mx-auto mt-auto mb-0 sm:m-auto',
  /** A drawer sliding in from the start edge (the left, the right in Arabic), full height. */
  left: 'm-0 h-dvh max-h-none transition-[translate,overlay,display] transition-discrete duration-300 ease-out -translate-x-full open:translate-x-0 starting:open:-translate-x-full rtl:translate-x-full rtl:open:translate-x-0 rtl:starting:open:translate-x-full motion-reduce:transition-none',
} as const;

export type DialogPlacement = keyof typeof PLACEMENTS;

type DialogProps = {
  open: boolean;
  /** Escape, the backdrop (with `closeOnBackdrop`) or a control inside: the owner closes it. */
  onClose: () => void;
  /** The id of the visible title; or `label` when there is none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** 'alertdialog' for a question that needs an answer; a dialog otherwise. */
  role?: 'alertdialog';
  id?: string;
  placement?: DialogPlacement;
  closeOnBackdrop?: boolean;
  /** What gets focus on opening; the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back on closing; the control focused before opening otherwise. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The panel's look (size, padding, layout); the backdrop is shared. */
  className?: string;
  children: ReactNode;
};

/**
 * The one modal dialog, on the native `<dialog>` (showModal): the page behind is inert and does
 * not scroll, Tab wraps inside, Escape (and the backdrop, when asked) closes it, and focus returns
 * to the control that opened it. The owner keeps `open`; every way out goes through `onClose`.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  role,
  id,
  placement = 'center',
  closeOnBackdrop = false,
  initialFocus,
  returnFocusTo,
  className = '',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const back = returnFocusTo?.current ?? opener;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? focusablesIn(dialog)[0] ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      back?.focus();
    };
  }, [open, initialFocus, returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Handled here so the owner's state, not the browser, closes it.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(dialog);
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  // A click on the dialog element itself is on its backdrop: the panel's content fills the box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      role={role}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // Another way the browser asks to close (a phone's Back gesture): the owner decides.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`${PLACEMENTS[placement]} backdrop:bg-gray-900/60 focus:outline-none ${className}`}
    >
      {children}
    </dialog>
  );
}

/**
 * The round × button in a dialog's header: 44 px to touch, named by `label` ("Close menu"); extra
 * layout (`-mr-2`, `shrink-0`) through `className`.
 */
export const DialogCloseButton = forwardRef<
  HTMLButtonElement,
  { label: string; onClick: () => void; className?: string }
>(function DialogCloseButton({ label, onClick, className = '' }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <Icon name="close" className="size-5" />
    </button>
  );
});
