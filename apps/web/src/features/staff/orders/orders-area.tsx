import { useParams } from 'react-router';
import { OrderQueuePage } from './queue-page';
import { WorkbenchPage } from './workbench-page';

/**
 * /{lang}/staff/orders/*: the queue, and an order's workbench at /staff/orders/{externalId}.
 * Matched here rather than with <Routes>, like the other areas; an
 * unknown number gets the API's order-not-found.
 */
export function OrdersArea() {
  const { '*': rest = '' } = useParams();
  const externalId = rest.replace(/\/+$/, '');
  if (externalId === '') return <OrderQueuePage />;
  return <WorkbenchPage key={externalId} externalId={externalId} />;
}
