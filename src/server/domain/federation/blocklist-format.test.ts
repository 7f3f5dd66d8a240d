import { describe, expect, it } from 'vitest';
import { parseBlocklist, parseFires, parseMastodonCsv, toMastodonCsv } from './blocklist-format.ts';

describe('Mastodon domain-block CSV', () => {
  it("reads Mastodon's export, its severities and public comments, and writes it back the same", () => {
    const csv = [
      '#domain,#severity,#reject_media,#reject_reports,#public_comment,#obfuscate',
      'evil.example,suspend,false,false,"spam, harassment",false',
      'Loud.Example,silence,true,false,,false',
      'fine.example,noop,false,false,,false',
      'hidden.ex*mple,suspend,false,false,,true',
      'not a domain,suspend,false,false,,false',
    ].join('\n');
    const parsed = parseMastodonCsv(csv);
    expect(parsed.entries).toEqual([
      { domain: 'evil.example', severity: 'suspend', comment: 'spam, harassment' },
      { domain: 'loud.example', severity: 'limit', comment: null },
    ]);
    expect(parsed.skipped.map((skip) => skip.reason)).toEqual(['obfuscated domain', 'not a domain']);
    expect(parseMastodonCsv(toMastodonCsv(parsed.entries)).entries).toEqual(parsed.entries);
  });

  it('reads a plain list of domains, one per line, with comment lines and ports', () => {
    const parsed = parseBlocklist('# shared list\nevil.example\n\nbad.example:8443\n');
    expect(parsed.entries).toEqual([
      { domain: 'evil.example', severity: 'suspend', comment: null },
      { domain: 'bad.example', severity: 'suspend', comment: null },
    ]);
  });

  it('reports what it cannot read instead of throwing', () => {
    expect(parseBlocklist('"unclosed,quote\nx').skipped[0].reason).toMatch(/^not a CSV/);
    expect(parseBlocklist('evil.example,obliterate').skipped[0].reason).toBe('unknown severity "obliterate"');
  });
});

describe('FIRES dataset', () => {
  it('applies recommendations in change order, ends them with retractions, and ignores advisories and other entities', () => {
    const parsed = parseFires({
      items: [
        { change_id: '0192-3', type: 'retraction', entity_kind: 'Domain', entity_key: 'gone.example' },
        { change_id: '0192-1', type: 'recommendation', entity_kind: 'Domain', entity_key: 'gone.example', recommended_policy: 'reject' },
        { changeId: '0192-2', type: 'recommendation', entityKind: 'Domain', entityKey: 'spam.example', recommendedPolicy: 'filter', publicComment: 'spam' },
        { change_id: '0192-4', type: 'advisory', entity_kind: 'Domain', entity_key: 'maybe.example' },
        { change_id: '0192-5', type: 'recommendation', entity_kind: 'Actor', entity_key: 'https://x.example/users/a', recommended_policy: 'reject' },
      ],
    });
    expect(parsed.entries).toEqual([{ domain: 'spam.example', severity: 'limit', comment: 'spam' }]);
    expect(parseBlocklist('[{"type":"recommendation","entity_kind":"domain","entity_key":"a.example","recommended_policy":"drop"}]').entries).toEqual([
      { domain: 'a.example', severity: 'suspend', comment: null },
    ]);
  });
});
