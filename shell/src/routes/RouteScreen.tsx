import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Slot } from '../composition/Slot';
import type { RouteEntry } from './table';

export interface RouteScreenProps {
  route: RouteEntry;
  /** The account guard's verdict (spec §2: no customer session in the account area → home). */
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

/** One route: its guard, then the owning team's fragment in the page slot. */
export function RouteScreen({ route, isAuthenticated }: RouteScreenProps) {
  const pathParams = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = route.middleware?.includes('is-authenticated') && !isAuthenticated();

  useEffect(() => {
    if (guarded) navigate('/it', { replace: true });
  }, [guarded, navigate]);
  if (guarded) return null;

  const params = screenParams(route, pathParams, location.search);
  const screen = params ? route.screen : { remote: 'mf_content', fragment: 'NotFoundPage' };
  return (
    <Slot
      key={`${route.name}:${screen.fragment}`}
      remote={screen.remote}
      fragment={screen.fragment}
      params={params ?? {}}
      query={location.search}
      reserve="100vh"
    />
  );
}
