import { routeFetch } from '../../test/fetch-router.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError, MissingTokenError } from '../api-client.ts';
import {
  clearSession,
  getStoredUser,
  getToken,
  isLoggedIn,
  saveSession,
  SESSION_EVENTS,
  SESSION_KEYS,
} from '../session.ts';

const login = {
  token: 'tok-123',
  user: { id: 7, name: 'Sara Ahmed', email: 'sara@example.com' },
  message: 'Login successful',
};

function listen(event: string) {
  const handler = vi.fn();
  window.addEventListener(event, handler);
  return { handler, stop: () => window.removeEventListener(event, handler) };
}

function clearCookies() {
  for (const pair of document.cookie.split(/;\s*/)) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});
afterEach(() => vi.useRealTimers());

describe('saveSession', () => {
  it("writes the spec's keys and announces userLogin", () => {
    vi.useFakeTimers({ now: new Date('2026-11-05T08:30:00.000Z'), toFake: ['Date'] });
    const login$ = listen(SESSION_EVENTS.login);
    saveSession(login);
    login$.stop();

    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('userEmail')).toBe('sara@example.com');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({
      id: 7,
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      token: 'tok-123',
      loginTime: '2026-11-05T08:30:00.000Z',
    });
    expect(Object.keys(localStorage).sort()).toEqual(
      ['isAuthenticated', 'token', 'userData', 'userEmail', 'userId'].sort(),
    );
    expect(login$.handler).toHaveBeenCalledTimes(1);
    expect(login$.handler.mock.calls[0]![0]).toBeInstanceOf(Event);
    expect((login$.handler.mock.calls[0]![0] as Event).type).toBe('userLogin');
    expect(isLoggedIn()).toBe(true);
    expect(getStoredUser()?.email).toBe('sara@example.com');
  });

  it('reads userId, userEmail and userName when there is no user object', () => {
    saveSession({ token: 't', userId: 9, userEmail: 'a@b.co', userName: 'Ali' });
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBe('9');
    expect(localStorage.getItem(SESSION_KEYS.userEmail)).toBe('a@b.co');
    expect(getStoredUser()).toMatchObject({ id: 9, name: 'Ali', email: 'a@b.co', token: 't' });
  });
});

describe('clearSession', () => {
  it('removes tokens and user keys everywhere, sets the flag to false and announces userLogout', () => {
    saveSession(login);
    sessionStorage.setItem('token', 'session-tok');
    sessionStorage.setItem('userId', '7');
    localStorage.setItem('authToken', 'legacy');
    document.cookie = 'token=cookie-tok; path=/';
    document.cookie = 'authToken=cookie-tok-2; path=/';
    document.cookie = 'theme=dark; path=/';

    const logout$ = listen(SESSION_EVENTS.logout);
    clearSession();
    logout$.stop();

    for (const key of ['token', 'authToken', 'userId', 'userEmail', 'userData']) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
    expect(document.cookie).not.toMatch(/(^|;\s*)token=/);
    expect(document.cookie).not.toMatch(/authToken=/);
    expect(document.cookie).toContain('theme=dark');
    expect(logout$.handler).toHaveBeenCalledTimes(1);
    expect((logout$.handler.mock.calls[0]![0] as Event).type).toBe('userLogout');
    expect(getToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });
});

describe('isLoggedIn', () => {
  it('needs both a token and isAuthenticated === "true"', () => {
    localStorage.setItem('token', 't');
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('isAuthenticated', 'false');
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('isAuthenticated', 'true');
    expect(isLoggedIn()).toBe(true);
    localStorage.removeItem('token');
    expect(isLoggedIn()).toBe(false);
    sessionStorage.setItem('token', 't');
    expect(isLoggedIn()).toBe(true);
  });
});

describe('a 401 from the API (api-client)', () => {
  const unauthorized = () =>
    Promise.resolve(
      new Response(JSON.stringify({ message: 'Unauthenticated. Please log in again.' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );

  afterEach(() => vi.unstubAllGlobals());

  it('ends the session once, however many calls were rejected in parallel', async () => {
    saveSession(login);
    vi.stubGlobal('fetch', vi.fn(unauthorized));
    const logout$ = listen(SESSION_EVENTS.logout);
    const results = await Promise.allSettled([
      apiRequest('/profile'),
      apiRequest('/cart/get'),
      apiRequest('/wishlist/count'),
    ]);
    logout$.stop();

    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof ApiRequestError),
    ).toBe(true);
    expect(logout$.handler).toHaveBeenCalledTimes(1);
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Session expired. Please log in again.'),
    );
    expect(document.body.textContent!.split('Session expired').length - 1).toBe(1);
  });

  it("leaves the session alone for the login call's own 401 and for calls without a token", async () => {
    vi.stubGlobal('fetch', vi.fn(unauthorized));
    const logout$ = listen(SESSION_EVENTS.logout);
    await expect(apiRequest('/profile')).rejects.toBeInstanceOf(ApiRequestError);
    saveSession(login);
    await expect(
      apiRequest('/auth/login', {
        method: 'POST',
        body: { email: 'a@b.co', password: 'x' },
        endSessionOn401: false,
      }),
    ).rejects.toMatchObject({ status: 401 });
    // Spec §6: a call whose bearer is optional (the booking) counts without it.
    await expect(
      apiRequest('/bookings', { method: 'POST', auth: 'optional' }),
    ).rejects.toMatchObject({ status: 401 });
    logout$.stop();
    expect(logout$.handler).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(true);
  });

  it('sends another bearer when asked (the back office), and its 401 leaves the customer logged in', async () => {
    saveSession(login);
    const { calls } = routeFetch({}, unauthorized);
    const logout$ = listen(SESSION_EVENTS.logout);
    await expect(apiRequest('/admin/auth/me', { bearer: 'staff-token' })).rejects.toMatchObject({
      status: 401,
    });
    logout$.stop();
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer staff-token',
    );
    expect(logout$.handler).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(true);
  });

  it("sends no call that requires a token when there is none, and 'optional' sends authToken first", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/orders', { auth: 'required' })).rejects.toBeInstanceOf(
      MissingTokenError,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem('authToken', 'legacy');
    await apiRequest('/profile');
    await apiRequest('/bookings', { auth: 'optional' });
    const sent = fetchMock.mock.calls.map(
      (call) => ((call as unknown[])[1] as RequestInit).headers as Record<string, string>,
    );
    expect(sent.map((headers) => headers.Authorization)).toEqual([undefined, 'Bearer legacy']);
  });
});
