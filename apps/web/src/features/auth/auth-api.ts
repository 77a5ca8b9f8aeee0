import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  RegisterResponse,
  RegistrationFields,
  RequestPasswordResetRequest,
  RequestPasswordResetResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@marginalia/contracts/auth/auth.contract';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import type { CountriesResponse } from '@marginalia/contracts/reference/countries.contract';
import { COUNTRIES_PATH } from '@marginalia/contracts/reference/reference.paths';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { api } from '../../lib/api-client';
import { useSiteLanguage } from '../../lib/application-context';
import { handles } from '../../lib/request-failures';

/** The authentication calls. Forms show 4xx answers themselves; anything else opens the error modal. */

/**
 * Every call names the page language (`?language=`): the server answers its messages in it, and a new
 * account, a reset e-mail and the page after a reset use it, even when the language cookie says otherwise.
 */
export function authApi(language: SiteLanguage) {
  const query = { language };
  return {
    login: (body: LoginRequest) => api.post<LoginResponse>(AUTH_PATHS.login, body, { query }),
    register: (body: RegistrationFields) => api.post<RegisterResponse>(AUTH_PATHS.register, body, { query }),
    requestPasswordReset: (body: RequestPasswordResetRequest) => api.post<RequestPasswordResetResponse>(AUTH_PATHS.requestPasswordReset, body, { query }),
    resetPassword: (body: ResetPasswordRequest) => api.post<ResetPasswordResponse>(AUTH_PATHS.resetPassword, body, { query }),
    logout: () => api.post<LogoutResponse>(AUTH_PATHS.logout, undefined, { query }),
  };
}

const formErrors = { handledErrors: handles.clientErrors };

export const useLoginMutation = () => useMutation({ mutationFn: authApi(useSiteLanguage()).login, meta: formErrors });
export const useRegisterMutation = () => useMutation({ mutationFn: authApi(useSiteLanguage()).register, meta: formErrors });
export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: authApi(useSiteLanguage()).requestPasswordReset, meta: formErrors });
export const useResetPasswordMutation = () => useMutation({ mutationFn: authApi(useSiteLanguage()).resetPassword, meta: formErrors });

/** The country list of the registration form (public reference data; it changes only with a release). */
export function countriesQuery() {
  return queryOptions({
    queryKey: ['reference', 'countries'] as const,
    queryFn: ({ signal }) => api.get<CountriesResponse>(COUNTRIES_PATH, { signal }),
    staleTime: 60 * 60 * 1000,
    gcTime: 60 * 60 * 1000,
  });
}

/** The address that starts a sign-in at another provider (a browser navigation, not a fetch). */
export function providerStartUrl(providerId: string, redirect: string | null, origin: string | null): string {
  const query = new URLSearchParams();
  if (redirect) query.set('redirect', redirect);
  if (origin) query.set('origin', origin);
  const text = query.toString();
  return `${AUTH_PATHS.providerStart(providerId)}${text ? `?${text}` : ''}`;
}
