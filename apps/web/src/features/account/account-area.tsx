import { Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { useLocalePath } from '../../lib/application-context';
import { loadWebNamespace } from '../../lib/i18n';
import { AccountPage } from './account-page';
import { AddressEditPage } from './address-edit-page';
import { ConfirmEmailPage } from './confirm-email-page';

/** Fetches the account strings before the page shows. */
export async function accountStrings({ params }: LoaderFunctionArgs): Promise<null> {
  if (isSiteLanguage(params.lang)) await loadWebNamespace(params.lang, 'account');
  return null;
}

/**
 * The account area, by the rest of the path after account/: the page itself, the address list (the same
 * page, scrolled to its addresses), the address form at addresses/{id|new} and the e-mail change
 * confirmation. Matched here rather than with <Routes>, which would add router code to the entry bundle.
 */
export function AccountArea() {
  const { '*': rest = '' } = useParams();
  const lp = useLocalePath();
  const path = rest.replace(/\/+$/, '');
  if (path === '' || path === 'addresses') return <AccountPage />;
  const address = /^addresses\/([^/]+)$/.exec(path);
  if (address?.[1]) return <AddressEditPage key={address[1]} id={address[1]} />;
  const confirm = /^confirm-email\/([^/]+)$/.exec(path);
  if (confirm?.[1]) return <ConfirmEmailPage key={confirm[1]} secret={confirm[1]} />;
  return <Navigate replace to={lp('/account')} />;
}
