import { routeUrl } from '../../app/navigation/route-url';

/** Typed link of the agency reports (spec 2 §2 'Agency Reports'). */
export const agencyReportsUrl = (search = '') => routeUrl('agencyReports', {}, search);
