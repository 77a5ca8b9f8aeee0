import { useTranslation } from 'react-i18next';
import { Alert, Container } from '@mantine/core';
import { useMessages, type Message, type MessageType } from '../../lib/message-store';
import classes from './message-outlet.module.css';

const COLOR: Record<MessageType, string> = { success: 'teal', info: 'ink', warning: 'amber', danger: 'red' };

function useMessageText(message: Message): string {
  const { t } = useTranslation();
  if (message.text !== undefined) return message.text;
  // Keys come from the message catalogue; shell keys (common) are accepted too.
  return t(message.key, { ns: ['messages', 'common'], ...message.params });
}

function MessageAlert({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText(message);
  const urgent = message.type === 'danger' || message.type === 'warning';
  return (
    <Alert
      key={message.id}
      color={COLOR[message.type]}
      variant="light"
      withCloseButton
      closeButtonLabel={t('messages.dismiss')}
      onClose={onClose}
      role={urgent ? 'alert' : 'status'}
      className={classes.alert}
      data-type={message.type}
    >
      {text}
    </Alert>
  );
}

/** The one message of the shell, at the top of the content. */
export function MessageOutlet() {
  const { message, dismiss } = useMessages();
  if (!message) return null;
  return (
    <Container size="lg" className={classes.outlet}>
      <MessageAlert key={message.id} message={message} onClose={dismiss} />
    </Container>
  );
}
