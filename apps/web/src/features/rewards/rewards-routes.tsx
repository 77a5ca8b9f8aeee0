import { Navigate, type RouteObject } from 'react-router';
import { useLocalePath } from '../../lib/application-context';
import { namespacesLoader } from '../../lib/i18n';
import { SERVICE_NAMES_NS } from '../../components/service-name';

/** Any path with aje-plus (the former name of the membership) leads to the rewards page. */
function ToRewards() {
  const lp = useLocalePath();
  return <Navigate replace to={lp('/researcher/rewards')} />;
}

/** researcher/rewards, researcher/coupons and the aje-plus redirects (inside the researcher's RequireUser). */
export const researcherRewardsRoutes: RouteObject[] = [
  {
    path: 'rewards',
    loader: namespacesLoader('rewards', SERVICE_NAMES_NS),
    lazy: () => import('./rewards-lazy').then((m) => ({ Component: m.RewardsPage })),
  },
  {
    path: 'coupons',
    loader: namespacesLoader('rewards', SERVICE_NAMES_NS),
    lazy: () => import('./rewards-lazy').then((m) => ({ Component: m.CouponsPage })),
  },
  { path: 'aje-plus/*', element: <ToRewards /> },
];

/** /{lang}/aje-plus/* outside the researcher area leads there too. */
export const ajePlusRoute: RouteObject = { path: 'aje-plus/*', element: <ToRewards /> };
