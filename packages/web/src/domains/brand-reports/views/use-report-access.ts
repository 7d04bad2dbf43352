import { canAccessRoute } from '@portal/schema';
import { useAccessSubject } from '../../../app/routing/use-access-subject';

/** Which report screens the signed-in user may open (the same tables the route guard reads). */
export function useReportAccess(): { canView: boolean; canEdit: boolean } {
  const subject = useAccessSubject();
  return {
    canView: subject !== null && canAccessRoute(subject, 'brandReportView'),
    canEdit: subject !== null && canAccessRoute(subject, 'brandReportUpdate'),
  };
}
