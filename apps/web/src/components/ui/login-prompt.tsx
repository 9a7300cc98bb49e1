import { lazy, Suspense, useSyncExternalStore } from 'react';

// The dialog's code loads the first time it is asked for: it is not part of any first view.
const LoginPromptDialog = lazy(() => import('./login-prompt-dialog.tsx'));

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

export function closeLoginPrompt() {
  set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Where the dialog appears, rendered once in the page frame. */
export function LoginPrompt() {
  const text = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  if (text === null) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog text={text} />
    </Suspense>
  );
}
