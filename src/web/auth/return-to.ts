/** The query parameter of /auth that names the page a visitor was sent from (decision 028). */
export const RETURN_PARAM = 'redirectTo';

const AUTH_PATH = '/auth';
/** Longer than any Popreel path with its search and hash; a longer one is not ours. */
const MAX_LENGTH = 2048;
/** A base no real page has: a path resolved against it that leaves this origin came from elsewhere. */
const BASE = 'https://popreel.invalid';

/**
 * The in-app path (path, search and hash) that `value` names, or null when it could lead anywhere else:
 * only a single leading slash is accepted, so `//evil`, `/\evil` (browsers read `\` as `/`), `https://…` and
 * paths hiding a tab or newline (which browsers strip, turning `/\t/evil` into `//evil`) are refused. /auth
 * and its sub-pages are never a destination either: signing in there would send the user back to sign in.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // `/.//evil.example` normalises to `//evil.example`, a link to another host (issue 35, L2).
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  // The normalised path, so `/x/../auth` is recognised for what it is.
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where RequireAuth sends a visitor: /auth, naming the page asked for unless that was the home page. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  if (!target || target === '/') return AUTH_PATH;
  return `${AUTH_PATH}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}
