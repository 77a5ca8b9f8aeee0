import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container, Text, Title } from '@mantine/core';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { decodeReceivedFiles } from '@marginalia/contracts/orders/rework-success';
import { useLocalePath } from '../../../lib/application-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import classes from '../orders.module.css';

/**
 * /researcher/details/{externalId}/rework-success/{data?}: the rework request
 * was received; the files (identity and name) come from the encoded data parameter. Close → home page.
 */
export function ReworkSuccessPage({ externalId, data }: { externalId: string; data: string | undefined }) {
  const { t } = useTranslation('reedit');
  const lp = useLocalePath();
  useDocumentTitle(t('success.documentTitle'));
  const files = decodeReceivedFiles(data);
  return (
    <Container size="sm" className={classes.page} data-testid="rework-success">
      <header className={classes.head}>
        <Title order={1} className={classes.title}>
          {t('success.title')}
        </Title>
        <Text className={classes.number}>{t('success.order', { externalId })}</Text>
      </header>
      <section className={classes.card} aria-labelledby="rework-files">
        <Text mb="md">{t('success.text')}</Text>
        <h2 id="rework-files" className={classes.cardTitle}>
          {t('success.filesTitle')}
        </h2>
        {files.length === 0 ? (
          <Text c="dimmed" data-testid="rework-no-files">
            {t('success.noFiles')}
          </Text>
        ) : (
          <ul className={classes.plainList} data-testid="rework-files">
            {files.map((file) => (
              <li key={file.identity}>{file.name}</li>
            ))}
          </ul>
        )}
      </section>
      <div>
        <Button component={Link} to={lp('/')} mt="lg" data-testid="rework-close">
          {t('success.close')}
        </Button>{' '}
        <Button component={Link} to={lp(orderRoutes.details(externalId))} mt="lg" variant="default">
          {t('success.viewOrder')}
        </Button>
      </div>
    </Container>
  );
}
