import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import type { CustomerMessage } from '@marginalia/contracts/support/support.contract';
import { supportPaths } from '@marginalia/contracts/support/support.paths';
import { classNames } from '../../components/class-names';
import { useWhen } from './use-when';
import classes from './support.module.css';

/** A thread as the customer sees it: their messages on the right, the service's on the left, files under each. */
export function ThreadMessages({ messages, compact = false }: { messages: CustomerMessage[]; compact?: boolean }) {
  const { t } = useTranslation('support');
  const when = useWhen();
  return (
    <ol className={classes.thread} aria-label={t('thread.messages')}>
      {messages.map((message) => (
        <li key={message.id} className={classNames(classes.message, message.from === 'customer' && classes.mine)} data-testid={`message-${message.from}`}>
          <div className={classes.messageHead}>
            <span>{message.from === 'customer' ? t('thread.you') : t('thread.staff', { name: message.authorName ?? '' })}</span>
            {!compact && <time dateTime={message.createdAt}>{when(message.createdAt)}</time>}
          </div>
          <p className={classes.body}>{message.body}</p>
          {message.attachments.length > 0 && (
            <ul className={classes.links}>
              {message.attachments.map((file) => (
                <li key={file.id}>
                  <Anchor href={supportPaths.attachment(file.id)} size="sm">
                    {file.name}
                  </Anchor>
                </li>
              ))}
            </ul>
          )}
          {compact && (
            <Text size="xs" c="dimmed">
              <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
