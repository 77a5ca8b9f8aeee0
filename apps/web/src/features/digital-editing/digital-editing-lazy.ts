import { lazy } from 'react';

/**
 * Digital editing's pages behind a small lazy module, so the entry's route table does not list every chunk they
 * use (the first-visit budget); the pages load on their first visit.
 */
export const EditingArea = lazy(() => import('./editing-area').then((m) => ({ default: m.EditingArea })));
export const RubriqEditingPage = lazy(() => import('./editing-area').then((m) => ({ default: m.RubriqEditingPage })));
export const RubriqPlanPage = lazy(() => import('./rubriq-plan-page').then((m) => ({ default: m.RubriqPlanPage })));
