import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Field,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { CHECKLIST_GOOD, marketplaceById, PERFORMANCE_CHECKLIST_ITEMS } from '@portal/schema';
import { EmptyState, NOT_AVAILABLE, PageHeader } from '../../../ui';
import { type BrandPerformance, monthLabel, rateTrend } from '../health-model';
import { checklistLabel, HEALTH_SECTIONS } from '../health-sections';
import { RateTrend } from './RateTrend';

export type BrandHealthPageProps = {
  brandCode: string;
  /** The brand's name for the heading (its code until the name is known). */
  brandName: string;
  /** Every month of the list, newest first. */
  months: readonly string[];
  month: string;
  onMonthChange: (month: string) => void;
  marketplaces: readonly string[];
  marketplaceId: string | null;
  onMarketplaceChange: (marketplaceId: string) => void;
  /** Every snapshot of the brand (all months and marketplaces), oldest first. */
  rows: readonly BrandPerformance[];
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  fields: {
    display: 'grid',
    // Fixed columns, so the values and trends of every section line up.
    gridTemplateColumns: '20rem 7rem 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'center',
    margin: 0,
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  label: { color: tokens.colorNeutralForeground2, margin: 0 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  trend: { '@media (max-width: 767px)': { gridColumn: '1 / -1' } },
  checklist: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    maxWidth: '32rem',
  },
});

/** The trend shows the year up to the chosen month. */
const TREND_MONTHS = 12;

/** Every checklist item in the spec's order, N/A (null) where the month has no snapshot. */
const checklistOf = (row: BrandPerformance | undefined) =>
  PERFORMANCE_CHECKLIST_ITEMS.map((item) => ({
    item,
    status: row?.performanceChecklist.find((c) => c.item === item)?.status ?? null,
  }));

const marketplaceName = (id: string) => {
  const m = marketplaceById(id);
  return m ? `${m.name} (${m.countryCode})` : id;
};

/** Spec 2 'Brand health': the month list and the accordion sections with every field. */
export function BrandHealthPage(props: BrandHealthPageProps) {
  const styles = useStyles();
  const { rows, month, marketplaceId } = props;
  const current = rows.find((r) => r.month === month && r.marketplaceId === marketplaceId);
  return (
    <section className={styles.root}>
      <PageHeader title={`Amazon Health — ${props.brandName}`} />
      <div className={styles.filters}>
        <Field label="Month">
          <Select value={month} onChange={(_, data) => props.onMonthChange(data.value)}>
            {props.months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </Select>
        </Field>
        {props.marketplaces.length > 1 && (
          <Field label="Marketplace">
            <Select value={marketplaceId ?? ''} onChange={(_, data) => props.onMarketplaceChange(data.value)}>
              {props.marketplaces.map((id) => (
                <option key={id} value={id}>
                  {marketplaceName(id)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {rows.length === 0 && <EmptyState />}
      <Accordion multiple collapsible defaultOpenItems={HEALTH_SECTIONS.map((s) => s.title)}>
        {HEALTH_SECTIONS.map((section) => (
          <AccordionItem key={section.title} value={section.title}>
            <AccordionHeader as="h2">{section.title}</AccordionHeader>
            <AccordionPanel>
              {section.title === 'Performance Checklist' ? (
                <ul className={styles.checklist} aria-label="Performance checklist">
                  {checklistOf(current).map(({ item, status }) => (
                    <li key={item} className={styles.item}>
                      <span>{checklistLabel(item)}</span>
                      <Badge
                        appearance="filled"
                        color={
                          status === null ? 'informative' : status === CHECKLIST_GOOD ? 'success' : 'danger'
                        }
                      >
                        {status ?? NOT_AVAILABLE}
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <dl className={styles.fields}>
                  {section.fields.map((field) => (
                    <div key={field.label} style={{ display: 'contents' }}>
                      <dt className={styles.label}>{field.label}</dt>
                      <dd className={styles.value}>{field.text(current)}</dd>
                      <dd className={`${styles.value} ${styles.trend}`}>
                        {field.rate && marketplaceId && (
                          <RateTrend
                            label={field.label}
                            points={rateTrend(rows, marketplaceId, field.rate)
                              .filter((p) => p.month <= month)
                              .slice(-TREND_MONTHS)}
                          />
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
