import { wireName } from '../../../shared/wire-names.ts';
import { SNAKE_CASE_SUNSET } from './wire-values.ts';
import { FORMER_NAME } from './wire-shape.ts';

type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);

/** A renamed field's old name, kept in answers until the sunset and marked so in the document (docs/api.md). */
function oldNameOf(field: JsonSchema, wire: string): JsonSchema {
  const description = `Deprecated: the same value as \`${wire}\`, sent under its snake_case name until ${SNAKE_CASE_SUNSET}.`;
  // A $ref's siblings are ignored in OpenAPI 3.0, so a referenced field is wrapped to carry the mark.
  const body = '$ref' in field ? { allOf: [field] } : { ...field };
  return { ...body, deprecated: true, description };
}

/**
 * A JSON Schema in wire names: every object property camelCase (and, with `oldNames`, its old spelling beside
 * it, deprecated), at every depth. Map-like objects (`additionalProperties`) keep their keys, which are data.
 * A field's former-name mark (former-names.ts) becomes that deprecated property and is itself dropped.
 */
export function wireJsonSchema(schema: unknown, oldNames: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => wireJsonSchema(item, oldNames));
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      const properties: JsonSchema = {};
      for (const [name, field] of Object.entries(value)) {
        const renamed = wireJsonSchema(field, oldNames) as JsonSchema;
        const former = isSchema(field) && typeof field[FORMER_NAME] === 'string' ? field[FORMER_NAME] : undefined;
        const old = wireName(name) !== name ? name : former;
        properties[wireName(name)] = renamed;
        if (oldNames && old) properties[old] = oldNameOf(renamed, wireName(name));
      }
      out.properties = properties;
    } else if (key === FORMER_NAME) {
      continue;
    } else if (key === 'required' && Array.isArray(value)) {
      // A map's required keys (an exhaustive record of an enum, such as a count per reason) are data too.
      out.required = isSchema(schema.properties) ? value.map((name) => wireName(String(name))) : value;
    } else if (key === '$defs' || key === 'definitions') {
      out[key] = isSchema(value) ? Object.fromEntries(Object.entries(value).map(([id, item]) => [id, wireJsonSchema(item, oldNames)])) : value;
    } else {
      out[key] = isSchema(value) || Array.isArray(value) ? wireJsonSchema(value, oldNames) : value;
    }
  }
  return out;
}
