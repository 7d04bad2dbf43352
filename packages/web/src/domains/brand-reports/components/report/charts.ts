import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

ChartJS.register(CategoryScale, LinearScale, BarElement, PointElement, LineElement, Tooltip, Legend);

/**
 * Report charts have a fixed size that fits a printed A4 page, no animation (the PDF is taken at
 * once) and a doubled pixel ratio so they stay sharp on paper; CSS only scales them down on phones.
 */
export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 220;

export const reportChartBase = {
  responsive: false,
  animation: false,
  devicePixelRatio: 2,
  plugins: { legend: { position: 'bottom' } },
} satisfies ChartOptions<'bar'> & ChartOptions<'line'>;

export const CHART_COLORS = {
  organic: '#107c10',
  ppc: '#0f6cbd',
  lines: ['#c239b3', '#ca5010', '#038387', '#8764b8', '#986f0b', '#d13438'],
};
