import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container, Text, Title } from '@mantine/core';
import { useLocalePath } from '../../lib/application-context';
import { readErrorPageState } from '../../lib/error-page-state';
import { useDocumentTitle } from '../../components/use-document-title';
import classes from './errors.module.css';

/** /{lang}/error: the generic error page; shows the error's displayable message when navigation carried one. */
export function ErrorPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const lp = useLocalePath();
  useDocumentTitle(t('errorPage.title'));
  const error = readErrorPageState(location.state);
  const fromKey = error?.key && i18n.exists(error.key, { ns: 'messages' }) ? t(error.key, { ns: 'messages', ...error.params }) : null;
  const message = error?.message || fromKey || t('errorPage.generic');

  return (
    <Container size="sm" className={classes.page}>
      <p className={classes.code} aria-hidden="true">
        !
      </p>
      <Title order={1} className={classes.title}>
        {t('errorPage.title')}
      </Title>
      <Text className={classes.text} role="alert">
        {message}
      </Text>
      <div className={classes.actions}>
        <Button component={Link} to={lp('/')}>
          {t('errorPage.home')}
        </Button>
        <Button variant="default" onClick={() => window.history.back()}>
          {t('errorPage.back')}
        </Button>
      </div>
    </Container>
  );
}
