import { tokens } from '@fluentui/react-components';
import { CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip);

export type RateTrendProps = {
  /** What the trend is of, for screen readers. */
  label: string;
  /** Percent values per month, oldest first. */
  points: ReadonlyArray<{ month: string; value: number }>;
};

/**
 * A small line of one rate across months, so a manager sees direction, not only the chosen month.
 * No axes: the value beside it carries the number; the tooltip gives each month's.
 */
export function RateTrend({ label, points }: RateTrendProps) {
  if (points.length < 2) return null;
  const first = points[0]?.value ?? 0;
  const last = points.at(-1)?.value ?? 0;
  return (
    <div
      role="img"
      aria-label={`${label} trend: ${first.toFixed(2)}% to ${last.toFixed(2)}% over ${points.length} months`}
      style={{ width: '120px', height: '28px' }}
    >
      {/* The wrapper is the named image; the canvas (role="img" from react-chartjs-2) is hidden from it. */}
      <Line
        aria-hidden
        data={{
          labels: points.map((p) => p.month.slice(0, 7)),
          datasets: [
            {
              data: points.map((p) => p.value),
              borderColor: tokens.colorBrandForeground1,
              borderWidth: 1.5,
              pointRadius: 0,
              tension: 0.3,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (item) => `${Number(item.raw).toFixed(2)}%` } },
          },
          scales: { x: { display: false }, y: { display: false } },
        }}
      />
    </div>
  );
}
