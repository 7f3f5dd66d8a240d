import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * zod's JSON Schema writes a nullable value as `anyOf: [T, {type: 'null'}]`; fast-json-stringify checks
 * anyOf branches at run time with a validator, but writes `type: [T, 'null']` straight. Simple nullable
 * scalars and objects are rewritten to that form; everything else is left alone.
 */
function flattenNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(flattenNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, flattenNullable(value)])) as JsonSchema;
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const other = branches.find((branch) => branch.type !== 'null');
    if (other && branches.some((branch) => branch.type === 'null') && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * A route-level serializer compiler for hot read routes: the route keeps its zod response schema (typed
 * handler, documented in OpenAPI), and the answer is written by a fast-json-stringify function compiled
 * from that schema once at startup, instead of the zod provider's parse-then-JSON.stringify per request.
 * The schema must describe every field the handler returns: fields it does not list are not sent.
 */
export function compiledSerializer<T>({ schema }: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(flattenNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
}
