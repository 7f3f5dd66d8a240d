import type { WireShape } from './wire-shape.ts';

/**
 * Renaming values by their WireShape. Answers go out camelCase, each field once (the snake_case twins were
 * dropped on 2026-11-29, docs/api.md); requests may use either spelling and reach the server's schema in its own.
 */

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

function eachItem(value: unknown, rename: (item: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map(rename);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item)]));
  return value;
}

/** An answer in wire names. */
export function toWire(shape: WireShape, value: unknown): unknown {
  if (!shape.renames) return value;
  if (shape.kind === 'list') return eachItem(value, (item) => toWire(shape.of, item));
  if (shape.kind !== 'object' || !isRecord(value)) return value;
  const out: Json = {};
  for (const name in value) {
    const field = shape.fields.get(name);
    if (!field) {
      out[name] = value[name];
      continue;
    }
    out[field.wire] = toWire(field.shape, value[name]);
  }
  return out;
}

/** A request in the server's names: a wire name wins over its old spelling when a client sends both. */
export function fromWire(shape: WireShape, value: unknown): unknown {
  if (!shape.renames) return value;
  if (shape.kind === 'list') return eachItem(value, (item) => fromWire(shape.of, item));
  if (shape.kind !== 'object' || !isRecord(value)) return value;
  const out: Json = { ...value };
  for (const [name, field] of shape.fields) {
    if (field.wire !== name && field.wire in value) {
      out[name] = value[field.wire];
      delete out[field.wire];
    }
    if (name in out) out[name] = fromWire(field.shape, out[name]);
  }
  return out;
}
