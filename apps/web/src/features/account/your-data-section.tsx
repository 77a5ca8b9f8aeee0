import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Group } from '@mantine/core';
import type { Account } from '@marginalia/contracts/account/account.contract';
import { accountDataExportPath } from '@marginalia/contracts/account/account.paths';
import { PanelSection } from '../../components/layout/panel-section';
import { useLocalePath } from '../../lib/application-context';
import classes from './account.module.css';

/** The data download the privacy policy promises: everything kept about the person, as one JSON file. */
export function YourDataSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  return (
    <PanelSection className={classes.section} titleId="account-data-title" title={t('data.title')} lead={t('data.lead')}>
      <Group gap="md">
        <Button component="a" href={accountDataExportPath(account.identity)} download variant="light" data-testid="account-data-download">
          {t('data.download')}
        </Button>
        <Anchor component={Link} to={lp('/privacy')} size="sm">
          {t('data.policy')}
        </Anchor>
      </Group>
    </PanelSection>
  );
}
