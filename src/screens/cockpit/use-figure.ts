import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale } from '../../i18n/hooks.ts';
import { FIGURE_CALL, loadFigure, type CockpitFilter } from './cockpit-api.ts';

/** The figures follow the records while the cockpit stays open on a wall: asked again this often. */
const REFRESH_MS = 60_000;

/** One figure for the filter; its tiles and its chart share the one call. */
export function useFigure(figureId: string, filter: CockpitFilter) {
  const [locale] = useLocale();
  // Labels come in the request's language: a switch asks again.
  return useQuery({ queryKey: queryKeys.call(FIGURE_CALL, { figureId, ...filter, locale }), queryFn: () => loadFigure(figureId, filter), refetchInterval: REFRESH_MS });
}
