import { WILDCARD_PARAM } from '../../src/server/http/openapi-contract.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import type { Random } from './random.ts';
import { validValue, type IdPools } from './valid-values.ts';
import {
  BROKEN_JSON_BODIES,
  craftedCursors,
  HOSTILE_JSON_FRAGMENTS,
  HOSTILE_URL_STRINGS,
  malformedMultipart,
  RAW_URL_PIECES,
  WRONG_CONTENT_TYPES,
} from './hostile-values.ts';

/** One request to send: the path is already encoded; `label` names the mutation for the report. */
export interface FuzzRequest {
  method: string;
  path: string;
  contentType?: string;
  body?: string | Buffer;
  label: string;
}

export interface FuzzContext {
  pools: IdPools;
  /** A small real video and a PNG, so uploads also take their successful path. */
  files: { video: Buffer; image: Buffer };
}

type Values = Record<string, string>;

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
const encode = (value: string): string => [...Buffer.from(value, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** The path with each {param} replaced by an already-encoded piece. */
function buildPath(op: Operation, pathValues: Values, query: string) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name]);
  return query ? `${path}?${query}` : path;
}

function validPathValues(op: Operation, ctx: FuzzContext): Values {
  const values: Values = {};
  for (const param of op.pathParams) {
    const before = op.path.slice(0, op.path.indexOf(`{${param.name}}`));
    const value = param.name === WILDCARD_PARAM ? 'some/file.mp4' : String(validValue(param.schema, param.name, ctx.pools, before));
    values[param.name] = param.name === WILDCARD_PARAM ? value : encode(value);
  }
  return values;
}

function validQuery(op: Operation, ctx: FuzzContext): Values {
  return Object.fromEntries(op.queryParams.map((param) => [param.name, encode(String(validValue(param.schema, param.name, ctx.pools)))]));
}

const queryText = (values: Values) => Object.entries(values).map(([key, value]) => `${encode(key)}=${value}`).join('&');

/** JSON text of an object whose fields are JSON fragments (so hostile fragments go in unchanged). */
const objectText = (fields: Record<string, string>) => `{${Object.entries(fields).map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

function validJsonFields(schema: JsonSchema, ctx: FuzzContext): Record<string, string> {
  const value = validValue(schema, 'body', ctx.pools) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(value ?? {}).map(([key, field]) => [key, JSON.stringify(field)]));
}

function multipartBody(fields: Record<string, string>, file: { name: string; bytes: Buffer; filename: string; type: string } | null) {
  const boundary = `fuzz${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

function* pathMutations(op: Operation, ctx: FuzzContext, base: FuzzRequest): Generator<FuzzRequest> {
  const query = queryText(validQuery(op, ctx));
  for (const param of op.pathParams) {
    const pieces = [...HOSTILE_URL_STRINGS.map((value) => encode(value)), ...RAW_URL_PIECES, 'a/../../../../etc/passwd'];
    for (const piece of pieces) {
      yield { ...base, path: buildPath(op, { ...validPathValues(op, ctx), [param.name]: piece }, query), label: `path ${param.name}=${piece.slice(0, 40)}` };
    }
  }
}

function* queryMutations(op: Operation, ctx: FuzzContext, base: FuzzRequest): Generator<FuzzRequest> {
  const pathValues = validPathValues(op, ctx);
  const valid = validQuery(op, ctx);
  for (const param of op.queryParams) {
    const pieces = [
      ...HOSTILE_URL_STRINGS.map((value) => encode(value)),
      ...RAW_URL_PIECES,
      ...(param.name === 'cursor' ? craftedCursors(ctx.pools.videos[0]) : []),
    ];
    for (const piece of pieces) {
      yield { ...base, path: buildPath(op, pathValues, queryText({ ...valid, [param.name]: piece })), label: `query ${param.name}=${piece.slice(0, 40)}` };
    }
    yield { ...base, path: buildPath(op, pathValues, `${queryText(valid)}&${param.name}=a&${param.name}=b`), label: `query ${param.name} twice` };
  }
  for (const extra of ['__proto__[admin]=1', 'constructor[prototype][admin]=1', `${'k'.repeat(2000)}=1`, 'a[]=1&a[]=2']) {
    yield { ...base, path: buildPath(op, pathValues, [queryText(valid), extra].filter(Boolean).join('&')), label: `query extra ${extra.slice(0, 30)}` };
  }
}

function* jsonBodyMutations(op: Operation, ctx: FuzzContext, base: FuzzRequest, schema: JsonSchema): Generator<FuzzRequest> {
  const json = { contentType: 'application/json' };
  for (const field of Object.keys(schema.properties ?? {})) {
    for (const fragment of HOSTILE_JSON_FRAGMENTS) {
      yield { ...base, ...json, body: objectText({ ...validJsonFields(schema, ctx), [field]: fragment }), label: `body ${field}=${fragment.slice(0, 40)}` };
    }
    const { [field]: _removed, ...rest } = validJsonFields(schema, ctx);
    yield { ...base, ...json, body: objectText(rest), label: `body without ${field}` };
  }
  yield { ...base, ...json, body: objectText({ ...validJsonFields(schema, ctx), unexpectedField: '"x"' }), label: 'body with an extra field' };
  for (const fragment of HOSTILE_JSON_FRAGMENTS) yield { ...base, ...json, body: fragment, label: `body is ${fragment.slice(0, 40)}` };
}

function* anyBodyMutations(base: FuzzRequest): Generator<FuzzRequest> {
  for (const body of BROKEN_JSON_BODIES) yield { ...base, contentType: 'application/json', body, label: `broken JSON ${body.slice(0, 20)}` };
  for (const wrong of WRONG_CONTENT_TYPES) yield { ...base, contentType: wrong.type, body: wrong.body, label: `content type ${wrong.type}` };
}

function* multipartMutations(op: Operation, ctx: FuzzContext, base: FuzzRequest, schema: JsonSchema): Generator<FuzzRequest> {
  const properties = Object.entries(schema.properties ?? {});
  const fileField = properties.find(([, child]) => child.format === 'binary')?.[0] ?? 'file';
  const textFields = properties.filter(([name]) => name !== fileField).map(([name]) => name);
  const validText = () => Object.fromEntries(textFields.map((name) => [name, String(validValue(schema.properties![name], name, ctx.pools))]));
  const files = [
    { name: fileField, bytes: ctx.files.video, filename: 'clip.mp4', type: 'video/mp4' },
    { name: fileField, bytes: ctx.files.image, filename: 'avatar.png', type: 'image/png' },
    { name: fileField, bytes: Buffer.from('<svg onload=alert(1)>'), filename: 'x.svg', type: 'image/svg+xml' },
    { name: fileField, bytes: Buffer.alloc(0), filename: 'empty.mp4', type: 'video/mp4' },
    { name: fileField, bytes: Buffer.from('MZ\u0090\u0000'), filename: '../../evil.exe', type: 'video/mp4' },
  ];
  for (const file of files) yield { ...base, ...multipartBody(validText(), file), label: `multipart file ${file.filename}` };
  for (const field of textFields) {
    for (const value of HOSTILE_URL_STRINGS) {
      yield { ...base, ...multipartBody({ ...validText(), [field]: value }, files[0]), label: `multipart ${field}=${value.slice(0, 30)}` };
    }
  }
  yield { ...base, ...multipartBody(validText(), null), label: 'multipart without a file' };
  for (const malformed of malformedMultipart(fileField)) yield { ...base, contentType: malformed.type, body: malformed.body, label: `malformed multipart ${malformed.type.slice(0, 40)}` };
}

/** Every systematic mutation of one operation: path, query, body and content type, one at a time. */
export function* systematicCases(op: Operation, ctx: FuzzContext): Generator<FuzzRequest> {
  const base: FuzzRequest = { method: op.method, path: buildPath(op, validPathValues(op, ctx), queryText(validQuery(op, ctx))), label: 'valid' };
  if (op.body?.kind === 'json') yield { ...base, contentType: 'application/json', body: JSON.stringify(validValue(op.body.schema, 'body', ctx.pools)) };
  else if (op.body?.kind !== 'multipart') yield base;
  yield* pathMutations(op, ctx, base);
  yield* queryMutations(op, ctx, base);
  if (op.body?.kind === 'json') yield* jsonBodyMutations(op, ctx, base, op.body.schema);
  if (op.body?.kind === 'multipart') yield* multipartMutations(op, ctx, base, op.body.schema);
  if (op.method !== 'GET') yield* anyBodyMutations(base);
}

/** A random request mutating several things at once, which one-at-a-time mutation never tries. */
export function randomCase(op: Operation, ctx: FuzzContext, random: Random): FuzzRequest {
  const pathValues = validPathValues(op, ctx);
  for (const param of op.pathParams) if (random.next() < 0.3) pathValues[param.name] = encode(random.pick(HOSTILE_URL_STRINGS));
  const query = validQuery(op, ctx);
  for (const param of op.queryParams) if (random.next() < 0.5) query[param.name] = encode(random.pick(HOSTILE_URL_STRINGS));
  const request: FuzzRequest = { method: op.method, path: buildPath(op, pathValues, queryText(query)), label: 'random' };
  if (op.body?.kind === 'json') {
    const fields = validJsonFields(op.body.schema, ctx);
    for (const key of Object.keys(fields)) if (random.next() < 0.5) fields[key] = random.pick(HOSTILE_JSON_FRAGMENTS.filter((fragment) => fragment.length < 100_000));
    return { ...request, contentType: 'application/json', body: objectText(fields) };
  }
  if (op.body?.kind === 'multipart') {
    const fields = Object.keys(op.body.schema.properties ?? {}).filter((name) => name !== 'file');
    const values = Object.fromEntries(fields.map((name) => [name, random.pick(HOSTILE_URL_STRINGS)]));
    return { ...request, ...multipartBody(values, { name: 'file', bytes: ctx.files.image, filename: 'a.png', type: 'image/png' }) };
  }
  return request;
}
