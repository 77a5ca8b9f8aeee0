import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type MantineSpacing, type ModalProps } from '@mantine/core';

export interface StaffDialogProps {
  title: ReactNode;
  opened?: boolean;
  onClose: () => void;
  /** Runs on submit (Enter or the submit button); the page is never reloaded. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The close button's accessible name; without it Mantine's plain close button. */
  closeLabel?: string;
  centered?: boolean;
  size?: ModalProps['size'];
  /** A refusal that is not about one field, shown above the buttons. */
  alert?: string | null;
  cancelLabel: string;
  submitLabel: string;
  /** Red for destructive decisions (refund, reject, cancel, write off). */
  danger?: boolean;
  /** The request is running: the submit button spins. */
  submitting: boolean;
  buttonsGap?: MantineSpacing;
  buttonsClassName?: string;
  children: ReactNode;
}

/** A staff form in a modal: its fields, the server's refusal, then Cancel and the decision. */
export function StaffDialog(props: StaffDialogProps) {
  const { title, opened = true, onClose, closeLabel, alert, danger = false, children } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={props.size}
      centered={props.centered}
      {...(closeLabel === undefined ? {} : { closeButtonProps: { 'aria-label': closeLabel } })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void props.onSubmit(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          {children}
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Group justify="flex-end" gap={props.buttonsGap} className={props.buttonsClassName}>
            <Button variant="default" onClick={onClose}>
              {props.cancelLabel}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={props.submitting}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
