import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Slot } from '../composition/Slot';
import type { RouteEntry } from './table';
import { runMiddleware } from './middleware';

const logGuard = (message: string, detail: object) => console.info(`[shell] ${message}`, detail);

export interface RouteScreenProps {
  route: RouteEntry;
  /** Whether the shopper has a live customer session (the is-authenticated guard asks). */
  isAuthenticated: () => boolean;
}

/** Fragment params of a route: fixed ones, path params, and the id of the capitalised variants. */
export function screenParams(route: RouteEntry, pathParams: Record<string, string | undefined>, search: string): Record<string, string> | null {
  const params: Record<string, string> = { ...route.params };
  for (const [key, value] of Object.entries(pathParams)) if (value !== undefined) params[key === '*' ? 'path' : key] = value;
  if (route.idFromQuery) {
    const id = new URLSearchParams(search).get(route.idFromQuery.param);
    if (id) params[route.idFromQuery.as] = id;
    else if (route.screen.remote === 'mf_catalog') return null;
  }
  return params;
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
  return <Slot key={`${route.name}:${screen.fragment}`} remote={screen.remote} fragment={screen.fragment} params={params ?? {}} query={location.search} reserve="100vh" />;
}
