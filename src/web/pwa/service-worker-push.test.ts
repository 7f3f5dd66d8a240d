import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * sw.js's push and notificationclick handlers (decision 044), run in a sandbox that stands in for the service
 * worker's global scope: what a push shows, and where a tap goes.
 */
type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: Array<{ url: string }> = []) {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const posted: unknown[] = [];
  const clients = windows.map((client) => ({ ...client, focus: async () => clients[0], postMessage: (message: unknown) => posted.push(message) }));
  const self = {
    location: { href: 'https://popreel.example/sw.js?build=test', origin: 'https://popreel.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: { matchAll: async () => clients, openWindow: async (url: string) => void opened.push(url), claim: async () => undefined },
  };
  runInNewContext(readFileSync(resolve(import.meta.dirname, '../public/sw.js'), 'utf8'), { self, URL, caches: {}, fetch });
  /** Dispatches an event and waits for what it passed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { dispatch, shown, opened, posted };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });

describe('the service worker on a push', () => {
  it("shows the text with the actor's avatar, the group's tag and the screen to open", async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'sofia_travels liked your video', body: 'Sunset', url: '/video/v1', tag: 'like:v1', icon: '/media/avatars/s.png?sig=x' }));
    expect(worker.shown).toEqual([
      {
        title: 'sofia_travels liked your video',
        options: { body: 'Sunset', icon: '/media/avatars/s.png?sig=x', tag: 'like:v1', data: { url: 'https://popreel.example/video/v1' } },
      },
    ]);
  });

  it('falls back to the app icon, and never keeps a link to another site', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'Hi', body: 'x', url: 'https://evil.example/phish', tag: 't', icon: null }));
    expect(worker.shown[0].options).toMatchObject({ icon: '/icon-192.png', data: { url: 'https://popreel.example/' } });
  });

  it('focuses an open Popreel window and sends it to the screen, or opens one', async () => {
    const open = loadWorker([{ url: 'https://popreel.example/' }]);
    const notification = { close: () => undefined, data: { url: 'https://popreel.example/video/v1' } };
    await open.dispatch('notificationclick', { notification });
    expect(open.posted).toEqual([{ type: 'popreel:navigate', url: 'https://popreel.example/video/v1' }]);
    expect(open.opened).toEqual([]);

    const closed = loadWorker([]);
    await closed.dispatch('notificationclick', { notification });
    expect(closed.opened).toEqual(['https://popreel.example/video/v1']);
  });
});
