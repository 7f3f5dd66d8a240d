import { describe, expect, it } from 'vitest';
import { parseRemoteHandle } from './remote-handle.ts';

describe('parseRemoteHandle', () => {
  it('reads a name and a lower-cased server, with or without the leading @ and a port', () => {
    expect(parseRemoteHandle(' @Ana@Videos.Example ')).toEqual({ name: 'Ana', host: 'videos.example' });
    expect(parseRemoteHandle('ana@localhost:3001')).toEqual({ name: 'ana', host: 'localhost:3001' });
  });

  it('refuses what is not one account on one server', () => {
    for (const text of ['ana', '@ana', 'ana@', 'ana@@videos.example', 'ana@videos.example/path', 'an a@videos.example', 'ana@videos.example:123456', 'ana@under_score.example']) {
      expect(parseRemoteHandle(text), text).toBeNull();
    }
  });
});
