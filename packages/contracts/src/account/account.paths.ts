import { apiPath } from '../http/api-path';

/**
 * Account calls (account.contract.ts). `:id` of update-details is the signed-in user's identity; the
 * address paths are ours (see apps/api/src/features/account/README.md). Zod-free for cheap imports.
 */
export const ACCOUNT_PATH = '/api/account';
/** A browser navigation: redirects to the user's localization's site, a visitor to login. */
export const ACCOUNT_REDIRECT_PATH = '/api/account/redirect';
export const ACCOUNT_ADDRESSES_PATH = '/api/account/addresses';
export const accountUpdateDetailsPath = apiPath('/api/account/:id/update-details');
export const accountAddressPath = apiPath('/api/account/addresses/:id');
export const confirmEmailPath = apiPath('/api/account/confirm-email/:secret');
/** GET: the signed-in user's data download (a JSON file; path ours, see the account README). */
export const accountDataExportPath = apiPath('/api/account/:id/data-export');
