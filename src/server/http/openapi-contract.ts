import { routeScope } from './route-scopes.ts';
import { BODY_TARGET_ROUTES, BYTE_UPLOAD_ROUTES, CONFIGURED_TOKEN_ROUTES, ERROR_SCHEMA_ID, GONE_ROUTES, TAGS, VISITOR_ROUTES, errorResponses } from './openapi-parts.ts';

/**
 * What makes the generated document a contract rather than a route list (issue 36): every operation gets a
 * stable operationId, the ways to authenticate it, and the error answers it can give in the one error shape;
 * the document names its licence, its server and what each tag covers. Route files only say what is theirs
 * (summary, body, answers); everything that follows from the route's shape is added here, once.
 */
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
};
type Document = {
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `GET /api/videos/{id}/comments` → `getVideosByIdComments`: derived, so it cannot drift from the route. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param) return ['by', param[1]!];
      return segment === '*' ? ['path'] : segment.split(/[^a-zA-Z0-9]+/);
    })
    .filter(Boolean);
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `${method}${pascal}`;
}

/** Fastify's `*` becomes the named path parameter WILDCARD_PARAM: OpenAPI parameters need a name. */
export const WILDCARD_PARAM = 'wildcard';

/** `/api/videos/{id}` → `/api/videos/:id`, the form Fastify registers and the route tables use. */
export const routeUrl = (path: string) => path.replace(`{${WILDCARD_PARAM}}`, '*').replace(/\{([^}]+)\}/g, ':$1');

/**
 * Who may call an operation: the session cookie always; a token only with the route's scope (route-scopes.ts),
 * never on a session-only route; anyone at all on a route visitors may call.
 */
function securityOf(method: string, path: string): Record<string, string[]>[] {
  const route = `${method.toUpperCase()} ${routeUrl(path)}`;
  const scope = routeScope(method.toUpperCase(), routeUrl(path));
  const open = VISITOR_ROUTES.has(route) ? [{}] : [];
  const configured = CONFIGURED_TOKEN_ROUTES.get(route);
  if (configured) return [{ [configured]: [] }];
  if (scope === 'none') return [{}];
  if (scope === 'session') return [...open, { session: [] }];
  return [...open, { session: [] }, { oauth2: [scope] }, { personalToken: [] }];
}


function nameWildcards(paths: Document['paths']): Document['paths'] {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      if (!path.includes('{*}')) return [path, item];
      for (const operation of Object.values(item)) {
        for (const parameter of (operation.parameters ?? []) as { name?: string; description?: string }[]) {
          if (parameter.name !== '*') continue;
          parameter.name = WILDCARD_PARAM;
          parameter.description = 'The rest of the path, slashes included';
        }
      }
      return [path.replace('{*}', `{${WILDCARD_PARAM}}`), item];
    }),
  );
}

/**
 * OpenAPI 3.0 lets `nullable` stand only beside a `type`; Zod writes a nullable union as `anyOf` plus
 * `nullable`, so the null moves into each member (the same values are accepted).
 */
function nullableUnions(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(nullableUnions);
  const schema = node as Record<string, unknown>;
  const members = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (schema.nullable === true && !schema.type && Array.isArray(members)) {
    delete schema.nullable;
    for (const member of members) if (!member.$ref) member.nullable = true;
  }
  Object.values(schema).forEach(nullableUnions);
}

/**
 * Zod's registry writes every named schema twice (as read, `XInput`, and as written, `X`); only the ones an
 * operation reaches, directly or through another schema, stay in the document.
 */
function usedSchemas(document: Document): Record<string, unknown> {
  const all = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(value)?.[1] : undefined;
      if (name && !used.has(name)) {
        used.add(name);
        visit(all[name]);
      } else visit(value);
    }
  };
  visit(document.paths);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
}

export function completeDocument(document: Document): Document {
  document.paths = nameWildcards(document.paths);
  nullableUnions(document.paths);
  nullableUnions(document.components);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security = securityOf(method, path);
      const open = operation.security.some((requirement) => Object.keys(requirement).length === 0);
      const errors = errorResponses({
        method,
        hasPathParams: (operation.parameters ?? []).some((parameter) => parameter.in === 'path'),
        signedIn: !open,
        uploads:
          Object.keys((operation.requestBody as { content?: object } | undefined)?.content ?? {}).includes('multipart/form-data') ||
          BYTE_UPLOAD_ROUTES.has(`${method.toUpperCase()} ${routeUrl(path)}`),
        canBeGone: GONE_ROUTES.has(`${method.toUpperCase()} ${routeUrl(path)}`),
        namesInBody: BODY_TARGET_ROUTES.has(`${method.toUpperCase()} ${routeUrl(path)}`),
      });
      // RFC 6749 §5.2: the OAuth endpoints refuse a grant in OAuth's own error shape.
      if (path.startsWith('/oauth/')) Object.assign(errors, { 400: { $ref: '#/components/responses/OAuthRefused' }, 401: { $ref: '#/components/responses/OAuthRefused' } });
      operation.responses = { ...operation.responses, ...errors };
      // A 204 has no body; the schema that says so (noContent) is not a body to describe.
      const noContent = operation.responses[204] as { content?: unknown; description?: string } | undefined;
      if (noContent) operation.responses[204] = { description: noContent.description ?? 'No content' };
    }
  }
  return {
    ...document,
    info: {
      ...document.info,
      description: 'The HTTP API of a Popreel server: the one its web app uses, open to apps. See docs/api.md for versioning and deprecation.',
      license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
    },
    servers: [{ url: '/', description: 'The Popreel server that serves this document' }],
    tags: TAGS,
    components: {
      ...document.components,
      schemas: { ...usedSchemas(document), [ERROR_SCHEMA_ID]: ERROR_SCHEMA },
      responses: { ...document.components?.responses, ...ERROR_RESPONSES },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every 4xx and 5xx answer: a stable machine code and a message fit to show the person.',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string', example: 'validation' }, message: { type: 'string', example: 'Invalid id' } },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_ID}` } } },
});

const ERROR_RESPONSES = {
  BadRequest: errorResponse('The request is malformed or a value breaks a rule; the message says which.'),
  Unauthorized: errorResponse('No session or token, or one that has ended.'),
  Forbidden: errorResponse('Signed in but not allowed: not yours, a missing role or token scope, banned, or a cross-site write.'),
  NotFound: errorResponse('Nothing with that id, or nothing this viewer may see.'),
  TooManyRequests: errorResponse('Too many requests; the Retry-After header says how many seconds to wait.'),
  Conflict: errorResponse('It already exists or is already so: a taken username or email, a second report, an export already being made.'),
  Gone: errorResponse('The link has expired or what it named is no longer there.'),
  TooLarge: errorResponse('The file is larger than Popreel takes; the message says the limit.'),
  UnsupportedType: errorResponse('The file is not of a type Popreel takes; the message says which ones it does.'),
  OAuthRefused: {
    description: 'RFC 6749 §5.2: an OAuth error (invalid_grant, invalid_client, …; 401 for a client that failed to authenticate), or the API\'s error shape for a malformed request.',
    content: {
      'application/json': {
        schema: {
          oneOf: [
            { $ref: `#/components/schemas/${ERROR_SCHEMA_ID}` },
            { type: 'object', required: ['error'], properties: { error: { type: 'string', example: 'invalid_grant' }, error_description: { type: 'string' } } },
          ],
        },
      },
    },
  },
};

const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'popreel_session', description: 'The web app\'s session cookie: every scope.' },
  metricsToken: { type: 'http', scheme: 'bearer', description: "The server's METRICS_TOKEN, for a Prometheus scraper; /metrics answers 404 while it is unset." },
  personalToken: { type: 'http', scheme: 'bearer', description: 'A personal access token from Settings → Apps and tokens; it carries the scopes chosen when it was made.' },
  oauth2: {
    type: 'oauth2',
    description: 'Authorization code with PKCE (S256) for registered apps; see /.well-known/oauth-authorization-server.',
    flows: {
      authorizationCode: {
        authorizationUrl: '/oauth/authorize',
        tokenUrl: '/oauth/token',
        refreshUrl: '/oauth/token',
        scopes: {
          read: 'Read feeds, videos, profiles and your notifications',
          write: 'Post, comment, react, follow and change your profile',
          messages: 'Read and send chat and match messages',
          admin: 'Moderate: reports, bans and roles (moderators and admins only)',
        },
      },
    },
  },
};
