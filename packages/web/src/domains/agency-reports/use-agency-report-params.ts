import { parseAsList, useAddressState } from '../../ui';

/** The chosen report types (their ids), kept in the address so a view can be shared; dates: useDateRangeParams. */
export const AGENCY_REPORT_PARAMS = { types: parseAsList.withDefault([]) };

export const useAgencyReportParams = () => useAddressState(AGENCY_REPORT_PARAMS);
