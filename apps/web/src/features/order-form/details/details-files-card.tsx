import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import { stepUrl } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderForm, OrderFormFile } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useLocalePath } from '../../../lib/application-context';
import layout from '../../../components/layout/layout.module.css';
import shell from '../shell/order-form-shell.module.css';
import classes from './details.module.css';

const KINDS = ['main', 'figures', 'tables', 'references'] as const;

/**
 * The file card of the details step: what the order carries, by kind. Files are added and removed on
 * get started, where the uploader lives.
 */
export function DetailsFilesCard({ form }: { form: OrderForm }) {
  const { t } = useTranslation('order-summary');
  const lp = useLocalePath();
  const files: OrderFormFile[] = KINDS.flatMap((kind) => form.manuscripts[kind]);
  const changeUrl = form.reworkOf ? stepUrl('rework-get-started') : stepUrl('get-started');
  return (
    <section className={`${layout.panel} ${shell.stepCard}`} aria-labelledby="details-files-title" data-testid="details-files">
      <h2 id="details-files-title" className={shell.stepCardTitle}>
        {t('details.files.title')}
      </h2>
      <p className={classes.cardLead}>{t('details.files.lead')}</p>
      {files.length > 0 ? (
        <ul className={classes.fileList}>
          {files.map((file) => (
            <li key={file.id} className={classes.file}>
              <span className={classes.fileName}>{file.name}</span>
              <span className={classes.fileKind}>{t(`details.files.kind.${file.kind}`)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="gray.7">
          {form.uploadLater ? t('details.files.uploadLater') : t('details.files.none')}
        </Text>
      )}
      <Anchor component={Link} to={lp(changeUrl)} size="sm" fw={600} mt="sm" display="inline-block">
        {files.length > 0 ? t('details.files.change') : t('details.files.add')}
      </Anchor>
    </section>
  );
}
