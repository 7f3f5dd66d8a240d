/**
 * What a source file says to the catalogs: the keys it translates, t('…') and i18n.t('…'), and the English
 * it marks for later, msg('…'); and the namespaces it reads, useTranslation('…') or { ns: '…' }.
 * Only literal keys count: a key built at run time cannot be checked, so code passes a msg('…') instead.
 */
const STRING = String.raw`'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|\x60(?:\\.|[^\x60\\$])*\x60`;
const KEY_CALL = new RegExp(String.raw`(?<![\w$])(?:t|msg)\(\s*(${STRING})`, 'g');
const NAMESPACE = new RegExp(String.raw`useTranslation\(\s*(\[[^\]]*\]|${STRING})|\bns:\s*(${STRING})`, 'g');

/** The text of a JS string literal as written (quotes off, escapes read). */
export function unquote(literal: string): string {
  const body = literal.slice(1, -1);
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, escape: string) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', 0: '\0' } as Record<string, string>)[escape] ?? escape;
  });
}

export function keysIn(source: string): string[] {
  return [...source.matchAll(KEY_CALL)].map((match) => unquote(match[1]));
}

export function namespacesIn(source: string): string[] {
  return [...source.matchAll(NAMESPACE)].flatMap((match) => {
    const found = match[1] ?? match[2];
    if (found.startsWith('[')) return [...found.matchAll(new RegExp(STRING, 'g'))].map((item) => unquote(item[0]));
    return [unquote(found)];
  });
}
