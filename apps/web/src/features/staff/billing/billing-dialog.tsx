import { useTranslation } from 'react-i18next';
import { StaffDialog, type StaffDialogProps } from '../desk/staff-dialog';

export type BillingDialogProps = Omit<StaffDialogProps, 'centered' | 'closeLabel' | 'cancelLabel' | 'buttonsGap'>;

/** The payment and fapiao desks' dialogs: centered, with a named close button and Cancel. */
export function BillingDialog(props: BillingDialogProps) {
  const { t } = useTranslation('staff-billing');
  return <StaffDialog centered closeLabel={t('common.close')} cancelLabel={t('common.cancel')} buttonsGap="sm" {...props} />;
}
