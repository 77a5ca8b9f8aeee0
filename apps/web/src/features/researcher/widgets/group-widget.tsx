import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Text, TextInput, Title } from '@mantine/core';
import {
  GROUP_CODE_MAX,
  PREFERRED_GROUP_JOIN_ERROR,
  PREFERRED_GROUP_JOIN_SUCCESS,
  joinPreferredGroupRequestSchema,
  type UserPreferredGroup,
} from '@marginalia/contracts/users/preferred-group.contract';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { UserIcon } from '../../../components/icons';
import { usePreferredGroup } from './widgets-api';
import classes from './widgets.module.css';

type Notice = { kind: 'joined' } | { kind: 'left'; code: string } | null;

/**
 * The group widget: the user's group and its discount with a Leave button, or the
 * join-a-group form. The discount applies to the orders placed after joining.
 */
export function GroupWidget() {
  const { t } = useTranslation('researcher');
  const text = useMessageText();
  const user = useCurrentUser();
  const { join, leave } = usePreferredGroup(user.identity ?? '');
  const [notice, setNotice] = useState<Notice>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const group = user.preferredGroup ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const parsed = joinPreferredGroupRequestSchema.safeParse({ groupCode: code });
    if (!parsed.success) {
      setError(text(PREFERRED_GROUP_JOIN_ERROR));
      return;
    }
    setError(null);
    try {
      await join.mutateAsync(parsed.data);
      setCode('');
      setNotice({ kind: 'joined' });
    } catch (failure) {
      if (isApiError(failure) && failure.isClientError) setError(failure.fields.groupCode?.message || failure.message || text(failure.key));
    }
  };

  const leaveGroup = async (current: UserPreferredGroup) => {
    setNotice(null);
    await leave.mutateAsync();
    setNotice({ kind: 'left', code: current.membershipDisplayed ? current.name : current.code });
  };

  return (
    <section className={classes.widget} aria-labelledby="group-widget-title" data-testid="group-widget">
      <div className={classes.head}>
        <span className={classes.icon}>
          <UserIcon size={18} />
        </span>
        <Title order={2} id="group-widget-title" className={classes.title}>
          {group ? (group.membershipDisplayed ? t('widgets.group.membershipTitle') : t('widgets.group.title')) : t('widgets.group.joinTitle')}
        </Title>
      </div>

      {group ? (
        <>
          <Text className={classes.text}>
            {group.membershipDisplayed ? group.name : t('widgets.group.code')} {!group.membershipDisplayed && <span className={classes.code}>{group.code}</span>}
          </Text>
          <p className={classes.figure}>{t('widgets.group.discount', { discount: group.discount })}</p>
          <Text className={classes.text}>{t('widgets.group.discountText')}</Text>
          <Button size="xs" variant="default" mt={12} loading={leave.isPending} onClick={() => void leaveGroup(group)}>
            {t('widgets.group.leave')}
          </Button>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Text className={classes.text}>{t('widgets.group.joinText')}</Text>
          <TextInput
            mt={12}
            label={t('widgets.group.codeLabel')}
            value={code}
            maxLength={GROUP_CODE_MAX}
            autoComplete="off"
            size="xs"
            error={error}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" size="xs" mt={10} loading={join.isPending} disabled={code.trim() === ''}>
            {t('widgets.group.join')}
          </Button>
        </form>
      )}

      {notice?.kind === 'joined' && group && (
        <Alert color="green" variant="light" className={classes.alert} role="status">
          {text(PREFERRED_GROUP_JOIN_SUCCESS)}
        </Alert>
      )}
      {notice?.kind === 'left' && !group && (
        <Alert color="gray" variant="light" className={classes.alert} role="status">
          {t('widgets.group.left', { code: notice.code })}
        </Alert>
      )}
    </section>
  );
}
