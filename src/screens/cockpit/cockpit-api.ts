/** The leadership cockpit's calls (server/routes/cockpit-routes.ts). */
import { request, unwrap, type Envelope } from '../../api/request.ts';
import type { CockpitFigureAnswer, CockpitLayout } from '../../../contracts/cockpit.ts';

/** What the reader narrows the cockpit to: days 'YYYY-MM-DD' and a station key ('' all). */
export interface CockpitFilter {
  from: string;
  to: string;
  station: string;
}

export interface StationOption {
  value: string;
  label: string;
}

export const LAYOUT_CALL = 'system/cockpit/figures.ajax';
export const FIGURE_CALL = 'system/cockpit/figure.ajax';
const STATIONS_CALL = 'ba/station/tableList.ajax';

export async function loadLayout(): Promise<CockpitLayout> {
  return unwrap(await request<Envelope<CockpitLayout>>(LAYOUT_CALL, {}, { method: 'GET' }));
}

export async function loadFigure(figureId: string, filter: CockpitFilter): Promise<CockpitFigureAnswer> {
  return unwrap(await request<Envelope<CockpitFigureAnswer>>(FIGURE_CALL, { figureId, ...filter }));
}

interface StationRows {
  rows: { pkValue: string; rowDatas: Record<string, unknown> }[];
}

/** The stations of the reader's organisation, as the station list answers them (spec 02 §7: all of them at once). */
export async function loadStations(): Promise<StationOption[]> {
  const answer = await request<StationRows>(STATIONS_CALL, { pageNo: 1, pageSize: 10000, orderField: 'stationCode', orderCondition: 'asc' });
  return answer.rows.map((row) => ({ value: row.pkValue, label: String(row.rowDatas.czxxNam ?? row.pkValue) }));
}
