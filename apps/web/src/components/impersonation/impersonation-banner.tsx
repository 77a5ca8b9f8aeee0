import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import { staffCustomerPaths } from '@marginalia/contracts/staff/staff.paths';
import type { RedirectResponse } from '@marginalia/contracts/staff/staff-customers.contract';
import { api, isApiError } from '../../lib/api-client';
import { useCurrentUser, useUserName } from '../../lib/application-context';
import { handles } from '../../lib/request-failures';
import classes from './impersonation-banner.module.css';

/**
 * Shown at the very top of every page while a staff member acts as a customer: who they are
 * signed in as, on whose behalf, and "Leave", which ends the impersonation and reloads the app as the
 * staff member on the customer's page of the console.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('impersonation');
  const user = useCurrentUser();
  const userName = useUserName();
  const leave = useMutation({
    mutationFn: () => api.post<RedirectResponse>(staffCustomerPaths.endImpersonation),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: ({ redirectUri }) => window.location.assign(redirectUri),
  });
  const customer = userName || user.email || '';
  const staff = user.impersonatorName || user.impersonatorIdentity || '';
  return (
    <div className={classes.banner} role="region" aria-label={t('label')}>
      <p className={classes.text}>
        <span className={classes.icon} aria-hidden="true">
          ◉
        </span>
        {user.email ? t('signedInAs', { customer, email: user.email, staff }) : t('signedInAsNoEmail', { customer, staff })}
      </p>
      {leave.isError && (
        <p className={classes.error} role="alert">
          {isApiError(leave.error) && leave.error.message ? leave.error.message : t('leaveFailed')}
        </p>
      )}
      <Button size="xs" color="dark" variant="white" loading={leave.isPending || leave.isSuccess} onClick={() => leave.mutate()} className={classes.leave}>
        {t('leave')}
      </Button>
    </div>
  );
}
