import { wireName } from '../../../shared/wire-names.ts';

type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A JSON Schema in wire names: every object property camelCase, at every depth. Map-like objects
 * (`additionalProperties`) keep their keys, which are data.
 */
export function wireJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => wireJsonSchema(item));
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      const properties: JsonSchema = {};
      for (const [name, field] of Object.entries(value)) {
        properties[wireName(name)] = wireJsonSchema(field);
      }
      out.properties = properties;
    } else if (key === 'required' && Array.isArray(value)) {
      // A map's required keys (an exhaustive record of an enum, such as a count per reason) are data too.
      out.required = isSchema(schema.properties) ? value.map((name) => wireName(String(name))) : value;
    } else if (key === '$defs' || key === 'definitions') {
      out[key] = isSchema(value) ? Object.fromEntries(Object.entries(value).map(([id, item]) => [id, wireJsonSchema(item)])) : value;
    } else {
      out[key] = isSchema(value) || Array.isArray(value) ? wireJsonSchema(value) : value;
    }
  }
  return out;
}
