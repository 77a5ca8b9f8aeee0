import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Overlay.css';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { PROMO_CODE_MAX } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useCurrentUser, useSiteLanguage } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { usePromotionalBenefits } from './summary-api';
import { benefitEntries, normalisePromoCode, type BenefitEntry } from './summary-rules';
import type { PromoCodes, PromoCodeSource } from './use-promo-codes';
import { useDisplayTimeZone } from '../use-display-time-zone';
import classes from './order-summary.module.css';

interface PromoCodeModalProps {
  form: OrderForm;
  opened: boolean;
  onClose: () => void;
  promoCodes: PromoCodes;
}

/** 'Apply promo code': a code input, and the codes that apply to this order. */
export function PromoCodeModal({ form, opened, onClose, promoCodes }: PromoCodeModalProps) {
  const { t } = useTranslation('order-summary');
  const text = useMessageText();
  const user = useCurrentUser();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [source, setSource] = useState<PromoCodeSource | null>(null);
  const benefits = usePromotionalBenefits(form.id, opened);
  const entries = benefitEntries(benefits.data?.benefits ?? [], form.discounts);
  const busy = promoCodes.pendingCode !== null;

  const close = () => {
    setCode('');
    setFieldError(null);
    setAlert(null);
    onClose();
  };

  const apply = async (value: string, from: PromoCodeSource) => {
    setAlert(null);
    setSource(from);
    const outcome = await promoCodes.apply(value, from);
    setSource(null);
    if (outcome.ok) close();
    else if (outcome.error) setAlert(outcome.error);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = normalisePromoCode(code);
    if (trimmed === '' || trimmed.length > PROMO_CODE_MAX) {
      setFieldError(text('promo-code-required'));
      return;
    }
    setFieldError(null);
    void apply(trimmed, 'typed');
  };

  return (
    <Modal opened={opened} onClose={close} title={t('promo.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        {user.loggedIn && user.email && (
          <Text size="sm" c="gray.7">
            {t('promo.account', { email: user.email })}
          </Text>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('promo.codeLabel')}
              placeholder={t('promo.codePlaceholder')}
              required
              autoComplete="off"
              maxLength={PROMO_CODE_MAX}
              value={code}
              error={fieldError}
              onChange={(event) => setCode(event.currentTarget.value)}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button type="submit" mt={25} loading={busy && source === 'typed'} disabled={busy && source !== 'typed'}>
              {t('promo.apply')}
            </Button>
          </Group>
        </form>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        {entries.length > 0 && (
          <BenefitList form={form} entries={entries} busyCode={source === 'list' ? promoCodes.pendingCode : null} disabled={busy} onApply={(value) => void apply(value, 'list')} />
        )}
      </Stack>
    </Modal>
  );
}

interface BenefitListProps {
  form: OrderForm;
  entries: BenefitEntry[];
  busyCode: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
}

/** The promotional codes this order qualifies for (visibleDiscountList rules), each applicable with one click. */
function BenefitList({ form, entries, busyCode, disabled, onApply }: BenefitListProps) {
  const { t } = useTranslation('order-summary');
  const language = useSiteLanguage();
  const timeZone = useDisplayTimeZone();
  return (
    <section aria-labelledby="promo-benefits-title">
      <Text id="promo-benefits-title" fw={650} size="sm" mb={8}>
        {t('promo.availableTitle')}
      </Text>
      <ul className={classes.benefits}>
        {entries.map((entry) => (
          <li key={entry.code} className={classes.benefit}>
            <div>
              <Text fw={700} size="sm">
                {entry.code}
                <Text span size="sm" c="teal.8" fw={600} ml={8}>
                  {entry.percentBased ? t('promo.percentOff', { percent: entry.amount }) : t('promo.amountOff', { amount: formatMoney(entry.amount, form.currency) })}
                </Text>
              </Text>
              {entry.description && (
                <Text size="xs" c="gray.7">
                  {entry.description}
                </Text>
              )}
              {entry.endDate && (
                <Text size="xs" c="gray.7">
                  {t('promo.endsOn', { date: formatDate(new Date(entry.endDate), timeZone, language) })}
                </Text>
              )}
            </div>
            {entry.alreadyOnOrder ? (
              <Text size="xs" fw={600} c="teal.8">
                {t('promo.onOrder')}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="light"
                color="teal"
                loading={busyCode === entry.code}
                disabled={disabled && busyCode !== entry.code}
                onClick={() => onApply(entry.code)}
                aria-label={t('promo.applyCode', { code: entry.code })}
              >
                {t('promo.apply')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
