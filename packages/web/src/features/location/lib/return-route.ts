import { ROUTE, href, type RoutePath } from '../../../config/routes';
import { placeQuery, type Place } from './coordinates';

const APP_ROUTES: ReadonlySet<string> = new Set(Object.values(ROUTE));

function isRoutePath(value: string): value is RoutePath {
  return APP_ROUTES.has(value);
}

/**
 * Where the chosen place goes: `?redirect=/pages/my/addressedit?id=3` (encoded), with the place
 * added to that page's own query. Only a page of this app: a crafted link cannot send the member,
 * with their position, to another site. Without one, the place is shown on /open-location.
 */
export function placeDestination(params: URLSearchParams, place: Place): string {
  const redirect = params.get('redirect') ?? '';
  const [path = '', search = ''] = redirect.split('?', 2);
  if (!isRoutePath(path) || path === ROUTE.chooseLocation) return href(ROUTE.openLocation, placeQuery(place));
  const query: Record<string, string | number | undefined> = Object.fromEntries(new URLSearchParams(search));
  return href(path, { ...query, ...placeQuery(place) });
}
