/** The heatmap's hue (Fluent's brand blue); a cell is this at an opacity set by its share of the busiest hour. */
const HEAT_RGB = [15, 108, 189] as const;

/** WCAG relative luminance of an sRGB colour (0…255 channels). */
function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * A heatmap cell's background and text colours for a share 0…1 of the busiest hour. The blue is
 * blended over white and the text is black or white, whichever contrasts more: at the crossover
 * both give about 4.6:1, so every cell meets WCAG AA for small text.
 */
export function heatCell(share: number): { background: string; color: string } {
  const alpha = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  const blended = HEAT_RGB.map((c) => Math.round(255 + (c - 255) * alpha));
  const l = luminance(blended);
  const color = contrast(l, 0) >= contrast(l, 1) ? '#000000' : '#ffffff';
  return { background: `rgb(${blended.join(', ')})`, color };
}

/** Exposed for the test that proves every share meets AA. */
export function contrastOf(cell: { background: string; color: string }): number {
  const channels = (css: string) =>
    css.startsWith('#')
      ? [1, 3, 5].map((i) => Number.parseInt(css.slice(i, i + 2), 16))
      : (css.match(/\d+/g) ?? []).map(Number);
  return contrast(luminance(channels(cell.background)), luminance(channels(cell.color)));
}
