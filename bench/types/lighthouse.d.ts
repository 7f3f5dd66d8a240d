/** The part of Lighthouse 13's API that bench/lighthouse uses (installed on demand: bench/lib/bench-tools.ts). */
declare module 'lighthouse' {
  export interface AuditResult {
    id: string;
    title: string;
    score: number | null;
    scoreDisplayMode: string;
    numericValue?: number;
    displayValue?: string;
    details?: unknown;
  }
  export interface Result {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, AuditResult>;
    runtimeError?: { code: string; message: string };
  }
  export interface Flags {
    port?: number;
    output?: 'json' | 'html';
    logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
    onlyCategories?: string[];
    extraHeaders?: Record<string, string>;
  }
  export default function lighthouse(url: string, flags?: Flags): Promise<{ lhr: Result } | undefined>;
}
