import { sql } from 'kysely';
import type { DeviceEvent, IotEventBinding, PointStep } from '../../runtime/index.ts';
import { formatDateTime } from '../workflow/format-time.ts';
import { formUrl } from '../workflow/form-url.ts';
import { sendMessage } from '../routes/message-routes.ts';
import type { Database } from '../db/database.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { saveRecord } from '../modules/record-write.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { translators } from '../plugins/i18n.ts';
import type { DirectoryDevice, DirectoryPoint } from './device-directory.ts';
import { columnOf, type Bound } from './iot-modules.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

/** Who the intake's records name as creator and updater. */
export const IOT_USER = 'iot';

/** A raise another server made first, or a device event recorded before: the save is rolled back. */
class AlreadyRecorded extends Error {}

/** Open browsers hear of every event written through the event table's trigger (server/db/alarm-push-trigger.ts). */
export interface AlarmWriter {
  /** Records a limit event unless the point has one open; answers whether this call recorded it. */
  raise(orgNo: string, device: DirectoryDevice, point: DirectoryPoint, step: Extract<PointStep, { kind: 'raise' }>): Promise<boolean>;
  /** Closes the point's open limit event: an event still open is marked recovered. */
  recover(orgNo: string, device: DirectoryDevice, point: DirectoryPoint, at: number): Promise<boolean>;
  /** Records an event the device sent, once however often it is delivered. */
  deviceEvent(orgNo: string, device: DirectoryDevice, event: DeviceEvent): Promise<boolean>;
}

/** The event module's text fields hold what fits; a long description is cut, not refused. */
const clip = (text: string, max = 500) => (text.length > max ? text.slice(0, max) : text);

export function createAlarmWriter(database: Database, registry: () => ModuleRegistry, eventModule: () => Bound<IotEventBinding> | undefined): AlarmWriter {
  const t = translators['zh-CN'];

  function baseValues(event: Bound<IotEventBinding>, device: DirectoryDevice, at: number): Record<string, unknown> {
    const b = event.binding;
    return {
      [b.device]: device.key,
      ...(b.station && device.station ? { [b.station]: device.station } : {}),
      [b.time]: formatDateTime(new Date(at)),
      [b.state]: b.states.open,
    };
  }

  /** Urgent events reach the duty people of their organisation as a message, opening the event. */
  async function notify(orgNo: string, event: Bound<IotEventBinding>, key: string, values: Record<string, unknown>): Promise<void> {
    const roles = event.binding.notifyRoles ?? [];
    if (roles.length === 0 || values[event.binding.level] !== event.binding.levels.urgent) return;
    const receivers = await database.db
      .selectFrom('sys_user_org as uo')
      .innerJoin('sys_user_role as ur', 'ur.user_id', 'uo.user_id')
      .select('uo.user_id')
      .distinct()
      .where('uo.org_no', '=', orgNo)
      .where('ur.role_id', 'in', roles)
      .execute();
    if (receivers.length === 0) return;
    await sendMessage(database.db, {
      receivers: receivers.map((row) => String(row.user_id)),
      msgtype: 'WORKFLOW_URGENT',
      title: String(values[event.binding.content]),
      moduleId: event.module.moduleId,
      pkVal: key,
      url: formUrl(event.module),
      sender: IOT_USER,
    });
  }

  async function save(orgNo: string, event: Bound<IotEventBinding>, values: Record<string, unknown>, claim: (trx: PlatformDb) => Promise<boolean>): Promise<boolean> {
    try {
      const key = await saveRecord(database.db, registry(), event.module, values, undefined, {
        orgNo,
        userId: IOT_USER,
        locale: 'zh-CN',
        beforeWrite: async (trx) => {
          if (!(await claim(trx))) throw new AlreadyRecorded();
        },
      });
      await notify(orgNo, event, key, values);
      return true;
    } catch (error) {
      if (error instanceof AlreadyRecorded) return false;
      throw error;
    }
  }

  return {
    async raise(orgNo, device, point, step) {
      const event = eventModule();
      if (!event) return false;
      const b = event.binding;
      const unit = point.unit;
      const content = t(step.breach === 'above' ? 'iot.alarm.above' : 'iot.alarm.below', { point: point.name, value: step.reading.value, limit: step.limit, unit });
      const values = {
        ...baseValues(event, device, step.reading.ts),
        [b.level]: point.level ?? b.levels.ordinary,
        [b.content]: clip(content),
        ...(b.point ? { [b.point]: point.code } : {}),
        ...(b.value ? { [b.value]: step.reading.value } : {}),
      };
      return save(orgNo, event, values, async (trx) => {
        const claimed = await trx
          .insertInto('iot_alarm_state')
          .values({ org_no: orgNo, device_code: device.code, point_code: point.code, raised_at: new Date(step.reading.ts) })
          .onConflict((c) => c.doNothing())
          .returning('org_no')
          .executeTakeFirst();
        return claimed !== undefined;
      });
    },

    async recover(orgNo, device, point, at) {
      const event = eventModule();
      return database.db.transaction().execute(async (trx) => {
        const released = await trx.deleteFrom('iot_alarm_state').where('org_no', '=', orgNo).where('device_code', '=', device.code).where('point_code', '=', point.code).returning('org_no').executeTakeFirst();
        const pointField = event?.binding.point;
        if (!released || !event || !pointField) return released !== undefined;
        const b = event.binding;
        const m = event.module;
        await moduleTables(trx)
          .updateTable(m.table)
          .set({
            [columnOf(m, b.state)]: b.states.recovered,
            ...(b.recoveredAt ? { [columnOf(m, b.recoveredAt)]: formatDateTime(new Date(at)) } : {}),
            [SYSTEM_COLUMN.updatedBy]: IOT_USER,
            [SYSTEM_COLUMN.updatedAt]: sql`now()`,
            [SYSTEM_COLUMN.rowVersion]: sql`${sql.ref(SYSTEM_COLUMN.rowVersion)} + 1`,
          })
          .where(SYSTEM_COLUMN.orgNo, '=', orgNo)
          .where(columnOf(m, b.device), '=', device.key)
          .where(columnOf(m, pointField), '=', point.code)
          .where(columnOf(m, b.state), '=', b.states.open)
          .execute();
        return true;
      });
    },

    async deviceEvent(orgNo, device, sent) {
      const event = eventModule();
      if (!event) return false;
      const b = event.binding;
      const values = {
        ...baseValues(event, device, sent.ts),
        [b.level]: b.levels[sent.level],
        [b.content]: clip(t('iot.alarm.device', { code: sent.code, desc: sent.desc })),
        ...(b.faultCode ? { [b.faultCode]: sent.code } : {}),
      };
      return save(orgNo, event, values, async (trx) => {
        const seen = await trx
          .insertInto('iot_event_seen')
          .values({ org_no: orgNo, device_code: device.code, code: sent.code, ts: new Date(sent.ts) })
          .onConflict((c) => c.doNothing())
          .returning('org_no')
          .executeTakeFirst();
        return seen !== undefined;
      });
    },
  };
}
