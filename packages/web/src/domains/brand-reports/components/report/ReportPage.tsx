import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    padding: '32px 40px',
    margin: '0 auto 24px',
    maxWidth: '900px',
    minHeight: '600px',
    boxSizing: 'border-box',
    // A phone gives the page its width, not the print margins (issue 38 point 9).
    '@media screen and (max-width: 767px)': { padding: '20px 12px' },
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '@media print': {
      boxShadow: 'none',
      margin: 0,
      padding: 0,
      maxWidth: 'none',
      minHeight: 'auto',
      breakAfter: 'page',
      pageBreakAfter: 'always',
    },
  },
  last: { '@media print': { breakAfter: 'auto', pageBreakAfter: 'auto' } },
  // The line as tall as the glyphs: with the body's shorter line the heading's ink spills above its
  // box, and on paper that spill is printed at the foot of the previous page.
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export type ReportPageProps = { title?: string; children: ReactNode; last?: boolean; label: string };

/** One printed page of the report: a sheet on screen, a page break after it on paper. */
export function ReportPage({ title, children, last, label }: ReportPageProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.page, last && styles.last)} aria-label={label} data-report-page>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </section>
  );
}

/** Keeps a chart or table in one piece on paper. */
export const useKeepTogether = makeStyles({
  block: { breakInside: 'avoid', pageBreakInside: 'avoid' },
});

/**
 * The report on a phone (issue 38 point 9): a table sizes its columns by their figures (Fluent's
 * fixed layout printed '$15,1$38,3' over each other) and scrolls sideways in its own box; a chart
 * keeps its printed size and scrolls in its box rather than shrinking past reading. Paper is
 * unchanged: both fit the A4 page.
 */
export const useReportOnPhone = makeStyles({
  box: { '@media screen': { overflowX: 'auto', maxWidth: '100%' } },
  table: { '@media screen': { tableLayout: 'auto', minWidth: 'max-content' } },
  figures: { whiteSpace: 'nowrap' },
  // Tables with a product name: names wrap, the rest stays readable.
  roomy: { '@media screen': { tableLayout: 'auto', minWidth: '560px' } },
  chart: {
    '@media screen and (max-width: 767px)': {
      overflowX: 'auto',
      maxWidth: '100%',
      '& canvas': { maxWidth: 'none !important', minWidth: '560px' },
    },
  },
});
