/** undici, installed on demand (bench/lib/bench-tools.ts): its API's types are @types/node's undici-types. */
declare module 'undici' {
  export * from 'undici-types';
}
