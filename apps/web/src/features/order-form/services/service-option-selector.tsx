import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { OrderFormService, ServiceOption } from '@marginalia/contracts/order-form/order-form-view.contract';
import { parseWordCountInput } from '@marginalia/contracts/order-form/pricing/word-count';
import { filterFor, matchingOptions, singleMatch } from './service-option-filter';
import { useDeadlineText, useFormMoney } from './use-order-format';
import { SERVICES_NS } from './use-service-text';
import { useServiceName } from '../../../components/service-name';

interface ServiceOptionSelectorProps {
  service: OrderFormService;
  opened: boolean;
  /** The form's rush flag: only options of that kind are listed, so a count names one option. */
  rush: boolean;
  busy?: boolean;
  onClose: () => void;
  onDone: (option: ServiceOption, count: number) => void;
}

/**
 * Picks one option of a service with several: a filter by the count the service is priced by;
 * Done is enabled only when exactly one option matches.
 */
export function ServiceOptionSelector({ service, opened, rush, busy = false, onClose, onDone }: ServiceOptionSelectorProps) {
  const { t } = useTranslation(SERVICES_NS);
  const money = useFormMoney();
  const deadlineText = useDeadlineText();
  const serviceName = useServiceName();
  const basis = service.optionsDeterminedByCount;
  const filter = filterFor(basis);
  const [count, setCount] = useState<number | null>(service.quantity > 0 && basis !== 'words' ? service.quantity : null);
  const hasRushChoice = service.serviceOptions.some((option) => option.rush) && service.serviceOptions.some((option) => !option.rush);
  const filters = { count, rush: hasRushChoice ? rush : null };
  const matches = matchingOptions(service.serviceOptions, basis, filters);
  const single = singleMatch(service.serviceOptions, basis, filters);
  // A service with one fixed option needs no count; the others need the count the option was found by.
  const chosen = single && (filter === null || count !== null) ? { option: single, count: count ?? 1 } : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('selector.title', { service: serviceName(service.identity, service.name) })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {filter && (
          <TextInput
            label={t(`selector.filter.${filter}`)}
            inputMode="numeric"
            autoComplete="off"
            value={count === null ? '' : String(count)}
            onChange={(event) => setCount(parseWordCountInput(event.currentTarget.value))}
            data-autofocus
          />
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('selector.matches', { n: matches.length })}
        </Text>
        {matches.length > 0 && matches.length <= 6 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {matches.map((option) => (
              <Group key={option.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{t('selector.option', { low: option.lengthLow, high: option.lengthHigh, days: option.timeline })}</Text>
                <Text size="sm" fw={600}>
                  {money(option.price)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {single && <Text size="sm">{t('tile.returnedBy', { date: deadlineText(single.deadline) })}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={chosen === null} loading={busy} onClick={() => chosen && onDone(chosen.option, chosen.count)}>
            {t('selector.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
