// The shared UI kit: every screen builds from these.

export { AddressStateProvider } from './address-state/AddressStateProvider';
export { parseAsList, parseAsNumberOf, parseAsPage, parseAsStringWhere } from './address-state/parsers';
export {
  type AddressStateChange,
  type AddressStateOptions,
  useAddressState,
} from './address-state/use-address-state';
export { SEARCH_DELAY_MS, useTypedSearch } from './address-state/use-typed-search';
export { ColumnChooser, type ColumnChooserProps } from './data-table/ColumnChooser';
export {
  defaultLayout,
  moveColumn,
  normalizeLayout,
  setColumnVisible,
  visibleColumns,
} from './data-table/column-layout';
export { downloadCsv, toCsv } from './data-table/csv';
export { DataTable, type DataTableProps, type DataTableSearch } from './data-table/DataTable';
export { Pagination, type PaginationProps } from './data-table/Pagination';
export {
  memoryTableLayoutStore,
  TableLayoutStoreProvider,
  type TableLayoutStoreProviderProps,
  useTableLayoutStore,
} from './data-table/table-layout-store';
export {
  cellText,
  cellValue,
  columnKey,
  type DataTableColumn,
  type SortDirection,
  type TableLayout,
  type TableLayoutStore,
} from './data-table/types';
export { type UseTableLayoutResult, useTableLayout } from './data-table/use-table-layout';
export { DatePresetBar, type DatePresetBarProps } from './date-range/DatePresetBar';
export { DateRangeBar, type DateRangeBarProps } from './date-range/DateRangeBar';
export {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  DATE_RANGE_AFTER_TODAY_MESSAGE,
  DATE_RANGE_REVERSED_MESSAGE,
  type DatePreset,
  type DateRange,
  DEFAULT_DATE_PRESET,
  endsAfterToday,
  formatIsoDay,
  type LocalDayRange,
  parseIsoDay,
  parsePreset,
  presetLocalDayRange,
  previousLocalDayRange,
  type RangePreset,
} from './date-range/presets';
export {
  type DateRangeParams,
  resolveDateRangeParams,
  type UseDateRangeParamsOptions,
  useDateRangeParams,
} from './date-range/use-date-range-params';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { openDownload } from './download/open-download';
export type { CellEditor, CellOption } from './editable-grid/cell-editors';
export { EditableGrid, type EditableGridColumn, type EditableGridProps } from './editable-grid/EditableGrid';
export { FILTER_LIST_TEXT, type FilterListState, filterListState } from './filters/filter-list-state';
export { MarketplaceSelect, type MarketplaceSelectProps } from './filters/MarketplaceSelect';
export {
  type FilterOption,
  MultiFilter,
  type MultiFilterProps,
  SEARCH_FROM_OPTIONS,
} from './filters/MultiFilter';
export { type AxisFormat, axisIdOf, chartAxes } from './metric-chart/chart-axes';
export {
  bucketsOf,
  CHART_GRAIN_LABELS,
  CHART_GRAINS,
  type ChartBucket,
  type ChartGrain,
  defaultChartGrain,
  grainStart,
  isChartGrain,
} from './metric-chart/chart-grain';
export {
  type ChartInterval,
  chartInterval,
  dayRangeInterval,
  formatChartLabel,
  keywordChartInterval,
} from './metric-chart/chart-interval';
export {
  type ChartPoint,
  isChartEmpty,
  MetricChart,
  type MetricChartMetric,
  type MetricChartProps,
  type MetricChartType,
} from './metric-chart/MetricChart';
export { PageHeader, type PageHeaderBreadcrumb, type PageHeaderProps } from './page-header/PageHeader';
export { PRODUCT_TITLE, pageTitle, usePageTitle } from './page-title/use-page-title';
export { EmptyState, type EmptyStateProps } from './states/EmptyState';
export { ErrorState, type ErrorStateProps } from './states/ErrorState';
export { FORBIDDEN_MESSAGE, ForbiddenState, type ForbiddenStateProps } from './states/ForbiddenState';
export { LoadingState, type LoadingStateProps } from './states/LoadingState';
export { SLOW_HINT_DELAY_MS, SLOW_HINT_TEXT, SlowHint, type SlowHintProps } from './states/SlowHint';
export {
  flooredFormatOf,
  flooredMoney,
  formatAxisTick,
  formatMetricValue,
  formatPercentChange,
  type MetricFormat,
  metricFormatOf,
  NOT_AVAILABLE,
} from './summary-tiles/format-metric';
export { percentChange } from './summary-tiles/percent-change';
export { type SummaryTileMetric, SummaryTiles, type SummaryTilesProps } from './summary-tiles/SummaryTiles';
export { errorText } from './toasts/error-text';
export { type Notify, ToastProvider, type ToastProviderProps, useNotify } from './toasts/ToastProvider';
