import { routeUrl } from '../../src/server/http/openapi-contract.ts';
/** The operations of an OpenAPI document, in the shape the fuzzer and the route checks need. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/videos/{id}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { kind: 'json' | 'multipart'; schema: JsonSchema } | null;
  /** 5xx answers the document declares as the operation's own refusal (oEmbed's 501 for a format it does not serve). */
  declared5xx: number[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses?: Record<string, unknown> }>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      const multipart = content['multipart/form-data'];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: json ? { kind: 'json', schema: json.schema } : multipart ? { kind: 'multipart', schema: multipart.schema } : null,
        declared5xx: Object.keys(operation.responses ?? {}).map(Number).filter((status) => status >= 500),
      });
    }
  }
  return operations;
}

/** An OpenAPI path as Fastify writes it: {id} → :id, {wildcard} → *. */
export const fastifyPath = routeUrl;

/** Registered routes the document lacks. HEAD twins of GET routes and the document's own viewer are exempt. */
export function undocumentedRoutes(registered: Array<{ method: string; url: string }>, operations: Operation[], exempt: (url: string) => boolean) {
  const documented = new Set(operations.map((operation) => `${operation.method} ${fastifyPath(operation.path)}`));
  return registered
    .filter((route) => route.method !== 'HEAD' && !exempt(route.url))
    .map((route) => `${route.method} ${route.url}`)
    .filter((key) => !documented.has(key));
}
