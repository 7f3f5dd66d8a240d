import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { safeEncode, type z } from 'zod';
import { wireShapeOf } from './wire-shape.ts';
import { fromWire, toWire } from './wire-values.ts';

/**
 * OAuth 2's endpoints speak the field names RFC 6749, 7009 and 8414 define (`access_token`, `client_id`), and the
 * consent API forwards an app's authorization request as it came: their names are not Popreel's to change.
 */
export function keepsProtocolNames(url: string): boolean {
  return url.startsWith('/oauth/') || url.startsWith('/.well-known/') || url === '/api/oauth/authorize';
}

/** The zod validator, given the request in the server's names: a client may send either spelling. */
export const wireValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const renames = (route.httpPart === 'body' || route.httpPart === 'querystring') && !keepsProtocolNames(route.url);
  if (!renames) return validate;
  const shape = wireShapeOf(route.schema);
  return shape.renames ? (data) => validate(fromWire(shape, data)) : validate;
};

/** Answers checked against the route's schema in the server's names, then written in the wire's. */
export const wireSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  const shape = keepsProtocolNames(url) ? undefined : wireShapeOf(schema);
  return (data) => {
    const result = safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(shape ? toWire(shape, result.data) : result.data);
  };
};
