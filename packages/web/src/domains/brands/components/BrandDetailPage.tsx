import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui';
import { NOT_AVAILABLE } from '../../../ui/summary-tiles/format-metric';

export type BrandDetail = {
  brandCode: string;
  parentBrandCode?: string | null;
  sellerCentralAccountLocation?: string | null;
  name?: string | null;
  logo?: string | null;
  productImage?: string | null;
  brandStatus?: string | null;
  sellerId?: string | null;
  mwsAuthToken?: string | null;
  brandType?: string | null;
  accountManager?: string | null;
  thinkTank?: string | null;
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
  image: { maxWidth: '160px', maxHeight: '120px', objectFit: 'contain' },
});

const orNa = (value: string | null | undefined): string => (value ? value : NOT_AVAILABLE);

/** Spec 2 'Brand detail': the listed fields, N/A where missing, Watch or Unwatch. */
export function BrandDetailPage({
  brand,
  busy,
  onToggleWatch,
}: {
  brand: BrandDetail;
  busy: boolean;
  onToggleWatch: () => void;
}) {
  const styles = useStyles();
  const image = (src: string | null | undefined, alt: string): ReactNode =>
    src ? <img className={styles.image} src={src} alt={alt} /> : NOT_AVAILABLE;
  const rows: [string, ReactNode][] = [
    ...(brand.parentBrandCode ? [['Parent Brand Code', brand.parentBrandCode] as [string, ReactNode]] : []),
    ...(brand.sellerCentralAccountLocation
      ? [['Seller Central Account Location', brand.sellerCentralAccountLocation] as [string, ReactNode]]
      : []),
    ['Brand Code', brand.brandCode],
    ['Brand Name', orNa(brand.name)],
    ['Logo', image(brand.logo, `${brand.name} logo`)],
    ['Product Image', image(brand.productImage, `${brand.name} product`)],
    ['Status', orNa(brand.brandStatus)],
    ['Seller ID', orNa(brand.sellerId)],
    ['MWS Auth Token', orNa(brand.mwsAuthToken)],
    ['Brand Type', orNa(brand.brandType)],
    ['Account Manager', orNa(brand.accountManager)],
    ['Think Tank', orNa(brand.thinkTank)],
  ];
  return (
    <>
      <PageHeader
        title={brand.name ?? brand.brandCode}
        actions={
          <Button
            icon={brand.watched ? <EyeOffRegular /> : <EyeRegular />}
            disabled={busy}
            onClick={onToggleWatch}
          >
            {brand.watched ? 'Unwatch' : 'Watch'}
          </Button>
        }
      />
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
