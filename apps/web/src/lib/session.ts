import type { QueryClient } from '@tanstack/react-query';
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

/** Spec §3: the token may also sit under 'authToken' (what the booking call reads first). */
const LEGACY_TOKEN_KEY = 'authToken';
/** Spec §3/§4: "Token may also be in … an auth cookie"; logout clears it. */
const AUTH_COOKIE_NAMES = ['token', 'authToken'] as const;

/** What a login answer carries (spec §3 "Login payload": user.id or userId, and so on). */
export interface LoginSessionInput {
  token: string;
  user?: { id?: number | string; name?: string; email?: string } | null;
  userId?: number | string;
  userEmail?: string;
  userName?: string;
}

/** The `userData` record, as stored. */
export interface StoredUserData {
  id: number | string | null;
  name: string;
  email: string;
  token: string;
  loginTime: string;
}

export function getToken(): string | null {
  return (
    localStorage.getItem(SESSION_KEYS.token) ?? sessionStorage.getItem(SESSION_KEYS.token) ?? null
  );
}

/** The logged-in customer's id as stored at login (spec §3 'userId'), or null. */
export function getUserId(): string | null {
  return localStorage.getItem(SESSION_KEYS.userId);
}

/**
 * Spec §3/§6: the token a call that works with or without a customer sends: 'authToken' first,
 * else 'token', each from local then session storage.
 */
export function getAnyToken(): string | null {
  for (const key of [LEGACY_TOKEN_KEY, SESSION_KEYS.token]) {
    const token = localStorage.getItem(key) ?? sessionStorage.getItem(key);
    if (token) return token;
  }
  return null;
}

/** Spec §3: logged in only when a token is present and isAuthenticated equals 'true'. */
export function isLoggedIn(): boolean {
  return Boolean(getToken()) && localStorage.getItem(SESSION_KEYS.isAuthenticated) === 'true';
}

/** Spec §3/§7: stores the session of a successful login and announces `userLogin`. */
export function saveSession(login: LoginSessionInput): StoredUserData {
  const id = login.user?.id ?? login.userId ?? null;
  const email = login.user?.email ?? login.userEmail ?? '';
  const userData: StoredUserData = {
    id,
    name: login.user?.name ?? login.userName ?? '',
    email,
    token: login.token,
    loginTime: new Date().toISOString(),
  };
  localStorage.setItem(SESSION_KEYS.token, login.token);
  if (id === null) localStorage.removeItem(SESSION_KEYS.userId);
  else localStorage.setItem(SESSION_KEYS.userId, String(id));
  localStorage.setItem(SESSION_KEYS.userEmail, email);
  localStorage.setItem(SESSION_KEYS.isAuthenticated, 'true');
  localStorage.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
  window.dispatchEvent(new Event(SESSION_EVENTS.login));
  return userData;
}

/**
 * Spec §4: ends the session on this device: tokens and user keys leave local and session storage,
 * the auth cookie is expired, the flag reads 'false', and `userLogout` is announced.
 */
export function clearSession(): void {
  const keys = [
    SESSION_KEYS.token,
    LEGACY_TOKEN_KEY,
    SESSION_KEYS.userId,
    SESSION_KEYS.userEmail,
    SESSION_KEYS.userData,
  ];
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of keys) storage.removeItem(key);
  }
  sessionStorage.removeItem(SESSION_KEYS.isAuthenticated);
  localStorage.setItem(SESSION_KEYS.isAuthenticated, 'false');
  for (const name of AUTH_COOKIE_NAMES) {
    if (document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${name}=`))) {
      // Expire it for the whole site and for this page's path, wherever it was set.
      document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
      document.cookie = `${name}=; Max-Age=0; SameSite=Lax`;
    }
  }
  window.dispatchEvent(new Event(SESSION_EVENTS.logout));
}

/** The stored `userData` record, or null when there is none or it is unreadable. */
export function getStoredUser(): StoredUserData | null {
  const raw = localStorage.getItem(SESSION_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUserData) : null;
  } catch {
    return null;
  }
}

const SESSION_KEY_NAMES: readonly string[] = Object.values(SESSION_KEYS);

/** A `storage` event that changed the session: one of its keys, or the whole storage cleared. */
export const changesSession = (event: StorageEvent): boolean =>
  event.key === null || SESSION_KEY_NAMES.includes(event.key);

/**
 * Follows the session: `login` and `logout` on this tab's announcements, `otherTab` when another
 * tab changes a session key (or clears the storage). Returns the function that stops following.
 */
export function onSessionChange(handlers: {
  login: () => void;
  logout: () => void;
  otherTab: () => void;
}): () => void {
  const { login, logout, otherTab } = handlers;
  const onStorage = (event: StorageEvent) => {
    if (changesSession(event)) otherTab();
  };
  window.addEventListener(SESSION_EVENTS.login, login);
  window.addEventListener(SESSION_EVENTS.logout, logout);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENTS.login, login);
    window.removeEventListener(SESSION_EVENTS.logout, logout);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ways the session changes: this tab's login or logout, or a session key changed elsewhere. */
export type SessionChange = 'login' | 'logout' | 'otherTab';

/**
 * What a feature does to its cached answers when the session changes (which keys to drop, empty or
 * fetch again). Features export one; the app follows the session once for all of them.
 */
export type SessionPolicy = Partial<Record<SessionChange, (queryClient: QueryClient) => void>>;

/** Applies every policy on every session change, with one set of listeners. Returns the stop. */
export function followSession(
  queryClient: QueryClient,
  policies: readonly SessionPolicy[],
): () => void {
  const apply = (change: SessionChange) => () => {
    for (const policy of policies) policy[change]?.(queryClient);
  };
  return onSessionChange({
    login: apply('login'),
    logout: apply('logout'),
    otherTab: apply('otherTab'),
  });
}

const subscribe = (onChange: () => void) =>
  onSessionChange({ login: onChange, logout: onChange, otherTab: onChange });

/** The login state, live: follows userLogin/userLogout and changes made in other tabs. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn, () => false);
}
