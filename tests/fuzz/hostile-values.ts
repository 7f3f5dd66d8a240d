/**
 * What an attacker types where a value belongs. JSON bodies take these as JSON text fragments (so a
 * `__proto__` key, deep nesting and invalid JSON can be written at all); paths and queries take raw strings
 * that are percent-encoded by the caller unless they are already raw encodings themselves.
 */
const strings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202e\u0301',
  '😀'.repeat(50),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '$` $\' $& $1',
  '${7*7}{{7*7}}',
  '%s%n%x',
  'NaN',
  'Infinity',
  '-1',
  '1e21',
  'true',
  'null',
  '2020-02-30',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1',
  'not-a-uuid',
  '\\',
  '%',
  '_',
  'x'.repeat(10_001),
];

/** One value a little over the 1 MB body limit, and one well inside it but far over every field bound. */
const MEGABYTE = 'x'.repeat(1_048_600);
const HALF_MEGABYTE = 'y'.repeat(500_000);

function nested(depth: number) {
  return '['.repeat(depth) + ']'.repeat(depth);
}

export const HOSTILE_JSON_FRAGMENTS: string[] = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '-1e308',
  '1e308',
  '9007199254740993',
  '-2147483649',
  '1e21',
  '[]',
  '[1,"a",null]',
  '{}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  nested(5_000),
  JSON.stringify(HALF_MEGABYTE),
  JSON.stringify(MEGABYTE),
  ...strings.map((value) => JSON.stringify(value)),
];

/** Raw path or query text, sent as is (already encoded), next to the encoded hostile strings. */
export const RAW_URL_PIECES = ['%00', '%ZZ', '%ff%fe', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '..', '.', '%2e%2e', '%252e', '+', '*', ';', '%0d%0aX-Injected:%201'];

export const HOSTILE_URL_STRINGS = strings.filter((value) => value.length < 5_000).concat(['x'.repeat(4_000)]);

/** Bodies that are not the JSON object a route expects, sent with Content-Type application/json. */
export const BROKEN_JSON_BODIES = ['', '{', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', nested(100_000)];

/** Other content types for JSON routes; the server must refuse or ignore them, never fail. */
export const WRONG_CONTENT_TYPES: Array<{ type: string; body: string }> = [
  { type: 'text/plain', body: '{"a":1}' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
  { type: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zzz--\r\n' },
  { type: 'application/json; charset=utf-16', body: '{"a":1}' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/octet-stream', body: '\u0000\u0001' },
];

/** Crafted cursors: the right shape with impossible values, and the wrong shape. */
export function craftedCursors(uuid: string): string[] {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const times = ['2020-02-30 10:00:00+00', 'Feb 31 2020', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '0000-01-01 00:00:00+00', '2026-13-01 00:00:00+00', '2026-01-01 25:00:00+00', '2026-01-01 10:00:00+99'];
  return [
    ...times.flatMap((t) => [encode({ m: 'following', t, i: uuid }), encode({ m: 'discover', t, i: uuid })]),
    encode({ m: 'fallback', o: 1e21 }),
    encode({ m: 'fallback', o: -1 }),
    encode({ m: 'fallback', o: 2 ** 31 }),
    encode({ m: 'recs', s: 1e308, i: uuid }),
    encode({ m: 'recs', s: -1e308, i: 'not-a-uuid' }),
    encode({ m: 'recs', s: '1', i: uuid }),
    encode({ m: 'x' }),
    encode(null),
    encode([1, 2]),
    '!!!',
    Buffer.from('not json').toString('base64url'),
  ];
}

/** Multipart bodies that lie about themselves: (content type, body). */
export function malformedMultipart(field: string): Array<{ type: string; body: Buffer }> {
  const part = `--xyz\r\nContent-Disposition: form-data; name="${field}"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\nabc`;
  return [
    { type: 'multipart/form-data', body: Buffer.from(`${part}\r\n--xyz--\r\n`) },
    { type: 'multipart/form-data; boundary=', body: Buffer.from(`${part}\r\n--xyz--\r\n`) },
    { type: 'multipart/form-data; boundary=abc', body: Buffer.from(`${part}\r\n--xyz--\r\n`) },
    { type: 'multipart/form-data; boundary=xyz', body: Buffer.from(part) },
    { type: 'multipart/form-data; boundary=xyz', body: Buffer.from('--xyz\r\nContent-Disposition\r\n\r\nabc\r\n--xyz--\r\n') },
    { type: 'multipart/form-data; boundary=xyz', body: Buffer.from('--xyz--\r\n') },
    { type: 'multipart/form-data; boundary=xyz', body: Buffer.from('') },
    { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: Buffer.from('--b\r\n') },
    { type: 'multipart/form-data; boundary=xyz', body: Buffer.from('{"not":"multipart"}') },
    { type: 'multipart/form-data; boundary=xyz', body: Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n`) },
  ];
}
