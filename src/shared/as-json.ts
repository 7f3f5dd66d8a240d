/**
 * A server value as JSON carries it: what a client reads back from an answer, a socket frame or the feed boot
 * data. Dates become ISO 8601 strings (the answers' codecs write them so); names are the same on both sides.
 */
export type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? AsJson<Item>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;
