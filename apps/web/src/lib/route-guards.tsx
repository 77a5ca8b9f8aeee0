import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useCurrentUser, useFeatureFlag, useLocalePath } from './application-context';

/** The login URL for a visitor who asked for `target` (the full path with its language prefix, query and hash). */
export function loginRedirectPath(loginPath: string, target: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(target)}`;
}

/** Protected pages: a visitor goes to /{lang}/login?redirect=<where they were going>. */
export function RequireUser() {
  const user = useCurrentUser();
  const location = useLocation();
  const lp = useLocalePath();
  if (!user.loggedIn) {
    return <Navigate replace to={loginRedirectPath(lp('/login'), `${location.pathname}${location.search}${location.hash}`)} />;
  }
  return <Outlet />;
}

/** home/* and rubriq/* exist only once curie_is_launched is on; until then they lead to /researcher. */
export function LaunchGate() {
  const launched = useFeatureFlag('curie_is_launched');
  const lp = useLocalePath();
  if (!launched) return <Navigate replace to={lp('/researcher')} />;
  return <Outlet />;
}

/** curie/* is the former name of rubriq/*. */
export function CurieRedirect() {
  const { '*': rest = '' } = useParams();
  const location = useLocation();
  const lp = useLocalePath();
  const target = lp(rest ? `/rubriq/${rest}` : '/rubriq');
  return <Navigate replace to={`${target}${location.search}${location.hash}`} />;
}
