import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { UnsavedChangesGuard } from '../unsaved-changes.tsx';

/** Room kept between a focused field and the bar. */
const GAP = 12;

/**
 * While the bar is on screen, a field that gets the focus (by Tab, a tap, or an error moving
 * it there) and stands under the bar is scrolled up above it: the browser only scrolls fields
 * that are off the screen, and the bar covers the bottom of it.
 */
function useKeepFocusAbove(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || !bar.current || bar.current.contains(field)) return;
      const under =
        field.getBoundingClientRect().bottom + GAP - bar.current.getBoundingClientRect().top;
      if (under > 0) window.scrollBy({ top: under });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [bar]);
}

/**
 * The save bar of a back-office edit form (Polaris's contextual save bar): the last thing in the
 * form, it sticks to the bottom of the screen while the form scrolls, says when there is unsaved
 * work, and offers Discard (asked first) beside the form's own Save button. It also holds the
 * unsaved-changes guard: leaving with unsaved work asks "Leave without saving?".
 */
export function SaveBar({
  dirty,
  saving,
  saveLabel = 'Save',
  savingLabel = 'Saving…',
  canSave = true,
  onDiscard,
  status,
  children,
}: {
  /** The form holds work that is not saved. */
  dirty: boolean;
  saving: boolean;
  saveLabel?: string;
  savingLabel?: string;
  /** False keeps Save disabled (nothing to send yet). */
  canSave?: boolean;
  /** Puts the form back as it was saved; no Discard button without it. */
  onDiscard?: (() => void) | undefined;
  /** A line about the last save ("Notes saved."), said when nothing is unsaved. */
  status?: ReactNode;
  /** More actions beside Save. */
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useKeepFocusAbove(bar);
  return (
    <div
      ref={bar}
      role="group"
      aria-label="Save bar"
      className="sticky bottom-0 z-20 flex flex-wrap items-center justify-end gap-x-3 gap-y-1 rounded-xl border border-gray-200 bg-white/95 px-3 py-2 sm:px-4 sm:py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur-sm"
    >
      <UnsavedChangesGuard dirty={dirty && !saving} />
      <p aria-live="polite" className="mr-auto text-sm text-gray-700">
        {dirty ? <span className="font-semibold text-ink">Unsaved changes</span> : status}
      </p>
      {children}
      {dirty && onDiscard && (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={saving}
          onClick={() => setAsking(true)}
        >
          Discard
        </button>
      )}
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={saving || !canSave}>
        {saving ? savingLabel : saveLabel}
      </button>
      {asking && (
        <ConfirmDialog
          title="Discard all unsaved changes?"
          text="What you changed since the last save is lost."
          confirmLabel="Discard changes"
          cancelLabel="Continue editing"
          onConfirm={() => {
            setAsking(false);
            onDiscard?.();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
