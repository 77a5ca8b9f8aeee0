import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, Loader, Text } from '@mantine/core';
import classes from './order-form-shell.module.css';

/** 'Please wait while we load your order': shown until the form is there. */
export function OrderFormLoading() {
  const { t } = useTranslation('order-form');
  return (
    <Container size="lg" className={classes.loading} role="status" aria-live="polite">
      <Loader size="lg" aria-hidden="true" />
      <Text className={classes.loadingText}>{t('loading.order')}</Text>
    </Container>
  );
}

/** The form could not be loaded (the error modal has already said why); the user may try again. */
export function OrderFormLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('order-form');
  return (
    <Container size="sm" className={classes.loading}>
      <Alert color="red" variant="light" role="alert" title={t('loading.failedTitle')}>
        <Text mb="sm">{t('loading.failedText')}</Text>
        <Button size="xs" variant="light" onClick={onRetry} loading={retrying}>
          {t('loading.retry')}
        </Button>
      </Alert>
    </Container>
  );
}
