import { useMatches } from 'react-router-dom';
import type { ShellRoute } from './route-table';

/** What every route carries in its react-router `handle`, read by layouts and navigation effects. */
export type RouteHandle = Pick<ShellRoute, 'name' | 'access' | 'sideMenu' | 'popup' | 'layout'>;

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'access' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
