import { describe, expect, it } from 'vitest';
import { RETURN_PARAM, safeReturnPath, signInPathFor } from './return-to.ts';

describe('safeReturnPath', () => {
  it('keeps an in-app path with its search and hash', () => {
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath('/search?q=cats&tab=videos#top')).toBe('/search?q=cats&tab=videos#top');
    expect(safeReturnPath('/profile/4f1c9c1e-0000-4000-8000-000000000000')).toBe('/profile/4f1c9c1e-0000-4000-8000-000000000000');
  });

  it('normalises dot segments', () => {
    expect(safeReturnPath('/chat/../settings')).toBe('/settings');
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/settings'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/settings\\..\\..\\evil'],
    ['an absolute https URL', 'https://evil.example/settings'],
    ['an absolute http URL', 'http://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a slash', 'settings'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline that browsers strip', '/\n/evil.example'],
    ['a dot segment that normalises to two slashes (issue 35, L2)', '/.//evil.example'],
    ['a dot-dot segment that does the same', '/a/..//evil.example/path'],
    ['a NUL', '/settings\u0000'],
    ['a path longer than any of ours', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('never returns to /auth or its sub-pages, however they are spelled', () => {
    for (const value of ['/auth', '/auth?redirectTo=/settings', '/auth#x', '/auth/forgot', '/auth/reset?token=x', '/settings/../auth', '/./auth']) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    // Only the /auth screen itself: a path that merely starts with the same letters is a page like any other.
    expect(safeReturnPath('/authors')).toBe('/authors');
  });

  it('keeps encoded characters encoded, so a %2F cannot become a second slash', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath('/tag/caf%C3%A9')).toBe('/tag/caf%C3%A9');
  });
});

describe('signInPathFor', () => {
  it('names the page asked for, with its search and hash', () => {
    const path = signInPathFor({ pathname: '/settings/account', search: '?section=sessions', hash: '#passkeys' });
    const url = new URL(path, 'https://popreel.test');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get(RETURN_PARAM)).toBe('/settings/account?section=sessions#passkeys');
    // The whole target sits in the parameter: the /auth URL itself has no hash.
    expect(url.hash).toBe('');
  });

  it('sends the home page to plain /auth, since / is where a sign-in lands anyway', () => {
    expect(signInPathFor({ pathname: '/', search: '', hash: '' })).toBe('/auth');
  });
});
