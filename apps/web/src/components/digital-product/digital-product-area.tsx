import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useApplication, useFeatureFlag, useLocalePath } from '../../lib/application-context';
import type { DigitalStatusFilter } from './digital-product-rules';

/** Which of the application's permissions opens a product's pages. */
export type DigitalProductAccess = 'allowsDigitalEditing' | 'allowsDigitalTranslations';

/** What an area's own page decides with: the permission, the launch flag and the way out without access. */
export interface DigitalAreaContext {
  allowed: boolean;
  /** The newer product area (/rubriq…) is launched: curie_is_launched. */
  launched: boolean;
  lp: (path: string) => string;
  /** Where a researcher without the permission goes: /researcher. */
  noAccess: ReactNode;
}

type ListRoute = { kind: 'list'; status: DigitalStatusFilter | null };
type AreaRoute = { kind: 'unknown' } | ListRoute | { kind: string };
/** The area's other pages: what its route resolves to besides the list and an unknown address. */
type OwnRoute<R> = Exclude<R, { kind: 'unknown' } | ListRoute>;

export interface DigitalProductAreaProps<R extends AreaRoute> {
  /** The area's page, resolved from the part of the address after the area's path. */
  route: R;
  access: DigitalProductAccess;
  /** The list's page in the newer product area, where the list leads once that area is launched. */
  launchedList: string;
  /** The page for an address the area does not know. */
  notFound: ComponentType;
  /** The list and upload page, with the address's status filter. */
  list: (status: DigitalStatusFilter | null) => ReactNode;
  /** The area's other pages (a subscription, a purchase, an item's page), each with its own gate. */
  page: (route: OwnRoute<R>, area: DigitalAreaContext) => ReactNode;
}

/**
 * A digital product's area under /{lang}/researcher/: an unknown address shows the not-found page; the list needs
 * the permission and leads to the newer product area once it is launched; the area's other pages say themselves.
 */
export function DigitalProductArea<R extends AreaRoute>({ route, access, launchedList, notFound: NotFound, list, page }: DigitalProductAreaProps<R>) {
  const area = useDigitalArea(access);
  if (route.kind === 'unknown') {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  // A generic union does not narrow: the two casts only say what the kinds just tested mean.
  if (route.kind !== 'list') return page(route as OwnRoute<R>, area);
  if (!area.allowed) return area.noAccess;
  if (area.launched) return <Navigate replace to={area.lp(launchedList)} />;
  return list((route as ListRoute).status);
}

/** A product's page in the newer product area (/rubriq…): the same page, for those with the permission. */
export function DigitalProductGate({ access, children }: { access: DigitalProductAccess; children: ReactNode }) {
  const area = useDigitalArea(access);
  return area.allowed ? children : area.noAccess;
}

function useDigitalArea(access: DigitalProductAccess): DigitalAreaContext {
  const lp = useLocalePath();
  const allowed = useApplication()[access];
  const launched = useFeatureFlag('curie_is_launched');
  return { allowed, launched, lp, noAccess: <Navigate replace to={lp('/researcher')} /> };
}
