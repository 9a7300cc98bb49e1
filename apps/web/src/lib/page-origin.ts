let serverOrigin = '';

/** The server sets the shop's origin before it draws a page (entry-server.tsx). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The shop's origin: the page's in the browser, the one the server was given while it draws. */
export const pageOrigin = (): string =>
  typeof window === 'undefined' ? serverOrigin : window.location.origin;
