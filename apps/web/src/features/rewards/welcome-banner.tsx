import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Text } from '@mantine/core';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import { SparkIcon } from '../../components/icons';

/**
 * The welcome banner of a preferred group's member whose discount is still unused (no order yet): the
 * group's own greeting when staff wrote one in this language, else ours, with the discount and a way to use it.
 */
export function WelcomeBanner() {
  const { t } = useTranslation('rewards');
  const { preferredGroup } = useApplication();
  const user = useCurrentUser();
  const lp = useLocalePath();
  if (!preferredGroup || preferredGroup.discountUsed) return null;
  const group = user.preferredGroup;
  const name = group?.name ?? preferredGroup.code;
  return (
    <Alert color="teal" variant="light" icon={<SparkIcon />} title={t('welcome.title', { group: name })} data-testid="welcome-banner">
      <Text size="sm">{preferredGroup.greetingText || t('welcome.text', { group: name, percent: group?.discount ?? 0 })}</Text>
      <Text size="sm" mt={4}>
        {t('welcome.code', { code: preferredGroup.code })}{' '}
        <Anchor component={Link} to={lp('/researcher/submit/get-started')} size="sm" fw={600}>
          {t('welcome.start')}
        </Anchor>
      </Text>
    </Alert>
  );
}
