import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor } from '@mantine/core';
import { SUBMIT_BASE } from '@marginalia/contracts/order-form/order-form.paths';
import { useLocalePath } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';

/** A continued submission: a warning with a link to /researcher/submit/reset to start over. */
export function ResumeWarning() {
  const { t } = useTranslation('order-form');
  const text = useMessageText();
  const lp = useLocalePath();
  return (
    <Alert color="amber" variant="light" role="status" data-testid="resume-warning">
      {text('order-form-resume-warning')}{' '}
      <Anchor component={Link} to={lp(`${SUBMIT_BASE}/reset`)} fw={600}>
        {t('resume.startOver')}
      </Anchor>
    </Alert>
  );
}
