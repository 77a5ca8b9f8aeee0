import { useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, type MantineSize } from '@mantine/core';
import { useLocalePath } from '../../../lib/application-context';
import { OrderFormContext } from '../order-form-api';
import { previousStepUrl } from './step-rules';
import { useSubmitPage } from './submit-page-context';
import classes from './order-form-shell.module.css';

export interface StepActionsProps {
  /**
   * Where Back leads, as an app path without the language prefix ('/researcher/submit/get-started').
   * Default: the step before the page's own step in steps.list (details for duplicate-order). `null` hides Back.
   */
  backTo?: string | null;
  /** Back as a button running this instead of a link (e.g. closing an inner form); wins over backTo. */
  onBack?: () => void;
  /** Default 'Back'. */
  backLabel?: string;
  /** Back's own save is running (e.g. PUT step): Back shows a spinner. */
  backLoading?: boolean;
  /** Default 'Next'. */
  nextLabel?: string;
  /** Runs on a click of Next (a `type="button"` button). Without it, Next submits. */
  onNext?: () => void;
  /** The id of the <form> Next submits when the actions are rendered outside it. */
  form?: string;
  nextDisabled?: boolean;
  /** Next's size; Mantine's default when left out. */
  nextSize?: MantineSize;
  /** Saving: Next shows a spinner and does not react. */
  loading?: boolean;
  /** A failed save's message, shown above the buttons (the user stays on the step with the error). */
  error?: string | null;
  /** Hides Next (a page whose only way on is elsewhere). */
  hideNext?: boolean;
  /** More buttons, placed before Next (e.g. 'Help me decide'). */
  children?: ReactNode;
}

/** The Back / Next row at the bottom of every step. */
export function StepActions({
  backTo,
  onBack,
  backLabel,
  backLoading = false,
  nextLabel,
  onNext,
  form,
  nextDisabled = false,
  nextSize,
  loading = false,
  error = null,
  hideNext = false,
  children,
}: StepActionsProps) {
  const { t } = useTranslation('order-form');
  const lp = useLocalePath();
  const orderForm = useContext(OrderFormContext);
  const page = useSubmitPage();
  const defaultBack = orderForm ? (page ? previousStepUrl(orderForm.steps, page) : (orderForm.steps.previous?.url ?? null)) : null;
  const backPath = backTo === undefined ? defaultBack : backTo;
  const back = backLabel ?? t('actions.back');

  return (
    <div className={classes.actions}>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <div className={classes.actionsRow}>
        {onBack ? (
          <Button variant="default" onClick={onBack} disabled={loading} loading={backLoading}>
            {back}
          </Button>
        ) : (
          backPath !== null && (
            <Button variant="default" component={Link} to={lp(backPath)}>
              {back}
            </Button>
          )
        )}
        <div className={classes.actionsEnd}>
          {children}
          {!hideNext && (
            <Button
              type={onNext ? 'button' : 'submit'}
              form={onNext ? undefined : form}
              onClick={onNext}
              disabled={nextDisabled || backLoading}
              size={nextSize}
              loading={loading}
            >
              {nextLabel ?? t('actions.next')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
