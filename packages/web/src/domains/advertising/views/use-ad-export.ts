import { type AdType, MARKETPLACES, MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { AdPerformanceFilter } from '../../../gql/graphql';
import { useDownloadAdPerformanceMutation } from '../../../gql/hooks';
import { openDownload, useNotify } from '../../../ui';
import { GQL_AD_TYPE } from '../ad-metrics';

/** The CSV export of spec 1 §4.7: a false status shows the server's message as an error. */
export function useAdExport(adType: AdType, filter: AdPerformanceFilter) {
  const notify = useNotify();
  const [download] = useDownloadAdPerformanceMutation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const { page, pageSize, ...rest } = filter;
      const marketplaceName = MARKETPLACES.find((m) => m.marketplaceId === filter.marketplaceId)?.name;
      const { data } = await download({
        variables: { adType: GQL_AD_TYPE[adType], filter: rest, marketplaceName },
      });
      const answer = data?.downloadAdPerformance;
      if (answer?.status) {
        openDownload(answer.message);
        notify.success(MESSAGES.advertisingPerformanceDownloaded);
      } else {
        notify.error(answer?.message || MESSAGES.unableToDownloadAdvertisingPerformance);
      }
    } catch (error) {
      notify.error(MESSAGES.unableToDownloadAdvertisingPerformance, errorMessage(error, ''));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
