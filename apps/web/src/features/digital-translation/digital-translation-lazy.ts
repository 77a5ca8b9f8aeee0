import { lazy } from 'react';

/**
 * Digital translation's pages behind a small lazy module, so the entry's route table does not list every chunk
 * they use (the first-visit budget); the pages load on their first visit.
 */
export const TranslationArea = lazy(() => import('./translation-area').then((m) => ({ default: m.TranslationArea })));
export const RubriqTranslationPage = lazy(() => import('./translation-area').then((m) => ({ default: m.RubriqTranslationPage })));
