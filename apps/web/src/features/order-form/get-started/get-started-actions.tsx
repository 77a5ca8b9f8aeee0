import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import { StepActions } from '../shell/step-actions';
import type { GetStartedSubmission } from './use-get-started-submission';

export interface GetStartedActionsProps {
  submission: GetStartedSubmission;
  /** Nothing to save yet (no goal, files still uploading, details being detected…). */
  disabled: boolean;
  /** Whether 'Help me decide' (service bundles) is offered beside 'Choose my services'. */
  bundlesOffered: boolean;
}

/**
 * 'Choose my services' (the form's submit) and, with bundles, 'Help me decide': while one saves, it spins
 * and the other waits.
 */
export function GetStartedActions({ submission, disabled, bundlesOffered }: GetStartedActionsProps) {
  const { t } = useTranslation('order-form');
  const { saving, bundlesRequested } = submission;
  return (
    <StepActions
      backTo={null}
      nextLabel={t('actions.chooseServices')}
      nextDisabled={disabled || (saving && bundlesRequested)}
      loading={saving && !bundlesRequested}
      error={submission.alert}
    >
      {bundlesOffered && (
        <Button
          type="button"
          variant="light"
          onClick={() => void submission.submit(true)}
          disabled={disabled || (saving && !bundlesRequested)}
          loading={saving && bundlesRequested}
        >
          {t('actions.helpMeDecide')}
        </Button>
      )}
    </StepActions>
  );
}
