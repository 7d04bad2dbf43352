import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { NOT_AVAILABLE, PageHeader } from '../../../ui';

export type AsinDetail = {
  asin: string;
  parentAsin?: string | null;
  brandCode: string;
  brandName: string;
  thinkTank?: string | null;
  accountManager?: string | null;
  watched: boolean;
};

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** Spec 2 'ASIN detail page': the listed fields, N/A where missing, Watch or Unwatch. */
export function AsinDetailPage({
  asin,
  busy,
  onToggleWatch,
}: {
  asin: AsinDetail;
  busy: boolean;
  onToggleWatch: () => void;
}) {
  const styles = useStyles();
  const fields: [string, string | null | undefined][] = [
    ['ASIN', asin.asin],
    ['Parent ASIN', asin.parentAsin],
    ['Brand code', asin.brandCode],
    ['Brand name', asin.brandName],
    ['Think tank', asin.thinkTank],
    ['Account manager', asin.accountManager],
  ];
  return (
    <section>
      <PageHeader
        title={asin.asin}
        actions={
          <Button
            icon={asin.watched ? <EyeOffRegular /> : <EyeRegular />}
            disabled={busy}
            onClick={onToggleWatch}
          >
            {asin.watched ? 'Unwatch' : 'Watch'}
          </Button>
        }
      />
      <dl className={styles.list}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value || NOT_AVAILABLE}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
