import { z } from 'zod';
import { REALTIME_CATALOG, REALTIME_CHANNEL_NAMES, realtimeEvents } from '../src/shared/realtime-catalog.ts';
import { OWN_PAYLOAD_SCHEMAS } from '../src/server/realtime/payload-schemas.ts';

/**
 * docs/asyncapi.json (AsyncAPI 3.0), written from the realtime catalog (src/shared/realtime-catalog.ts) beside
 * the OpenAPI document it borrows its payload schemas from: the same components the HTTP API answers with, so
 * a comment is described once whether it arrives by GET or by socket. scripts/api-contract.ts writes both;
 * scripts/asyncapi-lint.ts validates this one against the AsyncAPI 3.0.0 JSON Schema in CI.
 */
type Json = Record<string, unknown>;
type OpenApi = { info: { version: string }; components: { schemas: Record<string, unknown> } };

/** OpenAPI 3.0's `nullable: true` as JSON Schema says it (AsyncAPI schemas are JSON Schema draft 7). */
export function withoutNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Json;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withoutNullable(value)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

const COMPONENT_REF = /"#\/components\/schemas\/([^"]+)"/g;

/** The named schemas `names` need, with every one they refer to. */
function schemasFor(names: string[], schemas: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const pending = [...names];
  while (pending.length) {
    const name = pending.pop()!;
    if (name in out) continue;
    if (!(name in schemas)) throw new Error(`The OpenAPI document has no schema ${name} for a realtime payload`);
    out[name] = withoutNullable(schemas[name]);
    for (const match of JSON.stringify(schemas[name]).matchAll(COMPONENT_REF)) pending.push(match[1]);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

const ref = (path: string) => ({ $ref: `#/${path}` });
const controlMessage = (name: string, summary: string, properties: Json, required: string[]) => ({
  name,
  summary,
  payload: { type: 'object', properties, required, additionalProperties: false },
});
const channelProperty = { type: 'string', description: 'A channel: `<name>:<id>`, e.g. `video:<uuid>`', maxLength: 200 };

export function asyncApiDocument(openapi: OpenApi): Json {
  const events = realtimeEvents();
  const own: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(OWN_PAYLOAD_SCHEMAS)) {
    // A schema with an id comes out as a reference to its own definition: the definition is the schema.
    const json = z.toJSONSchema(schema, { target: 'draft-7' }) as Json & { definitions?: Record<string, Json> };
    own[name] = json.definitions?.[name] ?? json;
  }
  const borrowed = [...new Set(events.flatMap((e) => e.payloads))].filter((name) => !(name in own));
  const schemas = Object.fromEntries(Object.entries({ ...schemasFor(borrowed, openapi.components.schemas), ...own }).sort(([a], [b]) => a.localeCompare(b)));

  const messages: Json = {
    subscribe: controlMessage('subscribe', 'Listen to a channel; answered by `subscribed` or `error`.', { type: { const: 'subscribe' }, channel: channelProperty }, ['type', 'channel']),
    unsubscribe: controlMessage('unsubscribe', 'Stop listening to a channel.', { type: { const: 'unsubscribe' }, channel: channelProperty }, ['type', 'channel']),
    ping: controlMessage('ping', 'Keeps the socket open; answered by `pong`.', { type: { const: 'ping' } }, ['type']),
    subscribed: controlMessage('subscribed', 'The channel was allowed: its events follow.', { type: { const: 'subscribed' }, channel: channelProperty }, ['type', 'channel']),
    error: controlMessage('error', 'A refused subscription or frame, in words.', { type: { const: 'error' }, channel: channelProperty, message: { type: 'string' } }, ['type', 'message']),
    pong: controlMessage('pong', 'The answer to `ping`.', { type: { const: 'pong' } }, ['type']),
  };
  for (const { channel, event, description, payloads } of events) {
    const data = payloads.length === 1 ? ref(`components/schemas/${payloads[0]}`) : { oneOf: payloads.map((name) => ref(`components/schemas/${name}`)) };
    messages[event] = {
      name: event,
      summary: description,
      payload: {
        type: 'object',
        properties: { type: { const: 'event' }, channel: { type: 'string', pattern: `^${channel}:` }, event: { const: event }, data },
        required: ['type', 'channel', 'event', 'data'],
      },
    };
  }

  const channels: Json = {
    socket: {
      address: null,
      description: 'The socket itself: what a client sends, and the server’s answers that belong to no channel.',
      messages: Object.fromEntries(['subscribe', 'unsubscribe', 'ping', 'subscribed', 'error', 'pong'].map((name) => [name, ref(`components/messages/${name}`)])),
    },
  };
  for (const name of REALTIME_CHANNEL_NAMES) {
    channels[name] = {
      address: `${name}:{id}`,
      description: REALTIME_CATALOG[name].description,
      parameters: { id: { description: 'The uuid of what the channel follows' } },
      messages: Object.fromEntries(events.filter((e) => e.channel === name).map((e) => [e.event, ref(`components/messages/${e.event}`)])),
    };
  }

  const operations: Json = {
    subscribe: { action: 'receive', channel: ref('channels/socket'), messages: [ref('channels/socket/messages/subscribe')] },
    unsubscribe: { action: 'receive', channel: ref('channels/socket'), messages: [ref('channels/socket/messages/unsubscribe')] },
    ping: { action: 'receive', channel: ref('channels/socket'), messages: [ref('channels/socket/messages/ping')], reply: { channel: ref('channels/socket'), messages: [ref('channels/socket/messages/pong')] } },
    answer: { action: 'send', channel: ref('channels/socket'), messages: ['subscribed', 'error'].map((name) => ref(`channels/socket/messages/${name}`)) },
  };
  for (const name of REALTIME_CHANNEL_NAMES) {
    operations[`send-${name}`] = {
      action: 'send',
      channel: ref(`channels/${name}`),
      messages: events.filter((e) => e.channel === name).map((e) => ref(`channels/${name}/messages/${e.event}`)),
    };
  }

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Popreel realtime',
      version: openapi.info.version,
      description: 'The WebSocket at /api/realtime: subscribe to a channel, then receive its events. Every subscription is checked on the server; an event’s `data` is the same object the HTTP API answers with (docs/openapi.json).',
      license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
    },
    defaultContentType: 'application/json',
    servers: { popreel: { host: 'localhost:3000', protocol: 'ws', pathname: '/api/realtime', description: 'A Popreel server (wss behind TLS); signed in by its session cookie or a bearer token.' } },
    channels,
    operations,
    components: { messages, schemas },
  };
}
