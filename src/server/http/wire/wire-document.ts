import { wireName } from '../../../shared/wire-names.ts';
import { keepsProtocolNames } from './wire-compilers.ts';
import { wireJsonSchema } from './wire-json-schema.ts';

type Node = Record<string, unknown>;
type Operation = { parameters?: { in: string; name: string }[]; requestBody?: Node; responses?: Record<string, Node> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: Record<string, Record<string, unknown>> };

const COMPONENT = /^#\/components\/schemas\/(.+)$/;

/** Every named schema a node refers to, directly or through other named schemas. */
function reached(node: unknown, schemas: Record<string, unknown>, into: Set<string>): Set<string> {
  if (!node || typeof node !== 'object') return into;
  if (Array.isArray(node)) {
    node.forEach((item) => reached(item, schemas, into));
    return into;
  }
  for (const [key, value] of Object.entries(node)) {
    const name = key === '$ref' && typeof value === 'string' ? COMPONENT.exec(value)?.[1] : undefined;
    if (name && !into.has(name)) {
      into.add(name);
      reached(schemas[name], schemas, into);
    } else reached(value, schemas, into);
  }
  return into;
}

/** The body schemas of a request or of every answer, renamed in place. */
function renameContent(holder: Node | undefined) {
  const content = holder?.content as Record<string, { schema?: unknown }> | undefined;
  for (const media of Object.values(content ?? {})) if (media.schema) media.schema = wireJsonSchema(media.schema);
}

/**
 * The document in wire names (decision 042): the schemas come from the server's zod schemas in its own
 * snake_case names, and are described here as the wire carries them, each field once. The OAuth endpoints keep
 * their RFCs' names.
 */
export function wireDocument(document: Document): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (keepsProtocolNames(path)) continue;
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'query') parameter.name = wireName(parameter.name);
      reached(operation.requestBody, schemas, used);
      renameContent(operation.requestBody);
      for (const response of Object.values(operation.responses ?? {})) {
        reached(response, schemas, used);
        renameContent(response);
      }
    }
  }
  for (const name of used) schemas[name] = wireJsonSchema(schemas[name]);
}
