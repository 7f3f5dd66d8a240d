import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StudioNumbers } from '../../api/studio-api.ts';
import { formatDay } from './studio-format.ts';

const HEIGHT = 200;
const AXIS = { stroke: '#a1a1aa', grid: { stroke: '#27272a', width: 1 }, ticks: { stroke: '#3f3f46', width: 1 } };

/**
 * Views per day as a uPlot line (issue 42 item 5), in UTC days like the numbers. Hidden from screen readers:
 * the table beside it says the same, day by day.
 */
export function DailyChart({ daily, label }: { daily: StudioNumbers['daily']; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const days = daily.map((entry) => Date.parse(`${entry.day}T00:00:00Z`) / 1000);
    const names = new Map(days.map((seconds, index) => [seconds, formatDay(daily[index].day)]));
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        axes: [
          { ...AXIS, values: (_plot, ticks) => ticks.map((tick) => names.get(tick) ?? '') },
          { ...AXIS, size: 48, values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [{}, { label, stroke: '#ec4899', fill: 'rgba(236, 72, 153, 0.15)', width: 2, points: { show: daily.length <= 31, size: 5 } }],
      },
      [days, daily.map((entry) => entry.views)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily, label]);
  return <div ref={frame} aria-hidden="true" data-testid="daily-chart" className="w-full overflow-hidden" />;
}
