import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCompact, formatMoney } from '../../../../lib/format.ts';

type Props = {
  /** One label per bucket ("08" for an hour, "Nov 3" for a day), in order. */
  labels: readonly string[];
  sales: readonly number[];
  /** Names the canvas for screen readers; the numbers are in the table under it. */
  label: string;
};

const BRAND = '#1f62c7';

/**
 * Sales per bucket as bars (uPlot, decision 0025). The x axis is the bucket's index, not a time:
 * the server already cut the period into EAT hours or days, so no time zone is redone in the
 * browser. The canvas follows its card's width (a phone turned sideways redraws it).
 */
export function SalesChart({ labels, sales, label }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: 220,
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: { x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] } },
        axes: [
          {
            // About one label per 48 px: 24 hours or 31 days do not fit a phone's width.
            space: 48,
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
            grid: { show: false },
          },
          { size: 52, values: (_u, splits) => splits.map((v) => formatCompact(v)) },
        ],
        series: [
          {},
          {
            label,
            fill: BRAND,
            stroke: BRAND,
            paths: uPlot.paths.bars!({ size: [0.7, 48], gap: 1 }),
            points: { show: false },
            value: (_u, v) => (v == null ? '' : formatMoney(v)),
          },
        ],
      },
      [xs, [...sales]],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(el.clientWidth, 200), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, sales, label]);

  return <div ref={box} role="img" aria-label={label} className="w-full min-w-0" />;
}
