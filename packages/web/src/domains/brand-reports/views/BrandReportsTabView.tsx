import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /brands/{id}/reports (spec 1 §5 and spec 2's route table name it and describe nothing; the brand
 * sub-menu's Monthly Reports entry opens /brandreports/{id}): one list of a brand's monthly reports,
 * so an old or shared link to the tab lands on it (docs/decisions/0589). Everyone the tab's route
 * admits may open the list.
 */
export function BrandReportsTabView() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/brandreports/${encodeURIComponent(id)}${search}`} replace />;
}
