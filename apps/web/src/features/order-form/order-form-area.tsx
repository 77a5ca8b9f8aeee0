import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { SUBMIT_BASE } from '@marginalia/contracts/order-form/order-form.paths';
import { useCurrentUser, useLocalePath } from '../../lib/application-context';
import { loadWebNamespace } from '../../lib/i18n';
import { SERVICE_NAMES_NS } from '../../components/service-name';
import { loginRedirectPath } from '../../lib/route-guards';
import { OrderFormContext, orderFormQuery } from './order-form-api';
import { OrderFormLayout } from './shell/order-form-layout';
import { OrderFormLoadFailed, OrderFormLoading } from './shell/order-form-loading';
import { OrderCompletePage, PAGES, PaymentReturnPage } from './shell/order-form-pages';
import { NewOrderForm, ResetOrderForm } from './shell/order-form-restart';
import { resolveSubmitRoute, type SubmitPage } from '@marginalia/contracts/order-form/submit-route';
import { loadedStateRedirect, needsNewForm, requiresLogin } from './shell/step-rules';

const NotFoundPage = lazy(() => import('../errors/errors.public').then((m) => ({ default: m.NotFoundPage })));

/** The area's strings (the shell and get-started, the services, the order summary), fetched with its code. */
export async function orderFormStrings({ params }: LoaderFunctionArgs): Promise<null> {
  const language = params.lang;
  if (isSiteLanguage(language)) {
    await Promise.all(['order-form', 'order-services', 'order-summary', SERVICE_NAMES_NS].map((namespace) => loadWebNamespace(language, namespace)));
  }
  return null;
}

/**
 * A step page once the form is loaded: 'Please wait while we load your order' until then; a page after
 * the form's current step goes to the current one (the redirect the loaded state triggers);
 * `page` null is /resume, which goes to the saved step.
 */
function LoadedOrderForm({ page }: { page: SubmitPage | null }) {
  const query = useQuery(orderFormQuery());
  const user = useCurrentUser();
  const lp = useLocalePath();
  // A form cached before a sign-in or sign-out belongs to the other session (the server claims a visitor's
  // form at sign-in): load it again once, then show what the server answers.
  const mismatch = query.data !== undefined && query.data.orderForm.loggedIn !== user.loggedIn;
  const reloadedFor = useRef<boolean | null>(null);
  const reload = mismatch && reloadedFor.current !== user.loggedIn;
  const { refetch } = query;
  useEffect(() => {
    if (!reload) return;
    reloadedFor.current = user.loggedIn;
    void refetch();
  }, [reload, refetch, user.loggedIn]);

  if (!query.data || reload || (mismatch && query.isFetching)) {
    return query.isError ? <OrderFormLoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} /> : <OrderFormLoading />;
  }
  const form = query.data.orderForm;
  if (page === null) return <Navigate replace to={lp(form.steps.current.url)} />;
  const redirect = loadedStateRedirect(form.steps, page);
  if (redirect) return <Navigate replace to={lp(redirect)} />;
  const Page = PAGES[page];
  return (
    <OrderFormContext.Provider value={form}>
      <OrderFormLayout page={page}>
        <Page key={page} />
      </OrderFormLayout>
    </OrderFormContext.Provider>
  );
}

/**
 * /{lang}/researcher/submit/*, open to visitors. The path after submit/ picks the page
 * (step-rules.ts); matched here rather than with <Routes>, which would add router code to the entry
 * bundle. The sub-navigation is hidden on these routes by the shell (showsSubNavigation).
 */
export function OrderFormArea() {
  const { '*': rest = '' } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const lp = useLocalePath();
  const route = resolveSubmitRoute(rest);

  switch (route.kind) {
    case 'new':
      return <NewOrderForm />;
    case 'reset':
      return <ResetOrderForm />;
    case 'resume':
      return <LoadedOrderForm page={null} />;
    case 'payment-return':
    case 'order-complete': {
      if (!user.loggedIn) {
        return <Navigate replace to={loginRedirectPath(lp('/login'), `${location.pathname}${location.search}${location.hash}`)} />;
      }
      return (
        <Suspense fallback={<OrderFormLoading />}>
          {route.kind === 'payment-return' ? (
            <PaymentReturnPage paymentId={route.paymentId} />
          ) : (
            <OrderCompletePage orderExternalId={route.orderExternalId} />
          )}
        </Suspense>
      );
    }
    case 'not-found':
      return (
        <Suspense fallback={<OrderFormLoading />}>
          <NotFoundPage />
        </Suspense>
      );
    case 'page': {
      if (requiresLogin(route.page) && !user.loggedIn) {
        return <Navigate replace to={loginRedirectPath(lp('/login'), `${location.pathname}${location.search}${location.hash}`)} />;
      }
      // A link with ?promo=, ?goal= or ?bundles= asks for a new form with them (GET /api/order-form/new).
      if (needsNewForm(new URLSearchParams(location.search))) {
        return <Navigate replace to={`${lp(`${SUBMIT_BASE}/new`)}${location.search}`} />;
      }
      return <LoadedOrderForm page={route.page} />;
    }
  }
}
