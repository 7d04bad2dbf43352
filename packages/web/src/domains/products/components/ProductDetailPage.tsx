import { makeStyles, tokens } from '@fluentui/react-components';
import { productIgnoreSchema, productSubBrandSchema } from '@portal/schema';
import type { ReactNode } from 'react';
import { NOT_AVAILABLE, PageHeader } from '../../../ui';
import { ToggleField } from './ToggleField';

export type ProductDetail = {
  sellerSku: string;
  title: string;
  brandName: string;
  brandCode: string;
  subBrandCode?: string | null;
  asin: string;
  fnsku?: string | null;
  averageDailySales: number;
  hazmat: boolean;
  consumable: boolean;
  ignore: boolean;
  masterCarton?: {
    caseQuantity?: number | null;
    x?: number | null;
    y?: number | null;
    z?: number | null;
    unit?: string | null;
  } | null;
  subBrands: readonly { brandCode: string; name: string }[];
};

export type ProductDetailPageProps = {
  product: ProductDetail;
  busy: boolean;
  onSaveIgnore: (ignore: boolean) => Promise<boolean>;
  onSaveSubBrand: (subBrandCode: string | null) => Promise<boolean>;
};

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    alignItems: 'center',
    '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const NONE = '';

/** Spec 3 'Product detail': every field of §3; Ignore and Sub Brand toggle between view and edit. */
export function ProductDetailPage({ product, busy, onSaveIgnore, onSaveSubBrand }: ProductDetailPageProps) {
  const styles = useStyles();
  const carton = product.masterCarton;
  const subBrandName = (code?: string | null) =>
    code ? (product.subBrands.find((s) => s.brandCode === code)?.name ?? code) : 'None';
  const fields: [string, ReactNode][] = [
    ['Title', product.title],
    ['SKU', product.sellerSku],
    ['Brand', `${product.brandName} (${product.brandCode})`],
    [
      'Sub Brand',
      <ToggleField
        key="sub-brand"
        label="Sub Brand"
        name="sub_brand_code"
        display={subBrandName(product.subBrandCode)}
        value={product.subBrandCode ?? NONE}
        options={[
          { value: NONE, label: 'None' },
          ...product.subBrands.map((s) => ({ value: s.brandCode, label: `${s.name} (${s.brandCode})` })),
        ]}
        schema={productSubBrandSchema}
        busy={busy}
        onSave={(value) => onSaveSubBrand(value === NONE ? null : value)}
      />,
    ],
    ['ASIN', product.asin],
    ['FNSKU', product.fnsku ?? NOT_AVAILABLE],
    ['Average daily sales', `${product.averageDailySales.toFixed(2)} units (last 30 days)`],
    ['Hazmat', yesNo(product.hazmat)],
    ['Consumable', yesNo(product.consumable)],
    [
      'Ignore',
      <ToggleField
        key="ignore"
        label="Ignore"
        name="ignore"
        display={yesNo(product.ignore)}
        value={yesNo(product.ignore)}
        options={[
          { value: '', label: 'Select…' },
          { value: 'Yes', label: 'Yes' },
          { value: 'No', label: 'No' },
        ]}
        schema={productIgnoreSchema}
        busy={busy}
        onSave={(value) => onSaveIgnore(value === 'Yes')}
      />,
    ],
    ['Master carton case quantity', carton?.caseQuantity ?? NOT_AVAILABLE],
    [
      'Master carton dimensions (x × y × z)',
      carton?.x != null && carton.y != null && carton.z != null
        ? `${carton.x} × ${carton.y} × ${carton.z} ${(carton.unit ?? '').toLowerCase()}`
        : NOT_AVAILABLE,
    ],
  ];
  return (
    <section>
      <PageHeader title={`Product ${product.sellerSku}`} />
      <dl className={styles.list}>
        {fields.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
