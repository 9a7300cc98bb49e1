import type { Staff } from '@petshop/contracts/admin';
import { useSyncExternalStore } from 'react';

/**
 * The back office's session, apart from the customer's (spec §3 keys stay the customer's): a
 * staff token under its own key, shared by the tabs of this browser.
 */
const KEY = 'petshop.staff';

export interface StaffSession {
  token: string;
  /**
   * The account as it was at login. A session stored before permissions existed has none, and
   * an owner may change them meanwhile: what the member may do is read from /auth/me
   * (useMyAccount), this only until it answers.
   */
  staff: Omit<Staff, 'permissions' | 'twoFactor'> &
    Partial<Pick<Staff, 'permissions' | 'twoFactor'>>;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: StaffSession | null = null;

function read(): StaffSession | null {
  const raw = localStorage.getItem(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as StaffSession) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

const notify = () => listeners.forEach((listener) => listener());

export const getStaffSession = read;
export const getStaffToken = () => read()?.token ?? null;

export function setStaffSession(session: StaffSession) {
  localStorage.setItem(KEY, JSON.stringify(session));
  notify();
}

export function clearStaffSession() {
  localStorage.removeItem(KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in staff member, following logins and logouts in this tab and others. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
