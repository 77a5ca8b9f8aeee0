import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Text, Title } from '@mantine/core';
import { grammarCheckAccess } from '@marginalia/contracts/grammar-check/grammar-check-access';
import { grammarCheckRoutes } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import { ArrowRightIcon, ChartIcon } from '../../components/icons';
import layout from '../../components/layout/layout.module.css';
import classes from './grammar-check-card.module.css';

/** The way to the grammar check from the dashboard and the home page; nothing when it is not open to the user. */
export function GrammarCheckCard() {
  const { t } = useTranslation('grammar-check');
  const user = useCurrentUser();
  const application = useApplication();
  const lp = useLocalePath();
  if (grammarCheckAccess(user, application) !== 'open') return null;
  return (
    <section className={`${layout.panel} ${classes.card}`} aria-labelledby="grammar-card-title" data-testid="grammar-check-card">
      <div className={classes.icon}>
        <ChartIcon size={22} />
      </div>
      <Title order={2} id="grammar-card-title" className={classes.title}>
        {t('card.title')}
      </Title>
      <Text className={classes.text}>{t('card.text')}</Text>
      <Button component={Link} to={lp(grammarCheckRoutes.list)} variant="light" rightSection={<ArrowRightIcon size={16} />}>
        {t('card.action')}
      </Button>
    </section>
  );
}
