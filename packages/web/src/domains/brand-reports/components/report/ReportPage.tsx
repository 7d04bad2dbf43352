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
