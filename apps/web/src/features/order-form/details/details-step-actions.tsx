import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mantine/core';
import classes from './details.module.css';

interface DetailsStepActionsProps {
  /** The id of the <form> Next submits (the row sits below the form). */
  form: string;
  /** Back runs this (PUT step to the previous step); hidden when absent. */
  onBack?: () => void;
  backLoading?: boolean;
  nextLoading?: boolean;
  nextLabel?: string;
  /** A failed save's message: the user stays on the step with the error (spec 2 §4). */
  error?: string | null;
}

/** The Back / Next row of the details and duplicate-order screens. */
export function DetailsStepActions({ form, onBack, backLoading = false, nextLoading = false, nextLabel, error = null }: DetailsStepActionsProps) {
  const { t } = useTranslation('order-summary');
  return (
    <div className={classes.actions}>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <div className={classes.actionsRow}>
        {onBack && (
          <Button variant="default" onClick={onBack} loading={backLoading} disabled={nextLoading}>
            {t('common.back')}
          </Button>
        )}
        <Button type="submit" form={form} size="md" loading={nextLoading} disabled={backLoading} className={classes.actionsNext}>
          {nextLabel ?? t('common.next')}
        </Button>
      </div>
    </div>
  );
}
