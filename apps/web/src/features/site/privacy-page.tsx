import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { accountDataExportPath } from '@marginalia/contracts/account/account.paths';
import { sitePageRoutes } from '@marginalia/contracts/support/support.paths';
import { useCurrentUser, useLocalePath } from '../../lib/application-context';
import { LegalDocument } from './legal-document';
import classes from './site.module.css';

/**
 * /{lang}/privacy: the privacy policy, accepted at registration, with what it promises made real: the data
 * download and the deletion of the account (tied to its closure on the account page).
 */
export function PrivacyPage() {
  const { t } = useTranslation('site');
  const user = useCurrentUser();
  const lp = useLocalePath();
  return (
    <LegalDocument document="privacy">
      <section className={classes.dataBox} aria-labelledby="your-data">
        <Title order={2} size="h4" id="your-data">
          {t('data.title')}
        </Title>
        {user.loggedIn && user.identity ? (
          <>
            <Text size="sm">{t('data.signedIn')}</Text>
            <Group gap="sm">
              <Button component="a" href={accountDataExportPath(user.identity)} download variant="filled" size="sm" data-testid="data-download">
                {t('data.download')}
              </Button>
              <Button component={Link} to={lp('/account#account-close-title')} variant="outline" color="red" size="sm">
                {t('data.delete')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">
            {t('data.visitor')}{' '}
            <Anchor component={Link} to={lp(`/login?redirect=${encodeURIComponent(lp(sitePageRoutes.privacy))}`)} size="sm" underline="always">
              {t('data.signIn')}
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} to={lp(sitePageRoutes.contact)} size="sm" underline="always">
              {t('data.write')}
            </Anchor>
          </Text>
        )}
      </section>
    </LegalDocument>
  );
}
