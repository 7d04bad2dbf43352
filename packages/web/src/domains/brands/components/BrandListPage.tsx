import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import {
  BRAND_NUMBER_BOUNDS,
  BRAND_TEXT_LABELS,
  BRAND_TEXT_MAX_LENGTH,
  BRANDS_TABLE_NAME,
  brandNumberHintText,
  brandNumberRefusal,
  MESSAGES,
} from '@portal/schema';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn, PageHeader, type SortDirection } from '../../../ui';
import {
  type AttributePerson,
  customAttributeText,
  customAttributeValueLimit,
} from '../custom-attribute-text';
import { brandAlertsUrl, brandCreateUrl, brandDetailUrl, brandListingsUrl, brandUpdateUrl } from '../urls';
import { BulkEditDialog } from './BulkEditDialog';
import { ChecklistDialog, ChecklistDots, type ChecklistItem } from './ChecklistDialog';
import { EditableCell, type EditableCellProps } from './EditableCell';

export type BrandGridRow = {
  brandCode: string;
  name?: string | null;
  brandStatus?: string | null;
  brandType?: string | null;
  accountManager?: string | null;
  brandTier?: string | null;
  monthlyAdBudget?: number | null;
  contractDate?: string | null;
  performanceChecklist: ChecklistItem[];
  customAttributes: { name: string; type: string; value?: string | null }[];
};

/** The inline-editable columns: the grid field and its REST field (BrandField enum value). */
export const INLINE_FIELDS = {
  name: { field: 'NAME', type: 'text' },
  brandTier: { field: 'BRAND_TIER', type: 'text' },
  monthlyAdBudget: { field: 'MONTHLY_AD_BUDGET', type: 'number' },
  contractDate: { field: 'CONTRACT_DATE', type: 'date' },
} as const;
export type InlineField = keyof typeof INLINE_FIELDS;

/**
 * What each inline cell shows while edited and refuses before sending, in the server's words
 * (issue 38 points 7 and 13): the text fields' length, the budget's range.
 */
const INLINE_RULES: Partial<Record<InlineField, Pick<EditableCellProps, 'limit' | 'bounds'>>> = {
  name: { limit: { max: BRAND_TEXT_MAX_LENGTH, subject: BRAND_TEXT_LABELS.name } },
  brandTier: { limit: { max: BRAND_TEXT_MAX_LENGTH, subject: BRAND_TEXT_LABELS.brand_tier } },
  monthlyAdBudget: {
    bounds: {
      ...BRAND_NUMBER_BOUNDS.monthly_ad_budget,
      hint: brandNumberHintText('monthly_ad_budget'),
      refusal: (draft) => brandNumberRefusal('monthly_ad_budget', draft),
    },
  },
};

export type BrandListPageProps = {
  rows: readonly BrandGridRow[];
  count: number;
  attributes: readonly { name: string; type: string }[];
  /** Whom a USER attribute may name: its cells show the name, not the user id. */
  people: readonly AttributePerson[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sortBy: string;
  sortDirection: SortDirection;
  onSortChange: (sortBy: string, direction: SortDirection) => void;
  search: string;
  onSearchChange: (value: string) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  canCreate: boolean;
  canEdit: boolean;
  onEditField: (row: BrandGridRow, field: InlineField, value: string) => void;
  onBulkEdit: (attribute: string, brandCodes: string[], value: string) => Promise<void>;
};

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  attribute: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: 0 },
  bulk: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
});

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Spec 2 'Brands list': the editable, server-paged brands grid. */
export function BrandListPage(props: BrandListPageProps) {
  const people = props.people.map((p) => ({ value: String(p.id), text: p.name }));
  const styles = useStyles();
  const navigate = useNavigate();
  const [checklistOf, setChecklistOf] = useState<BrandGridRow | null>(null);
  // Ticked rows per custom attribute column (bulk edit works column by column).
  const [ticked, setTicked] = useState<Record<string, string[]>>({});
  const [bulkAttribute, setBulkAttribute] = useState<string | null>(null);

  const toggle = (attribute: string, code: string, on: boolean) =>
    setTicked((all) => {
      const current = all[attribute] ?? [];
      return { ...all, [attribute]: on ? [...current, code] : current.filter((c) => c !== code) };
    });
  const inline = (field: InlineField, header: string, width: number): DataTableColumn<BrandGridRow> => ({
    field,
    header,
    width,
    sortable: field === 'name',
    render: (row) => (
      <EditableCell
        value={text(row[field])}
        label={`${header} of ${row.brandCode}`}
        type={INLINE_FIELDS[field].type}
        {...INLINE_RULES[field]}
        editable={props.canEdit}
        onSave={(value) => props.onEditField(row, field, value)}
      />
    ),
  });

  const columns: DataTableColumn<BrandGridRow>[] = [
    {
      field: 'actions',
      header: 'Actions',
      width: 90,
      render: (row) => (
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            icon={<EyeRegular />}
            aria-label={`View ${row.brandCode}`}
            onClick={() => navigate(brandDetailUrl(row.brandCode))}
          />
          {props.canEdit && (
            <Button
              appearance="subtle"
              icon={<EditRegular />}
              aria-label={`Edit ${row.brandCode}`}
              onClick={() => navigate(brandUpdateUrl(row.brandCode))}
            />
          )}
        </div>
      ),
    },
    {
      field: 'brand_code',
      header: 'Brand Code',
      width: 120,
      sortable: true,
      format: (_, row) => row.brandCode,
    },
    inline('name', 'Brand Name', 220),
    {
      field: 'brand_status',
      header: 'Status',
      width: 120,
      sortable: true,
      format: (_, row) => text(row.brandStatus),
    },
    {
      field: 'brand_type',
      header: 'Type',
      width: 140,
      sortable: true,
      format: (_, row) => text(row.brandType),
    },
    {
      field: 'account_manager',
      header: 'Account Manager',
      width: 160,
      sortable: true,
      format: (_, row) => text(row.accountManager),
    },
    inline('brandTier', 'Tier', 120),
    inline('monthlyAdBudget', 'Monthly Ad Budget', 150),
    inline('contractDate', 'Contract Date', 150),
    {
      field: 'performanceChecklist',
      header: 'Performance Checklist',
      width: 150,
      render: (row) => (
        <ChecklistDots
          brand={row.name ?? row.brandCode}
          items={row.performanceChecklist}
          onOpen={() => setChecklistOf(row)}
        />
      ),
    },
    {
      field: 'listings',
      header: 'Listings',
      width: 100,
      render: (row) => (
        <RouterLink className={styles.link} to={brandListingsUrl(row.brandCode)}>
          Listings
        </RouterLink>
      ),
    },
    {
      field: 'alerts',
      header: 'Alerts',
      width: 90,
      render: (row) => (
        <RouterLink className={styles.link} to={brandAlertsUrl(row.brandCode)}>
          Alerts
        </RouterLink>
      ),
    },
    ...props.attributes.map(
      (attribute): DataTableColumn<BrandGridRow> => ({
        field: `attribute:${attribute.name}`,
        header: attribute.name,
        width: 180,
        format: (_, row) => {
          const held = row.customAttributes.find((a) => a.name === attribute.name);
          return text(held ? customAttributeText(held, props.people) : null);
        },
        render: (row) => {
          const value = text(row.customAttributes.find((a) => a.name === attribute.name)?.value);
          return (
            <span className={styles.attribute}>
              {props.canEdit && (
                <Checkbox
                  aria-label={`Select ${attribute.name} of ${row.brandCode} for bulk edit`}
                  checked={(ticked[attribute.name] ?? []).includes(row.brandCode)}
                  onChange={(_, data) => toggle(attribute.name, row.brandCode, data.checked === true)}
                />
              )}
              <EditableCell
                value={value}
                label={`${attribute.name} of ${row.brandCode}`}
                type={attribute.type === 'NUMBER' ? 'number' : 'text'}
                options={attribute.type === 'USER' ? people : undefined}
                limit={customAttributeValueLimit(attribute.type)}
                editable={props.canEdit}
                onSave={(next) =>
                  void props.onBulkEdit(attribute.name, [row.brandCode], next).catch(() => undefined)
                }
              />
            </span>
          );
        },
      }),
    ),
  ];

  const bulkButtons = Object.entries(ticked)
    .filter(([, codes]) => codes.length > 0)
    .map(([attribute, codes]) => (
      <Button key={attribute} onClick={() => setBulkAttribute(attribute)}>
        Edit {attribute} of {codes.length} selected
      </Button>
    ));

  return (
    <>
      <PageHeader
        title="Brands"
        actions={
          props.canCreate ? (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(brandCreateUrl())}>
              Create brand
            </Button>
          ) : undefined
        }
      />
      <DataTable<BrandGridRow>
        tableName={BRANDS_TABLE_NAME}
        ariaLabel="Brands"
        columns={columns}
        rows={props.rows}
        count={props.count}
        getRowId={(row) => row.brandCode}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        sortBy={props.sortBy}
        sortDirection={props.sortDirection}
        onSortChange={props.onSortChange}
        search={{
          value: props.search,
          onChange: props.onSearchChange,
          placeholder: MESSAGES.searchByBrandName,
        }}
        toolbar={bulkButtons.length > 0 ? <div className={styles.bulk}>{bulkButtons}</div> : undefined}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
      {checklistOf && (
        <ChecklistDialog
          brand={checklistOf.name ?? checklistOf.brandCode}
          items={checklistOf.performanceChecklist}
          onClose={() => setChecklistOf(null)}
        />
      )}
      {bulkAttribute && (
        <BulkEditDialog
          attribute={bulkAttribute}
          type={props.attributes.find((a) => a.name === bulkAttribute)?.type ?? 'TEXT'}
          people={people}
          brandCodes={ticked[bulkAttribute] ?? []}
          onClose={() => setBulkAttribute(null)}
          onSave={async (value) => {
            await props.onBulkEdit(bulkAttribute, ticked[bulkAttribute] ?? [], value);
            setTicked((all) => ({ ...all, [bulkAttribute]: [] }));
          }}
        />
      )}
    </>
  );
}
