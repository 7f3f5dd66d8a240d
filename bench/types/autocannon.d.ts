/** The part of autocannon 8's programmatic API that bench/load uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each send; returns the request to send (falsy restarts the sequence). */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
  }

  /** One connection: it sends its requests one after another (pipelining 1). */
  export interface AutocannonClient extends EventEmitter {
    setRequests(requests: AutocannonRequest[]): void;
    on(event: 'response', listener: (status: number, bytes: number, milliseconds: number) => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }

  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }

  export interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
  }

  export interface AutocannonInstance extends EventEmitter {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;
  export default autocannon;
}
