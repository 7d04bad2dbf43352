import {
  Alert24Regular,
  AppsList24Regular,
  ArrowDownload24Regular,
  ArrowSync24Regular,
  ArrowUpload24Regular,
  Board24Regular,
  Box24Regular,
  BuildingShop24Regular,
  ChartMultiple24Regular,
  Circle24Regular,
  DataTrending24Regular,
  DocumentBulletList24Regular,
  Edit24Regular,
  History24Regular,
  Lightbulb24Regular,
  Megaphone24Regular,
  Money24Regular,
  Person24Regular,
  TextBulletListSquare24Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** Icon of each menu entry (by MenuEntry.id); shown alone when the drawer is collapsed. */
const ICONS: Record<string, ReactElement> = {
  dashboard: <Board24Regular />,
  account: <Person24Regular />,
  alerts: <Alert24Regular />,
  performance: <DataTrending24Regular />,
  performanceSales: <ChartMultiple24Regular />,
  performanceInsights: <Lightbulb24Regular />,
  advertising: <Megaphone24Regular />,
  brands: <BuildingShop24Regular />,
  brandsOverview: <AppsList24Regular />,
  asins: <Box24Regular />,
  agencyReports: <DocumentBulletList24Regular />,
  commissions: <Money24Regular />,
  listings: <TextBulletListSquare24Regular />,
  reflecting: <ArrowSync24Regular />,
  bulkEdit: <Edit24Regular />,
  upload: <ArrowUpload24Regular />,
  exports: <ArrowDownload24Regular />,
  variationThemes: <AppsList24Regular />,
  activity: <History24Regular />,
};

export const menuIcon = (entryId: string): ReactElement => ICONS[entryId] ?? <Circle24Regular />;
