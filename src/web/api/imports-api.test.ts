import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_PICK_MAX } from '../../shared/video-import.ts';
import { importsApi, type VideoImport } from './imports-api.ts';

const answerWith = (marker: string): VideoImport => ({ id: marker, source: 'tiktok', createdAt: new Date(0).toISOString(), items: [], following: [], profile: null, accounts: [], fromAccount: null });

describe('importsApi.pickAll', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the picked videos a hundred at a time, in order, handing on each answer', async () => {
    const pick = vi.spyOn(importsApi, 'pick').mockImplementation(async (_id, itemIds) => answerWith(`after-${itemIds.length}`));
    const ids = Array.from({ length: IMPORT_PICK_MAX * 2 + 5 }, (_, index) => `item-${index}`);
    const seen: string[] = [];
    const last = await importsApi.pickAll('import-1', ids, (answer) => seen.push(answer.id));
    expect(pick.mock.calls.map(([id, chunk]) => [id, chunk.length])).toEqual([['import-1', 100], ['import-1', 100], ['import-1', 5]]);
    expect(pick.mock.calls.flatMap(([, chunk]) => chunk)).toEqual(ids);
    expect(seen).toEqual(['after-100', 'after-100', 'after-5']);
    expect(last?.id).toBe('after-5');
  });

  it('stops at the first refused call, keeping what the calls before it queued', async () => {
    const pick = vi.spyOn(importsApi, 'pick').mockResolvedValueOnce(answerWith('first')).mockRejectedValueOnce(new Error('refused'));
    const seen: string[] = [];
    const ids = Array.from({ length: IMPORT_PICK_MAX * 3 }, (_, index) => `item-${index}`);
    await expect(importsApi.pickAll('import-1', ids, (answer) => seen.push(answer.id))).rejects.toThrow('refused');
    expect(pick).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['first']);
  });
});
