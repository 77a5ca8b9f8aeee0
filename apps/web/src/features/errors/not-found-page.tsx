import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container, Text, Title } from '@mantine/core';
import { useCurrentUser, useLocalePath } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import classes from './errors.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const lp = useLocalePath();
  useDocumentTitle(t('notFound.title'));

  return (
    <Container size="sm" className={classes.page}>
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <Title order={1} className={classes.title}>
        {t('notFound.title')}
      </Title>
      <Text className={classes.text}>{t('notFound.text')}</Text>
      <div className={classes.actions}>
        <Button component={Link} to={lp('/')}>
          {t('notFound.home')}
        </Button>
        {user.loggedIn && (
          <Button component={Link} to={lp('/researcher')} variant="default">
            {t('notFound.myOrders')}
          </Button>
        )}
      </div>
    </Container>
  );
}
