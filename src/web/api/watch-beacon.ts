import type { ApiPath } from './contract.ts';
import { fillPath } from './form-request.ts';
import type { WatchReport } from '../../shared/content.schema.ts';

const WATCHES = '/api/videos/{id}/watches' satisfies ApiPath;

/**
 * Reports one watch (issue 42 item 5) so that it survives the page going away: navigator.sendBeacon, which the
 * browser delivers after unload, with the session cookie; a fetch with keepalive where there is no beacon.
 * Nothing waits for it and a lost report costs one view, so failures are not shown.
 */
export function sendWatch(videoId: string, report: WatchReport): void {
  const url = fillPath(WATCHES, { id: videoId });
  const body = JSON.stringify({ watchId: report.watchId, watchedMs: report.watchedMs, completed: report.completed, followed: report.followed, source: report.source });
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}
