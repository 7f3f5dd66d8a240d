import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeDocument } from './openapi-contract.ts';
import { z } from 'zod';
import type { DeclaredRoute } from './write-limit-guard.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data body, for the OpenAPI document (and so the route fuzzer) only:
     * multipart bodies are streamed and checked by their handlers, never by the JSON validator.
     */
    multipartForm?: z.ZodObject;
  }
  interface FastifyInstance {
    /** Every route as registered (method, URL, declared write limit), for the OpenAPI, matrix and limit checks. */
    registeredRoutes: RegisteredRoute[];
  }
}

export type RegisteredRoute = DeclaredRoute;

/** The interactive viewer and its JSON are the document itself, not API routes. */
export const DOCS_PREFIX = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function transform(input: TransformInput) {
  const { multipartForm, ...schema } = (input.schema ?? {}) as Record<string, unknown> & { multipartForm?: z.ZodObject };
  const result = jsonSchemaTransform({ ...input, schema } as TransformInput);
  if (!multipartForm) return result;
  const { $schema: _ignored, ...body } = z.toJSONSchema(multipartForm, { io: 'input', target: 'openapi-3.0' });
  return { ...result, schema: { ...result.schema, body } };
}

/**
 * The OpenAPI document at /api/docs/json and its viewer at /api/docs. Records every route Fastify registers,
 * so tests can prove none is missing from the document.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, writeLimit: route.config?.writeLimit });
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Popreel API', version } },
    transform,
    transformObject: (document) => completeDocument(jsonSchemaTransformObject(document) as never) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The viewer's own scripts are hashed by the plugin; it may not be framed and runs over plain http locally.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(" upgrade-insecure-requests;", '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
