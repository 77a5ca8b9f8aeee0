import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { removeBootPanel } from '../lib/boot-panel';
import classes from './load-failure.module.css';

/**
 * Shown when the application load failed after all retries. Translations come with the load, so this
 * screen cannot be translated: it speaks English and Chinese, like the loading panel.
 */
export function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  useEffect(() => {
    removeBootPanel();
    document.title = 'Unable to load application · 无法加载应用程序';
  }, []);
  return (
    <main className={classes.root}>
      <Container size={520}>
        <Stack align="center" gap="md" className={classes.card} role="alert">
          <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" fill="#fdecea" />
            <path d="M24 13v14" stroke="#b3261e" strokeWidth="4" strokeLinecap="round" />
            <circle cx="24" cy="34" r="2.6" fill="#b3261e" />
          </svg>
          <Title order={1} className={classes.title}>
            <span lang="en">Unable to load application</span>
            <span lang="zh-CN" className={classes.second}>
              无法加载应用程序
            </span>
          </Title>
          <Text c="dimmed" ta="center">
            <span lang="en">Please check your internet connection and try again.</span>
            <br />
            <span lang="zh-CN">请检查您的网络连接，然后重试。</span>
          </Text>
          <Button onClick={onRetry} loading={retrying} size="md">
            <span lang="en">Try again</span>
            <span aria-hidden="true">&nbsp;/&nbsp;</span>
            <span lang="zh-CN">重试</span>
          </Button>
        </Stack>
      </Container>
    </main>
  );
}
