import { useTranslation } from 'react-i18next';
import { StaffDialog, type StaffDialogProps } from '../desk/staff-dialog';

export type CatalogueDialogProps = Omit<StaffDialogProps, 'cancelLabel' | 'submitLabel'>;

/** An editor of the catalogue (code, group, service, price): Cancel and Save. */
export function CatalogueDialog(props: CatalogueDialogProps) {
  const { t } = useTranslation('staff-catalogue');
  return <StaffDialog cancelLabel={t('common.cancel')} submitLabel={t('common.save')} {...props} />;
}
