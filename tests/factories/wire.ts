import { toWireKeys } from '../../src/shared/wire-names.ts';

/** The wire form of what a service returned (camelCase, each field once): the HTTP answer it should equal. */
export const asSent = <T>(value: T) => toWireKeys(JSON.parse(JSON.stringify(value)) as T);
