import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import type { OrderFormFile } from '@marginalia/contracts/order-form/order-form-view.contract';
import { fileExtension } from '../../../components/uploads/upload-rules';
import classes from './get-started.module.css';

interface ManuscriptDetailsCardProps {
  file: OrderFormFile | undefined;
  languageName: string | null;
  wordCount: number | null;
  onEdit: () => void;
}

/** The detected manuscript details: file name, file type, language and word count, with an Edit link. */
export function ManuscriptDetailsCard({ file, languageName, wordCount, onEdit }: ManuscriptDetailsCardProps) {
  const { t, i18n } = useTranslation('order-form');
  const type = file ? fileExtension(file.name).replace('.', '').toUpperCase() || file.type : '';
  const items: { term: string; value: string }[] = [
    { term: t('card.fileName'), value: file?.name ?? '—' },
    { term: t('card.fileType'), value: type || '—' },
    { term: t('card.language'), value: languageName ?? '—' },
    { term: t('card.wordCount'), value: wordCount === null ? '—' : new Intl.NumberFormat(i18n.language).format(wordCount) },
  ];
  return (
    <section aria-labelledby="manuscript-details-title" data-testid="manuscript-details-card">
      <div className={classes.cardHead}>
        <Text id="manuscript-details-title" fw={650}>
          {t('card.title')}
        </Text>
        <Anchor component="button" type="button" onClick={onEdit} fw={600} size="sm" aria-label={t('card.editLabel')}>
          {t('card.edit')}
        </Anchor>
      </div>
      <dl className={classes.card}>
        {items.map((item) => (
          <div key={item.term}>
            <dt className={classes.cardTerm}>{item.term}</dt>
            <dd className={classes.cardValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
