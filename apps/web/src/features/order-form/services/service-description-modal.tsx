import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Text } from '@mantine/core';
import { companyYears } from './company-age';
import type { DescriptionEntry } from './service-descriptions';
import { SERVICES_NS } from './use-service-text';

interface ServiceDescriptionModalProps {
  /** The entry to show; null keeps the modal closed. */
  entry: DescriptionEntry | null;
  onClose: () => void;
}

/** One of the 22 service descriptions, opened from a feature bullet of a tile. */
export function ServiceDescriptionModal({ entry, onClose }: ServiceDescriptionModalProps) {
  const { t } = useTranslation(SERVICES_NS);
  const years = useMemo(() => companyYears(), []);
  // Keep the last entry while the modal fades out, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<DescriptionEntry | null>(entry);
  if (entry !== null && entry !== shown) setShown(entry);
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      centered
      size="lg"
      title={shown ? t(`description.${shown}.title`, { years }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="service-description-modal"
    >
      {shown && (
        <Text size="sm" lh={1.65}>
          {t(`description.${shown}.text`, { years })}
        </Text>
      )}
    </Modal>
  );
}
