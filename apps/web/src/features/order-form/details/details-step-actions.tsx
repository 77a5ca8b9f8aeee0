import { useTranslation } from 'react-i18next';
import { StepActions } from '../shell/step-actions';

interface DetailsStepActionsProps {
  /** The id of the <form> Next submits (the row sits below the form). */
  form: string;
  /** Back runs this (PUT step to the previous step); hidden when absent. */
  onBack?: () => void;
  backLoading?: boolean;
  nextLoading?: boolean;
  nextLabel?: string;
  /** A failed save's message: the user stays on the step with the error. */
  error?: string | null;
}

/** The Back / Next row of the details and duplicate-order screens: the steps' row, with a larger Next. */
export function DetailsStepActions({ form, onBack, backLoading = false, nextLoading = false, nextLabel, error = null }: DetailsStepActionsProps) {
  const { t } = useTranslation('order-summary');
  return (
    <StepActions
      form={form}
      onBack={onBack}
      backTo={null}
      backLabel={t('common.back')}
      backLoading={backLoading}
      nextLabel={nextLabel ?? t('common.next')}
      nextSize="md"
      loading={nextLoading}
      error={error}
    />
  );
}
