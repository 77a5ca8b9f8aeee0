import { Navigate, useParams } from 'react-router';
import { useLocalePath } from '../../lib/application-context';
import { OrderDetailsPage } from './order-details-page';
import { parseOrderDetailsPath } from './order-details-rules';
import { ReworkSuccessPage } from './reedit/rework-success-page';

/**
 * /{lang}/researcher/details/* and /researcher/index/details/*: {externalId}/{status?}/{chatbot?}.
 * {externalId}/rework-success/{data?} is the rework request's success page. A path without a usable
 * order number goes back to the dashboard.
 */
export function OrderDetailsArea() {
  const { '*': rest = '' } = useParams();
  const lp = useLocalePath();
  const route = parseOrderDetailsPath(rest);
  if (!route) return <Navigate to={lp('/researcher')} replace />;
  if (route.reworkSuccess) return <ReworkSuccessPage externalId={route.externalId} data={route.reworkSuccess.data} />;
  return <OrderDetailsPage key={route.externalId} externalId={route.externalId} thankYou={route.thankYou} />;
}
