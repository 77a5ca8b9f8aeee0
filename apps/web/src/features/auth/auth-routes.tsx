import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { loadWebNamespace } from '../../lib/i18n';

/*
 * The authentication screens. This file is part of the first-visit bundle: it only names the
 * lazy page modules, which bring the forms, zod and the contracts when a screen is opened.
 */

/**
 * Fetches the screens' strings alongside the page's code (`wechat`: the WeChat button of the login page;
 * `captcha`: the captcha of the registration and forgotten-password forms).
 */
function strings(...namespaces: string[]) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    const language = params.lang;
    if (isSiteLanguage(language)) await Promise.all(namespaces.map((namespace) => loadWebNamespace(language, namespace)));
    return null;
  };
}

const loginScreen = () => import('./login-page').then((m) => ({ Component: m.LoginPage }));
const registerScreen = () => import('./register-page').then((m) => ({ Component: m.RegisterPage }));

/** login/*: reset-password/{hash}/{userIdentity}, forgot-password, failure/{message?} and the catch-all login form. */
export const loginRoute: RouteObject = {
  path: 'login',
  loader: strings('auth', 'wechat', 'captcha'),
  children: [
    { index: true, lazy: loginScreen },
    { path: 'forgot-password', lazy: () => import('./forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
    { path: 'reset-password/:hash/:userIdentity', lazy: () => import('./reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
    { path: 'failure/:message?', lazy: () => import('./login-page').then((m) => ({ Component: m.LoginFailurePage })) },
    { path: '*', lazy: loginScreen },
  ],
};

/** register/*: confirm/{data} (prefilled from another provider) and the catch-all registration form. */
export const registerRoute: RouteObject = {
  path: 'register',
  loader: strings('auth', 'captcha'),
  children: [
    { index: true, lazy: registerScreen },
    { path: 'confirm/:data', lazy: () => import('./confirm-page').then((m) => ({ Component: m.ConfirmPage })) },
    { path: '*', lazy: registerScreen },
  ],
};

/** /logout, outside the language prefix (no application context: the language comes from the cookie). */
export const logoutRoute: RouteObject = {
  path: 'logout',
  lazy: () => import('./logout-page').then((m) => ({ Component: m.LogoutPage })),
};
