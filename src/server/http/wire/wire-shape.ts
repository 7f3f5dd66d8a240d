import { z } from 'zod';
import { wireName } from '../../../shared/wire-names.ts';

/**
 * Where a schema's field names are, and nothing else: objects name their fields, arrays and records (a map
 * whose keys are data, such as a count per reason) only carry them further down. Built once per route schema
 * so renaming a value follows the schema instead of guessing which keys are names.
 */
export type WireShape =
  | { kind: 'object'; fields: Map<string, WireField>; renames: boolean }
  | { kind: 'list'; of: WireShape; renames: boolean }
  | { kind: 'leaf'; renames: false };

type WireField = { wire: string; shape: WireShape };

const LEAF: WireShape = { kind: 'leaf', renames: false };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Objects met in a union or an intersection answer to every field any of them names. */
function merge(shapes: WireShape[]): WireShape {
  const objects = shapes.filter((shape) => shape.kind === 'object');
  if (objects.length === 0) return shapes.find((shape) => shape.kind === 'list') ?? LEAF;
  const fields = new Map<string, WireField>();
  for (const object of objects) for (const [name, field] of object.fields) if (!fields.has(name)) fields.set(name, field);
  return { kind: 'object', fields, renames: objects.some((object) => object.renames) };
}

export function wireShapeOf(schema: z.ZodType, seen = new Map<z.ZodType, WireShape>()): WireShape {
  const known = seen.get(schema);
  if (known) return known;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      // Registered before its fields, so a schema that contains itself ends instead of recursing forever.
      const shape: WireShape = { kind: 'object', fields: new Map(), renames: false };
      seen.set(schema, shape);
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const inner = wireShapeOf(field, seen);
        const wire = wireName(name);
        shape.fields.set(name, { wire, shape: inner });
        if (wire !== name || inner.renames) shape.renames = true;
      }
      return shape;
    }
    case 'array':
    case 'record': {
      const of = wireShapeOf((def.element ?? def.valueType)!, seen);
      return of.renames ? { kind: 'list', of, renames: true } : LEAF;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return wireShapeOf(def.innerType!, seen);
    case 'pipe':
      // Wire data is the pipe's input: a request before it is parsed, an answer after it is encoded.
      return wireShapeOf(def.in!, seen);
    case 'lazy':
      // zod keeps the getter's schema once made; calling the getter again would build a new one every time.
      return wireShapeOf((schema as unknown as { _zod: { innerType: z.ZodType } })._zod.innerType, seen);
    case 'union':
      return merge((def.options ?? []).map((option) => wireShapeOf(option, seen)));
    case 'intersection':
      return merge([wireShapeOf(def.left!, seen), wireShapeOf(def.right!, seen)]);
    default:
      return LEAF;
  }
}
