import { makeStyles, tokens } from '@fluentui/react-components';
import type { BrandMenuEntry } from '@portal/schema';
import type { ReactNode } from 'react';
import { BrandSubMenu } from './BrandSubMenu';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
  },
  main: { minWidth: 0 },
});

/** Every brand page: the sub-menu beside the page (above it on phones). */
export function BrandLayout(props: {
  brandCode: string;
  current: BrandMenuEntry['id'];
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <BrandSubMenu brandCode={props.brandCode} current={props.current} />
      <div className={styles.main}>{props.children}</div>
    </div>
  );
}
