/** The query parameter the login and registration pages read the page to go back to from. */
export const RETURN_PARAM = 'next';

/** Pages a return path never leads back to: the login and registration pages themselves. */
const AUTH_PATHS = ['/user', '/user/register'];

/**
 * A return path from the address (`?next=`), kept only when it is a page of this shop: one
 * leading slash, no scheme, no host, no backslash or control character (`//evil.com`,
 * `/\evil.com`, `https://…`, `javascript:` all give null). Answers the path with its query and
 * fragment, as the router takes it.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'https://shop.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PATHS.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `href` (the login or registration page) carrying the page to come back to, when there is one. */
export function withReturnPath(href: string, returnPath: string | null | undefined): string {
  const safe = safeReturnPath(returnPath);
  if (!safe || safe === '/') return href;
  return `${href}?${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}

/** The page a person is on, as a return path. */
export const currentPath = (location: { pathname: string; search: string; hash?: string }) =>
  `${location.pathname}${location.search}${location.hash ?? ''}`;
