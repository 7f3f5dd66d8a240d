import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { startCheckouts } from './lib/checkout-server.ts';
const [server] = await startCheckouts(undefined);
const path = process.env.PROBE_PATH ?? '/foryou';
const maps = new Map<string, TraceMap | null>();
function mapOf(url: string) {
  const m = /\/assets\/([^?]+\.js)$/.exec(url);
  if (!m) return null;
  if (!maps.has(m[1])) { try { maps.set(m[1], new TraceMap(readFileSync(`dist/web/assets/${m[1]}.map`, 'utf8'))); } catch { maps.set(m[1], null); } }
  return maps.get(m[1]) ?? null;
}
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', process.env.PROBE_NOAUTOPLAY ? '--autoplay-policy=document-user-activation-required' : '--autoplay-policy=no-user-gesture-required'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  await context.request.post(`${server.url}/api/auth/sign-in`, { data: { email: 'maya@popreel.app', password: 'popreel123' }, headers: { origin: server.url } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${path}`);
  await page.waitForTimeout(Number(process.env.PROBE_MS ?? 8000));
  const { profile } = await cdp.send('Profiler.stop') as any;
  const total = profile.timeDeltas.reduce((a: number, b: number) => a + b, 0) / 1000;
  const perSample = total / profile.samples.length;
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (cf: any) => {
    const map = cf.url ? mapOf(cf.url) : null;
    if (map) { const o = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) return `${o.name ?? cf.functionName ?? '?'} ${o.source.replace(/^.*?(node_modules|src)\//, '$1/')}:${o.line}`; }
    return `${cf.functionName || '(anon)'} ${cf.url.replace(server.url, '')}`;
  };
  const self = new Map<string, number>(); const incl = new Map<string, number>();
  for (const s of profile.samples) {
    const n: any = byId.get(s); const l = label(n.callFrame);
    self.set(l, (self.get(l) ?? 0) + perSample);
    const seen = new Set<string>(); let cur: number | undefined = s;
    while (cur !== undefined) { const cn: any = byId.get(cur); const cl = label(cn.callFrame); if (!seen.has(cl)) { seen.add(cl); incl.set(cl, (incl.get(cl) ?? 0) + perSample); } cur = parent.get(cur); }
  }
  console.log(`profiled ${Math.round(total)} ms (wall, 4x CPU)`);
  console.log('--- self'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(Math.round(v).toString().padStart(6), k);
  console.log('--- inclusive (src only)'); for (const [k, v] of [...incl].filter(([k]) => k.includes(' src/')).sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(Math.round(v).toString().padStart(6), k);
  await browser.close();
} finally { await server.stop(); }
