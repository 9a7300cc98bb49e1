import { useSyncExternalStore } from 'react';

/** Spec §3 "Local session data": the keys other parts of the page and other tabs read. */
export const SESSION_KEYS = {
  token: 'token',
  userId: 'userId',
  userEmail: 'userEmail',
  isAuthenticated: 'isAuthenticated',
  userData: 'userData',
} as const;

export const SESSION_EVENTS = { login: 'userLogin', logout: 'userLogout' } as const;

export function getToken(): string | null {
  return (
    localStorage.getItem(SESSION_KEYS.token) ?? sessionStorage.getItem(SESSION_KEYS.token) ?? null
  );
}

/** Spec §3: logged in only when a token is present and isAuthenticated equals 'true'. */
export function isLoggedIn(): boolean {
  return Boolean(getToken()) && localStorage.getItem(SESSION_KEYS.isAuthenticated) === 'true';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENTS.login, onChange);
  window.addEventListener(SESSION_EVENTS.logout, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENTS.login, onChange);
    window.removeEventListener(SESSION_EVENTS.logout, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The login state, live: follows userLogin/userLogout and changes made in other tabs. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn, () => false);
}
