import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 standing in for another instance in the unit tests beside this file. */
export interface LocalPeer {
  origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startLocalPeer(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<LocalPeer> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => origin + path,
    close: () => {
      // Slow-server tests leave answers hanging on purpose.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
