import { Navigate, useParams } from 'react-router';
import { useLocalePath } from '../../app/application-context';
import { OrderDetailsPage } from './order-details-page';
import { parseOrderDetailsPath } from './order-details-rules';

/**
 * /{lang}/researcher/details/* and /researcher/index/details/* (spec 1 §2): {externalId}/{status?}/{chatbot?}.
 * A path without a usable order number goes back to the dashboard.
 */
export function OrderDetailsArea() {
  const { '*': rest = '' } = useParams();
  const lp = useLocalePath();
  const route = parseOrderDetailsPath(rest);
  if (!route) return <Navigate to={lp('/researcher')} replace />;
  return <OrderDetailsPage key={route.externalId} externalId={route.externalId} thankYou={route.thankYou} />;
}
