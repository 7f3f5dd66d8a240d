import type { WireShape } from './wire-shape.ts';

type Rename = (value: unknown) => unknown;

const keep: Rename = (value) => value;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/**
 * toWire (wire-values.ts) made once per schema, for the compiled serializer of the hottest answers: each object
 * of the shape becomes a function that builds its wire object as one object literal. Renaming a feed page
 * field by field (a key looked up per field, an object grown one key at a time) cost 30 µs of a 1 ms page;
 * the literal costs 3 µs. Only the schema's fields are copied: the compiled serializer sends nothing else.
 * The generated code holds only property names from our own schemas, each written with JSON.stringify.
 */
export function wireRenamer(shape: WireShape, made = new Map<WireShape, Rename>()): Rename {
  if (!shape.renames) return keep;
  const known = made.get(shape);
  if (known) return known;
  // Registered before its parts, so a schema that contains itself calls itself instead of recursing forever.
  let rename: Rename = keep;
  made.set(shape, (value) => rename(value));
  if (shape.kind === 'list') {
    const item = wireRenamer(shape.of, made);
    rename = (value) => {
      if (Array.isArray(value)) return value.map(item);
      // A record's keys are data: only its values are renamed.
      if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, item(entry)]));
      return value;
    };
  } else if (shape.kind === 'object') {
    const build = objectBuilder(shape, made);
    rename = (value) => (isRecord(value) ? build(value) : value);
  }
  return rename;
}

function objectBuilder(shape: Extract<WireShape, { kind: 'object' }>, made: Map<WireShape, Rename>) {
  const parts: Rename[] = [];
  const entries = [...shape.fields].map(([name, field]) => {
    const read = `value[${JSON.stringify(name)}]`;
    const renamed = field.shape.renames ? `parts[${parts.push(wireRenamer(field.shape, made)) - 1}](${read})` : read;
    return `${JSON.stringify(field.wire)}: ${renamed}`;
  });
  const body = `return function (value) { return { ${entries.join(', ')} }; }`;
  return new Function('parts', body)(parts) as (value: Record<string, unknown>) => Record<string, unknown>;
}
