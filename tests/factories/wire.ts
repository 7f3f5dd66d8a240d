import type { AsJson } from '../../src/shared/as-json.ts';

/** What a service returned as the HTTP answer carries it (dates as strings): the answer it should equal. */
export const asSent = <T>(value: T) => JSON.parse(JSON.stringify(value)) as AsJson<T>;
