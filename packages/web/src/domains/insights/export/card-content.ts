import { Chart } from 'chart.js';

/** What a card's PDF holds: read from the card as shown, so the file says what the screen says. */
export type CardPdfTable = { caption: string; head: string[]; body: string[][] };
export type CardPdfImage = { dataUrl: string; width: number; height: number };
export type CardPdfContent = {
  title: string;
  /** The period, comparison and brands the card was read for. */
  subtitle: string;
  /** The drill-down trail and the headline figures, in screen order. */
  lines: string[];
  images: CardPdfImage[];
  tables: CardPdfTable[];
};

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A chart drawn again at `scale` device pixels per CSS pixel (spec 2 §9: PDF scale 4), then restored. */
function chartImage(canvas: HTMLCanvasElement, scale: number): CardPdfImage | null {
  const chart = Chart.getChart(canvas);
  const width = canvas.clientWidth || canvas.width;
  const height = canvas.clientHeight || canvas.height;
  if (!chart) return width > 0 ? { dataUrl: canvas.toDataURL('image/png'), width, height } : null;
  // A chart still animating defers resize() to its next frame and would be captured mid-way at
  // screen scale: finish it at once so the picture is final and the resize is immediate.
  chart.stop();
  chart.update('none');
  const before = chart.options.devicePixelRatio;
  chart.options.devicePixelRatio = scale;
  chart.resize();
  const dataUrl = chart.toBase64Image('image/png', 1);
  chart.options.devicePixelRatio = before;
  chart.resize();
  return { dataUrl, width, height };
}

function tableOf(table: HTMLTableElement): CardPdfTable {
  const head = [...table.querySelectorAll('thead th')].map(text);
  const body = [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map(text),
  );
  return { caption: table.getAttribute('aria-label') ?? '', head, body };
}

/**
 * The content of one insight card: its title, trail, headline figures, charts and tables. Text
 * outside tables and charts is read from leaf elements, so buttons and tables are not read twice.
 */
export function readCard(card: HTMLElement, subtitle: string, scale: number): CardPdfContent {
  const title = card.getAttribute('aria-label') ?? '';
  const body = card.querySelector<HTMLElement>('[data-card-body]') ?? card;
  const trail = card.querySelector('nav');
  const steps = trail ? [...trail.children].map((step) => text(step).replace(/^›\s*/, '')) : [];
  const lines: string[] = steps.length > 0 ? [steps.join(' > ')] : [];
  for (const element of body.querySelectorAll<HTMLElement>('[data-pdf-line]')) {
    const line = text(element);
    if (line) lines.push(line);
  }
  const images = [...body.querySelectorAll('canvas')]
    .map((canvas) => chartImage(canvas, scale))
    .filter((image): image is CardPdfImage => image !== null);
  const tables = [...body.querySelectorAll('table')].map(tableOf);
  return { title, subtitle, lines, images, tables };
}

/** How many table rows a card export would lay out. */
export const rowCount = (content: Pick<CardPdfContent, 'tables'>) =>
  content.tables.reduce((sum, table) => sum + table.body.length, 0);
