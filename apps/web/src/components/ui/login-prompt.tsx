import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { currentPath, withReturnPath } from '../../lib/return-path.ts';
import { dialogPrimaryAction, dialogSecondaryAction, MessageDialog } from './message-dialog.tsx';

/**
 * "Log in to save" (issue 20, instead of the browser's alert): `askToLogIn(text)` from anywhere
 * opens one dialog with 'Log in' and 'Create account', both coming back to this page afterwards.
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  pending = next;
  for (const listener of listeners) listener();
}

export function askToLogIn(text: string) {
  set(text);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The dialog itself, rendered once in the page frame. */
export function LoginPrompt() {
  const text = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  const location = useLocation();
  if (text === null) return null;
  const back = currentPath(location);
  const close = () => set(null);
  return (
    <MessageDialog icon="heart" title="Log in to save" text={text} onClose={close}>
      <Link
        to={withReturnPath(paths.login.getHref(), back)}
        onClick={close}
        className={dialogPrimaryAction}
      >
        Log in
      </Link>
      <Link
        to={withReturnPath(paths.register.getHref(), back)}
        onClick={close}
        className={dialogSecondaryAction}
      >
        Create account
      </Link>
      <button
        type="button"
        onClick={close}
        className="h-11 text-sm font-semibold text-gray-600 hover:text-ink"
      >
        Not now
      </button>
    </MessageDialog>
  );
}
