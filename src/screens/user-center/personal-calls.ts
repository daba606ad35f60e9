/** The user centre's own calls (server/routes/personal-routes.ts). */
import { request, unwrap, type Envelope } from '../../api/request.ts';

export interface PersonalSettingsPatch {
  lockTime?: number;
  /** #rrggbb, '' for the default. */
  theme?: string;
  /** Message types that do not reach the user, comma-joined. */
  pushMuted?: string;
}

export async function savePersonalSettings(patch: PersonalSettingsPatch): Promise<void> {
  unwrap(await request<Envelope<null>>('system/user/savePersonalSettings.ajax', { ...patch }));
}

export interface LoginLogRow {
  id: string;
  loginAt: string;
  ip: string;
  client: string;
  result: 'success' | 'failure';
  reason: string;
}

export async function loadMyLoginLog(pageNo: number, pageSize: number): Promise<{ rows: LoginLogRow[]; total: number }> {
  const envelope = await request<Envelope<LoginLogRow[]>>('system/user/myLoginLog.ajax', { pageNo, pageSize });
  return { rows: unwrap(envelope), total: Number(envelope.param?.totalCount ?? 0) };
}
