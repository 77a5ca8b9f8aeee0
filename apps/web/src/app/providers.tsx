import { useMemo, type ReactNode } from 'react';
import { MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { theme } from './theme';

/** Error text in the readable red of the palette (Mantine's default, red 6, is 3.3:1 on white). */
const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-error': 'var(--mantine-color-red-8)' }, dark: {} });

/**
 * The theme in the reader's language: every dialog's close button (an icon) is named "Close" in it, so no
 * dialog can leave it nameless; a dialog may still name it more precisely. Every loader is a status: a span may
 * carry an aria-label ("Loading your orders") only with a role, and a status may also go unnamed.
 */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('dialog.close');
  // Plain component entries, not Modal.extend(): importing the dialogs here would put them in every first visit.
  const localized = useMemo<MantineThemeOverride>(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Loader: { defaultProps: { role: 'status' } },
      },
    }),
    [close],
  );
  return (
    <MantineProvider theme={localized} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
