import type { Chart, Plugin, Scale } from 'chart.js';
import { useMemo, useRef, useState } from 'react';

/** A y axis as read aloud: its title (the metrics drawn on it) and its tick labels in order. */
export type AxisDescription = { id: string; title: string; ticks: string[] };

const titleOf = (scale: Scale): string => {
  const text = (scale.options as { title?: { text?: string | string[] } }).title?.text;
  return Array.isArray(text) ? text.join(' ') : (text ?? '');
};

/** The chart's y axes as chart.js laid them out (ticks exist only after layout). */
export function describeAxes(chart: Pick<Chart, 'scales'>): AxisDescription[] {
  return Object.values(chart.scales)
    .filter((scale) => scale.axis === 'y')
    .map((scale) => ({
      id: scale.id,
      title: titleOf(scale),
      ticks: scale.ticks.map((tick) => String(tick.label ?? '')),
    }));
}

const sameAxes = (a: readonly AxisDescription[], b: readonly AxisDescription[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A canvas says nothing to a screen reader: this plugin reports the laid-out y axes after each
 * update so the chart's fallback content can name every axis and its ticks. The plugin object is
 * stable (chart.js reads plugins once, at creation); the state changes only when the axes do.
 */
export function useAxisDescription(): { plugin: Plugin; axes: AxisDescription[] } {
  const [axes, setAxes] = useState<AxisDescription[]>([]);
  const last = useRef<AxisDescription[]>([]);
  const plugin = useMemo<Plugin>(
    () => ({
      id: 'axisDescription',
      afterUpdate: (chart) => {
        const next = describeAxes(chart);
        if (sameAxes(next, last.current)) return;
        last.current = next;
        setAxes(next);
      },
    }),
    [],
  );
  return { plugin, axes };
}
