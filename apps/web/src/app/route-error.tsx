import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { removeBootPanel } from '../lib/boot-panel';

function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** A page that crashed or whose code could not be downloaded (often a new release): the shell stays. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const stale = isChunkLoadFailure(error);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">{stale ? t('errorPage.newVersion') : t('errorPage.generic')}</Text>
        <Button onClick={() => window.location.reload()}>{t('networkError.reload')}</Button>
      </Stack>
    </Container>
  );
}

/**
 * Last resort above the language layout (translations may be missing): bilingual, like the load failure.
 */
export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    removeBootPanel();
  }, [error]);
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>
          <span lang="en">Something went wrong</span> / <span lang="zh-CN">出现错误</span>
        </Title>
        <Button onClick={() => window.location.reload()}>
          <span lang="en">Reload</span>&nbsp;/&nbsp;<span lang="zh-CN">重新加载</span>
        </Button>
      </Stack>
    </Container>
  );
}
