import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Group, Loader, Modal, Text } from '@mantine/core';
import type { DigitalEdit } from '@marginalia/contracts/digital/digital-editing.contract';
import { digitalEditingPaths } from '@marginalia/contracts/digital/digital.paths';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { useApplication, useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useMessageText } from '../../components/form-messages';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { ArchiveEditDialog } from './archive-edit-dialog';
import { editQuery } from './editing-api';
import { useEditingPaths } from './editing-paths';
import { countedCategories, total } from './editing-rules';
import digital from '../../components/digital-product/digital-product.module.css';
import classes from './digital-editing.module.css';

/**
 * /{lang}/researcher/digital-editing/details/{identity}: one edit — its file, download and delete, what the
 * automated editing did, and the next steps (professional editing with the manuscript attached; preprints).
 * Back returns to the list where the researcher was; an edit the search does not find leads to the list.
 */
export function EditDetailsPage({ identity }: { identity: string }) {
  const { t } = useTranslation('digital-editing');
  const paths = useEditingPaths();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.list;
  const query = useQuery(editQuery(identity));
  const edit = query.data?.results[0];
  useDocumentTitle(edit?.file ?? t('details.title'));

  if (query.isSuccess && !edit) return <Navigate replace to={paths.list} />;
  return (
    <Page size="md">
      <Anchor component={Link} to={from} className={classes.back} data-testid="edit-back">
        {t('details.back')}
      </Anchor>
      <PageHeader title={edit?.file ?? t('details.title')} lead={t('details.lead')} titleClassName={digital.fileName} />
      {query.isPending ? (
        <Loader aria-label={t('page.loading')} />
      ) : query.isError || !edit ? (
        <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <EditDetails edit={edit} listPath={from} />
      )}
    </Page>
  );
}

function EditDetails({ edit, listPath }: { edit: DigitalEdit; listPath: string }) {
  const { t } = useTranslation('digital-editing');
  const text = useMessageText();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const preprintUrl = useApplication().config.links.preprint;
  const [confirming, setConfirming] = useState(false);
  const changes = total(edit.changes);
  const comments = total(edit.suggestions);

  return (
    <div className={classes.main}>
      <PanelSection className={digital.panel} titleId="edit-file" title={t('details.file')}>
        <dl className={classes.facts}>
          <dt>{t('details.fileName')}</dt>
          <dd>{edit.file}</dd>
          <dt>{t('details.fileType')}</dt>
          <dd>{edit.fileType.toUpperCase()}</dd>
          <dt>{t('details.uploaded')}</dt>
          <dd>{formatDate(new Date(edit.createdAt), user.timeZone, language)}</dd>
          <dt>{t('details.style')}</dt>
          <dd>{t(`styles.${edit.styleOfEnglish}`)}</dd>
          <dt>{t('details.words')}</dt>
          <dd>{edit.wordCount.toLocaleString(bcp47(language))}</dd>
        </dl>
        <Group mt="md">
          {edit.completed && (
            <Button component="a" href={digitalEditingPaths.download(edit.identity)} download data-testid="edit-details-download">
              {t('list.download')}
            </Button>
          )}
          {!edit.processing && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)} data-testid="edit-details-delete">
              {t('details.delete')}
            </Button>
          )}
        </Group>
        <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('list.archiveTitle')} centered>
          <ArchiveEditDialog edit={edit} onDone={() => setConfirming(false)} afterArchive={() => void navigate(listPath, { replace: true })} />
        </Modal>
      </PanelSection>

      <PanelSection className={digital.panel} titleId="edit-result" title={t('details.resultTitle')}>
        {edit.processing && (
          <Alert color="blue" variant="light" role="status">
            {t('list.processingHint')}
          </Alert>
        )}
        {edit.failed && (
          <Alert color="red" variant="light" role="alert">
            {text('automated-edit-failure')}
          </Alert>
        )}
        {edit.completed && (
          <div data-testid="edit-result">
            <Text fw={600}>{t('details.changes', { count: changes })}</Text>
            <ul className={classes.counts}>
              {countedCategories(edit.changes).map(({ category, count }) => (
                <li key={category}>{t('details.category', { category: t(`categories.${category}`), count })}</li>
              ))}
            </ul>
            <Text fw={600} mt="sm">
              {t('details.comments', { count: comments })}
            </Text>
            {(edit.protectedSkipped ?? 0) > 0 && (
              <Text size="sm" mt="sm">
                {t('details.protected', { count: edit.protectedSkipped ?? 0 })}
              </Text>
            )}
            <Text size="sm" mt="sm">
              {t('details.howToReview')}
            </Text>
          </div>
        )}
      </PanelSection>

      <PanelSection className={digital.panel} titleId="edit-next" title={t('next.title')}>
        <Text fw={600}>{t('next.professionalTitle')}</Text>
        <Text size="sm" mb="sm">
          {t('next.professionalText')}
        </Text>
        {!edit.processing && (
          <Button component="a" href={`${digitalEditingPaths.orderForm(edit.identity)}?language=${language}`} variant="light" data-testid="edit-order-professional">
            {t('next.professionalButton')}
          </Button>
        )}
        <Text fw={600} mt="lg">
          {t('next.preprintTitle')}
        </Text>
        <Text size="sm">{t('next.preprintText')}</Text>
        {preprintUrl && (
          <Anchor href={preprintUrl} target="_blank" rel="noopener">
            {t('next.preprintLink')}
          </Anchor>
        )}
      </PanelSection>
    </div>
  );
}
