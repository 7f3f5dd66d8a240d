import { expect, it } from 'vitest';
import { recordDelivery, registry, turnMetricsOn } from './metrics.ts';
import { BusiestHosts } from './busiest-hosts.ts';

it('names only the 20 busiest of 1,000 remote hosts and sums the rest as "other"', async () => {
  turnMetricsOn();
  for (let host = 0; host < 1_000; host++) {
    // Host 0 is sent the most, host 999 the least; every tenth delivery fails.
    for (let sent = 0; sent < Math.ceil((1_000 - host) / 100); sent++) recordDelivery(`h${host}.example`, sent % 10 !== 9);
  }
  // The whole scrape, as a scraper reads it (getSingleMetricAsString writes OpenMetrics counters' names twice).
  const scrape = (await registry.metrics()).split('\n');
  const lines = scrape.filter((line) => line.startsWith('popreel_federation_host_deliveries{'));
  expect(lines.length).toBe(21 * 2);
  expect(lines).toContain('popreel_federation_host_deliveries{host="h0.example",outcome="delivered"} 9');
  expect(lines).toContain('popreel_federation_host_deliveries{host="h0.example",outcome="failed"} 1');
  expect(lines.some((line) => line.includes('h999.example'))).toBe(false);
  // Nothing is lost: the named hosts and "other" add up to every delivery.
  const total = lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  const counted = scrape.filter((line) => line.startsWith('popreel_federation_deliveries_total{')).reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  expect(total).toBe(counted);
});

it('keeps its memory bounded: past 5,000 hosts the quietest are folded into "other" with their counts', () => {
  const hosts = new BusiestHosts(3);
  for (let host = 0; host < 12_000; host++) hosts.add(`h${host}`, true);
  hosts.add('h11999', false);
  const top = hosts.top();
  expect(top).toHaveLength(4);
  expect(top[0]).toEqual({ host: 'h11999', delivered: 1, failed: 1 });
  expect(top[3].host).toBe('other');
  expect(top.reduce((sum, tally) => sum + tally.delivered + tally.failed, 0)).toBe(12_001);
});
