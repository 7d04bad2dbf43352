import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { INSIGHTS_MESSAGES } from '@portal/schema';
import { useEffect, useMemo, useState } from 'react';
import { TopBarMarketplaceNote } from '../../../app/marketplace/TopBarMarketplaceNote';
import { usePermission } from '../../../app/session/use-permission';
import type { ReturnBy } from '../../../gql/graphql';
import { useInsightAccountManagersQuery, useInsightBrandsQuery } from '../../../gql/hooks';
import {
  DateRangeBar,
  FILTER_LIST_TEXT,
  filterListState,
  MarketplaceSelect,
  MultiFilter,
  PageHeader,
  usePageTitle,
} from '../../../ui';
import { BrandMetricCard, METRIC_CARDS } from '../components/BrandMetricCard';
import { BrandsCard } from '../components/BrandsCard';
import { HeatmapCard } from '../components/HeatmapCard';
import { PromoCodesCard } from '../components/PromoCodesCard';
import { ReturnLinesDialog } from '../components/ReturnLinesDialog';
import { ReturnsCard } from '../components/ReturnsCard';
import { SummaryCard } from '../components/SummaryCard';
import { ExportBar } from '../export/ExportBar';
import { InsightsExportContext } from '../export/insights-export-context';
import { periodLine } from '../export/period-line';
import { useServerExports } from '../export/use-server-exports';
import { InsightsMarketplaceContext } from '../insight-format';
import { NO_DRILL, useInsightsView } from '../use-insights-view';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  wide: { gridColumn: '1 / -1', minWidth: 0 },
});

const RETURN_BY: readonly ReturnBy[] = ['REASON', 'DISPOSITION'];
/** The periods of spec 2 §9's preset list, with a custom range. */
const INSIGHTS_DATE_PRESETS = ['yesterday', '7d', '30d', '60d', '90d', 'quarter', 'custom'] as const;

/** /performance-insights (spec 2 §2 'Performance Insights'): every card loads on its own. */
export function InsightsView() {
  usePageTitle('Performance Insights');
  const styles = useStyles();
  const { dates, state, update, filter } = useInsightsView();
  const brandList = useInsightBrandsQuery();
  // The brand choice waits for Apply Filters, which also resets every drill-down.
  const [pendingBrands, setPendingBrands] = useState<string[]>(state.brands);
  useEffect(() => setPendingBrands(state.brands), [state.brands]);
  // Spec 2 §2: the account manager filter is hidden from brand users.
  const showManagers = usePermission('accountManagers.read');
  const managerList = useInsightAccountManagersQuery({ skip: !showManagers });
  const [pendingManagers, setPendingManagers] = useState<string[]>(state.managers);
  useEffect(() => setPendingManagers(state.managers), [state.managers]);
  const managers = managerList.data?.accountManagers ?? [];
  const options = brandList.data?.brandIds ?? [];
  const drillTo = (change: Partial<typeof NO_DRILL> | Record<string, string | null>) => void update(change);

  const serverExports = useServerExports(filter);
  const exportSettings = useMemo(
    () => ({
      subtitle: periodLine(filter, options, state.brands),
      from: filter.from,
      to: filter.to,
      startServerExport: (target: Parameters<typeof serverExports.startServerExport>[0]) =>
        void serverExports.startServerExport(target),
    }),
    [filter, options, state.brands, serverExports.startServerExport],
  );

  return (
    <InsightsExportContext.Provider value={exportSettings}>
      <InsightsMarketplaceContext.Provider value={filter.marketplace ?? state.marketplace}>
        <PageHeader title="Performance Insights" />
        <TopBarMarketplaceNote
          shown={[state.marketplace]}
          onShow={(marketplace) => void update({ ...NO_DRILL, marketplace })}
        />
        <ExportBar exports={serverExports.exports} onDismiss={serverExports.dismiss} />
        <div className={styles.filters}>
          <DateRangeBar dates={dates} presets={INSIGHTS_DATE_PRESETS} />
          <MarketplaceSelect
            value={state.marketplace}
            // A marketplace has its own brands' SKUs, so the drill-downs of another one are reset.
            onChange={(marketplace) => void update({ ...NO_DRILL, marketplace })}
          />
          <MultiFilter
            label="Brands"
            placeholder="All brands"
            options={options.map((b) => ({ value: b.brandCode, text: `${b.brandCode} - ${b.name}` }))}
            selected={pendingBrands}
            onSelect={setPendingBrands}
            searchable
            {...filterListState(brandList, INSIGHTS_MESSAGES.brandData)}
          />
          {showManagers && (
            <MultiFilter
              label="Account Manager"
              placeholder="All account managers"
              options={managers.map((m) => ({ value: m.id, text: m.email }))}
              selected={pendingManagers}
              onSelect={setPendingManagers}
              searchable
              {...filterListState(managerList, FILTER_LIST_TEXT.accountManagers)}
            />
          )}
          <Button
            appearance="primary"
            size="small"
            onClick={() => void update({ ...NO_DRILL, brands: pendingBrands, managers: pendingManagers })}
          >
            Apply Filters
          </Button>
        </div>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <SummaryCard filter={filter} />
          </div>
          <BrandsCard
            filter={filter}
            brand={state.brand}
            onBrand={(brand) => drillTo({ brand, sku: null })}
          />
          <BrandMetricCard filter={filter} spec={METRIC_CARDS.averageOrder} messages={INSIGHTS_MESSAGES} />
          <div className={styles.wide}>
            <HeatmapCard
              filter={filter}
              brand={state.brand}
              sku={state.sku}
              onDrill={(brand, sku) => drillTo({ brand, sku })}
            />
          </div>
          {RETURN_BY.map((returnBy) => {
            const key = returnBy === 'REASON' ? 'reason' : 'disposition';
            return (
              <ReturnsCard
                key={returnBy}
                filter={filter}
                returnBy={returnBy}
                value={state[key]}
                onValue={(value) => drillTo({ [key]: value })}
                onSku={(sku) => drillTo({ returnSku: sku, returnBy })}
              />
            );
          })}
          <BrandMetricCard filter={filter} spec={METRIC_CARDS.purchasers} messages={INSIGHTS_MESSAGES} />
          <BrandMetricCard filter={filter} spec={METRIC_CARDS.returnRate} messages={INSIGHTS_MESSAGES} />
          <BrandMetricCard filter={filter} spec={METRIC_CARDS.subAndSave} messages={INSIGHTS_MESSAGES} />
          <PromoCodesCard
            filter={filter}
            brand={state.promoBrand}
            onBrand={(promoBrand) => drillTo({ promoBrand })}
          />
        </div>
        {state.returnSku && (
          <ReturnLinesDialog
            filter={filter}
            sku={state.returnSku}
            returnBy={
              state.returnBy === 'DISPOSITION' ? 'DISPOSITION' : state.returnBy === 'REASON' ? 'REASON' : null
            }
            value={
              state.returnBy === 'DISPOSITION'
                ? state.disposition
                : state.returnBy === 'REASON'
                  ? state.reason
                  : null
            }
            onClose={() => drillTo({ returnSku: null, returnBy: null })}
          />
        )}
      </InsightsMarketplaceContext.Provider>
    </InsightsExportContext.Provider>
  );
}
