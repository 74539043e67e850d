import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageSlot } from '../composition/PageSlot';
import { screenParams, type RouteEntry } from './table';
import { runMiddleware } from './middleware';

const logGuard = (message: string, detail: object) => console.info(`[shell] ${message}`, detail);

export interface RouteScreenProps {
  route: RouteEntry;
  /** Whether the shopper has a live customer session (the is-authenticated guard asks). */
  isAuthenticated: () => boolean;
}

/** One route: its guards (an unknown one throws to the error page), then the owning team's fragment in the page slot. */
export function RouteScreen({ route, isAuthenticated }: RouteScreenProps) {
  const pathParams = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const verdict = useMemo(
    () => runMiddleware(route.middleware ?? [], { route, pathname: location.pathname, isAuthenticated, log: logGuard }),
    [route, location.pathname, isAuthenticated],
  );
  const redirectTo = verdict.kind === 'redirect' ? verdict.to : null;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);
  if (redirectTo) return null;

  const params = screenParams(route, pathParams, location.search);
  const screen = params ? route.screen : { remote: 'mf_content', fragment: 'NotFoundPage' };
  return <PageSlot key={`${route.name}:${screen.fragment}`} remote={screen.remote} fragment={screen.fragment} params={params ?? {}} query={location.search} reserve="100vh" />;
}
