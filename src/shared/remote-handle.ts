/**
 * Another server's account as people type it: `name@server.example`, the leading @ optional. Search looks one
 * up (issue 40), and "Also known as" and moving an account name one (issue 58); the server and the web app
 * read it the same way.
 */
export const REMOTE_HANDLE = /^@?([^@\s/?#]{1,100})@((?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}(?::\d{1,5})?)$/i;

export interface RemoteHandle {
  name: string;
  /** Lower-cased: servers are named case-blind. */
  host: string;
}

/** The name and server of a typed handle, or null when it is not one. */
export function parseRemoteHandle(text: string): RemoteHandle | null {
  const match = REMOTE_HANDLE.exec(text.trim());
  return match ? { name: match[1], host: match[2].toLowerCase() } : null;
}
