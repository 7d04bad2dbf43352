import { makeStyles, tokens } from '@fluentui/react-components';
import type { AsinMenuEntry } from '@portal/schema';
import type { ReactNode } from 'react';
import { AsinSubMenu } from './AsinSubMenu';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
  },
  main: { minWidth: 0 },
});

/** Every ASIN page: the sub-menu beside the page (above it on phones). */
export function AsinLayout(props: { asin: string; current: AsinMenuEntry['id']; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <AsinSubMenu asin={props.asin} current={props.current} />
      <div className={styles.main}>{props.children}</div>
    </div>
  );
}
