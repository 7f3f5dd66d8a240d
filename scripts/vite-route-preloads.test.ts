import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyRoutes } from './vite-route-preloads.ts';

describe("the build's list of each screen's code", () => {
  it("reads every lazy screen of the router, with the module it loads", () => {
    const routes = lazyRoutes(readFileSync('src/web/router.tsx', 'utf8'));
    const lazyCount = readFileSync('src/web/router.tsx', 'utf8').match(/path: '[^']+',\s*lazy: /g)?.length;
    expect(routes).toHaveLength(lazyCount!);
    expect(routes).toContainEqual({ path: 'profile/:id', module: './routes/profile/profile-page.tsx' });
    expect(routes).toContainEqual({ path: 'search', module: './routes/search/search-page.tsx' });
    expect(routes).toContainEqual({ path: 'chat/:roomId', module: './routes/chat/chat-room-page.tsx' });
  });
});
