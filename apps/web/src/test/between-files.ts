/**
 * The files of the web suite share a worker's page and modules (isolate: false in
 * vitest.config.ts): each file leaves the page, the storage, the toasts and the clocks as it
 * found them, so no file sees another's.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { dismiss, getItems } from '../components/ui/toast.tsx';

// `waitFor` and `findBy…` give up after one second by default: on CI's two shared cores a busy
// moment (a store page's first render took 5.8 s there) failed tests whose page was only slow.
// They still fail when what they wait for never comes.
configure({ asyncUtilTimeout: 5_000 });

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // A file may run in Node's environment (no page at all).
  if (typeof document === 'undefined') return;
  cleanup();
  for (const item of getItems()) dismiss(item.id);
  document.body.replaceChildren();
  document.head.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
