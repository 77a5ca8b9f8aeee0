import { useParams } from 'react-router';
import { CustomerPage } from './customer-page';
import { CustomerSearchPage } from './customer-search-page';

/** The customer's identity in `/staff/customers/{identity}`, or null for the search page. */
export function customerIdentityOf(rest: string): string | null {
  const part = rest.split('/').filter(Boolean)[0];
  return part ? decodeURIComponent(part) : null;
}

/** /{lang}/staff/customers/*: the search, and one customer's page. */
export function CustomersArea() {
  const { '*': rest = '' } = useParams();
  const identity = customerIdentityOf(rest);
  return identity === null ? <CustomerSearchPage /> : <CustomerPage key={identity} identity={identity} />;
}
