import { z } from 'zod';
import { wireName } from '../../../shared/wire-names.ts';

/**
 * Where a schema's field names are, and nothing else: objects name their fields, arrays and records (a map
 * whose keys are data, such as a count per reason) only carry them further down. Built once per route schema
 * so renaming a value follows the schema instead of guessing which keys are names. A field's `old` name is the
 * one answers also carry until the sunset: its server name when that differs, or the name it was renamed from.
 */
export type WireShape =
  | { kind: 'object'; fields: Map<string, WireField>; renames: boolean }
  | { kind: 'list'; of: WireShape; renames: boolean }
  | { kind: 'leaf'; renames: false };

type WireField = { wire: string; old?: string; shape: WireShape };

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
        const old = wire !== name ? name : formerNameOf(field);
        shape.fields.set(name, { wire, old, shape: inner });
        if (old || inner.renames) shape.renames = true;
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

/**
 * A field renamed in the server's own names too, not only on the wire (issue 36: the lists' `next_cursor`
 * became `nextCursor` in the one Page type). The mechanical rename sends a snake_case name beside the wire
 * name only while the server still uses it; a field marked here keeps its former name in answers as well,
 * deprecated, until the same sunset, as docs/api.md promises for every renamed field.
 */
export const FORMER_NAME = 'x-former-name';

export function formerlyNamed<T extends z.ZodType>(schema: T, name: string): T {
  return schema.meta({ [FORMER_NAME]: name });
}

/** The former name a field's schema is marked with, if any (zod keeps marks in its global registry). */
export function formerNameOf(schema: z.ZodType): string | undefined {
  const name = z.globalRegistry.get(schema)?.[FORMER_NAME];
  return typeof name === 'string' ? name : undefined;
}
