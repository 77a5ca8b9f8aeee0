import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_LANGUAGE } from '@marginalia/contracts/i18n/languages';
import { applicationQuery } from './lib/application-query';
import { languageFromCookie, prefixRedirectTarget, splitLanguagePrefix } from './lib/language-path';
import { Providers } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './app/router';
import { prefetchCatalogueTable } from './lib/i18n';

// A URL without a language prefix gets the cookie's language before anything renders (path, query and hash kept).
const redirect = prefixRedirectTarget(window.location, languageFromCookie(document.cookie));
if (redirect) window.history.replaceState(window.history.state, '', redirect);

const queryClient = createQueryClient();
// Start the load now, in parallel with the route's code, instead of after the first render.
const firstLanguage = splitLanguagePrefix(window.location.pathname).language ?? DEFAULT_LANGUAGE;
void queryClient.prefetchQuery(applicationQuery(firstLanguage));
// The table of the page's catalogues too, so its strings are not one request further away.
void prefetchCatalogueTable(firstLanguage).catch(() => undefined);

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
