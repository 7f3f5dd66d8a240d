import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { INSTANCE_NOTE_MAX, isPolicyDomain, policyDomain } from '../../../shared/federation-policy.ts';

/** What a blocklist says of one domain: suspend it (Mastodon's "suspend", FIRES' reject) or limit it ("silence", filter). */
export interface BlocklistEntry {
  domain: string;
  severity: 'suspend' | 'limit';
  comment: string | null;
}

/** A list read: what it says, and the lines it says nothing usable in (shown to the admin, never applied). */
export interface ParsedBlocklist {
  entries: BlocklistEntry[];
  skipped: Array<{ line: string; reason: string }>;
}

/** More than any published list holds (IFTAS DNI, Garden Fence, Oliphant: thousands). */
export const BLOCKLIST_ENTRIES_MAX = 100_000;

const SUSPEND = new Set(['suspend', 'reject', 'drop', 'block', 'defederate']);
const LIMIT = new Set(['silence', 'limit', 'filter']);
const NONE = new Set(['noop', 'none', 'accept', 'allow']);

function severityOf(word: string | undefined): BlocklistEntry['severity'] | 'none' | null {
  const key = (word ?? 'suspend').trim().toLowerCase() || 'suspend';
  return SUSPEND.has(key) ? 'suspend' : LIMIT.has(key) ? 'limit' : NONE.has(key) ? 'none' : null;
}

const clip = (text: string | undefined) => (text?.trim() ? text.trim().slice(0, INSTANCE_NOTE_MAX) : null);

/** Keeps the last word on each domain; reasons for what it could not take. */
class Collector {
  readonly entries = new Map<string, BlocklistEntry>();
  readonly skipped: ParsedBlocklist['skipped'] = [];

  add(rawDomain: string | undefined, severityWord: string | undefined, comment: string | undefined, line: string) {
    const domain = policyDomain(rawDomain ?? '');
    if (domain.includes('*')) return void this.skipped.push({ line, reason: 'obfuscated domain' });
    if (!isPolicyDomain(domain)) return void this.skipped.push({ line, reason: 'not a domain' });
    const severity = severityOf(severityWord);
    if (severity === null) return void this.skipped.push({ line, reason: `unknown severity "${severityWord}"` });
    if (severity === 'none') return void this.entries.delete(domain);
    if (this.entries.size >= BLOCKLIST_ENTRIES_MAX) return void this.skipped.push({ line, reason: 'too many entries' });
    this.entries.set(domain, { domain, severity, comment: clip(comment) });
  }

  result(): ParsedBlocklist {
    return { entries: [...this.entries.values()], skipped: this.skipped.slice(0, 100) };
  }
}

/**
 * A Mastodon domain-block CSV (the export's `#domain,#severity,…,#public_comment,…` header, or a plain list of
 * domains one per line, as IFTAS DNI and most shared lists are published).
 */
export function parseMastodonCsv(text: string): ParsedBlocklist {
  const rows = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  const header = rows[0]?.map((cell) => cell.replace(/^#/, '').toLowerCase()) ?? [];
  const hasHeader = header.includes('domain');
  const column = (names: string[], fallback: number | null) => {
    const index = header.findIndex((cell) => names.includes(cell));
    return hasHeader ? (index >= 0 ? index : null) : fallback;
  };
  const [domainAt, severityAt, commentAt] = [column(['domain'], 0), column(['severity'], 1), column(['public_comment', 'comment', 'reason'], null)];
  const collector = new Collector();
  for (const row of hasHeader ? rows.slice(1) : rows) {
    const line = row.join(',');
    if (row[0]?.startsWith('#')) continue; // a comment line
    collector.add(row[domainAt ?? 0], severityAt === null ? undefined : row[severityAt], commentAt === null ? undefined : row[commentAt], line);
  }
  return collector.result();
}

type Json = Record<string, unknown>;
const field = (record: Json, ...names: string[]) => names.map((name) => record[name]).find((value) => typeof value === 'string') as string | undefined;

/**
 * A FIRES dataset (FediMod's append-only change records): each record's `type` (recommendation, advisory,
 * retraction, tombstone), `entity_kind`, `entity_key` and `recommended_policy`, in snake_case or camelCase,
 * taken in `change_id` order; the last recommendation on a domain holds until a retraction or tombstone ends
 * it. Advisories are warnings pending investigation: shown nowhere as rules, never applied.
 */
export function parseFires(document: unknown): ParsedBlocklist {
  const root = document as Json | unknown[];
  const list = Array.isArray(root) ? root : (['items', 'orderedItems', 'changes', 'data'].map((key) => root?.[key]).find(Array.isArray) ?? []);
  const records = (list as unknown[]).filter((item): item is Json => typeof item === 'object' && item !== null);
  const order = (record: Json) => field(record, 'change_id', 'changeId', 'id') ?? '';
  records.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  const collector = new Collector();
  for (const record of records) {
    const kind = field(record, 'entity_kind', 'entityKind')?.toLowerCase();
    const key = field(record, 'entity_key', 'entityKey');
    if (kind !== 'domain' || !key) continue;
    const type = field(record, 'type')?.toLowerCase();
    const line = `${type ?? 'record'} ${key}`;
    if (type === 'retraction' || type === 'tombstone') collector.add(key, 'none', undefined, line);
    else if (type === 'recommendation') collector.add(key, field(record, 'recommended_policy', 'recommendedPolicy'), field(record, 'public_comment', 'publicComment', 'comment', 'reason'), line);
  }
  return collector.result();
}

/** Either shape, told apart by what the text is: JSON is a FIRES dataset, anything else a CSV. */
export function parseBlocklist(text: string): ParsedBlocklist {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return parseFires(JSON.parse(trimmed));
    } catch {
      return { entries: [], skipped: [{ line: trimmed.slice(0, 80), reason: 'not valid JSON' }] };
    }
  }
  try {
    return parseMastodonCsv(text);
  } catch (error) {
    return { entries: [], skipped: [{ line: '', reason: `not a CSV: ${(error as Error).message.slice(0, 120)}` }] };
  }
}

/** Mastodon's export format, which Mastodon, Akkoma and GoToSocial import. */
export function toMastodonCsv(entries: BlocklistEntry[]): string {
  const rows = entries.map((entry) => [entry.domain, entry.severity === 'suspend' ? 'suspend' : 'silence', 'false', 'false', entry.comment ?? '', 'false']);
  return stringify([['#domain', '#severity', '#reject_media', '#reject_reports', '#public_comment', '#obfuscate'], ...rows]);
}
