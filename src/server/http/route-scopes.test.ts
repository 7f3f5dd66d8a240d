import { describe, expect, it } from 'vitest';
import { routeScope, scopeRefusal } from './route-scopes.ts';

describe('route scopes', () => {
  it('derives read and write from the method, and classes from the prefix', () => {
    expect(routeScope('GET', '/api/videos/:id')).toBe('read');
    expect(routeScope('HEAD', '/api/videos/:id')).toBe('read');
    expect(routeScope('PUT', '/api/videos/:id/like')).toBe('write');
    expect(routeScope('GET', '/api/chat/rooms')).toBe('messages');
    expect(routeScope('POST', '/api/chat/rooms/:id/messages')).toBe('messages');
    expect(routeScope('GET', '/api/admin/reports')).toBe('admin');
    expect(routeScope('POST', '/api/me/password')).toBe('session');
    expect(routeScope('GET', '/api/me/tokens')).toBe('session');
    expect(routeScope('GET', '/.well-known/oauth-authorization-server')).toBe('none');
  });

  it('matches a prefix only on a path boundary', () => {
    expect(routeScope('GET', '/api/chatter')).toBe('read');
    expect(routeScope('GET', '/api/me')).toBe('read');
  });

  it('lets overrides win over prefixes and methods', () => {
    expect(routeScope('DELETE', '/api/match/matches/:id')).toBe('messages');
    expect(routeScope('GET', '/api/realtime')).toBe('session');
    expect(routeScope('HEAD', '/api/realtime')).toBe('session');
    expect(routeScope('GET', '/api/push/key')).toBe('none');
    expect(routeScope('POST', '/api/push/subscriptions')).toBe('session');
  });

  it('refuses what the token lacks and every session-only route whatever it holds', () => {
    expect(scopeRefusal(['read'], 'GET', '/api/feed/foryou')).toBeUndefined();
    expect(scopeRefusal(['read'], 'POST', '/api/comments')).toEqual({ scope: 'write' });
    expect(scopeRefusal(['read', 'write', 'messages', 'admin'], 'POST', '/api/me/deletion')).toEqual({ scope: 'session' });
    expect(scopeRefusal(['messages'], 'POST', '/oauth/token')).toBeUndefined();
  });
});
