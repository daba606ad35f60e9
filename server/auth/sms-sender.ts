import type { Database } from '../db/database.ts';
import { newId } from './secrets.ts';
import type { SmsPurpose } from './sms-codes.ts';
import { httpGatewaySender, type SmsGateway } from './sms-gateway.ts';

export interface SmsMessage {
  /** 11-digit national number (normalizeMobile). */
  mobile: string;
  /** Picks the gateway's template. */
  purpose: SmsPurpose;
  /** The template's values. */
  params: Readonly<Record<string, string | number>>;
  /** The whole text in the requester's language: the outbox keeps it, a gateway may use it. */
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Drivers SMS_DRIVER may name. */
export const SMS_DRIVERS = ['outbox', 'http'] as const;
export type SmsDriver = (typeof SMS_DRIVERS)[number];

/** SMS_DRIVER and, for 'http', its gateway. */
export type SmsSettings = { driver: 'outbox' } | { driver: 'http'; gateway: SmsGateway };

/**
 * Without a gateway every message becomes a sys_sms_outbox row that an operator (or a test)
 * reads. The table lives in the shared database, so any server instance may write it.
 */
function outboxSender(database: Database): SmsSender {
  return {
    async send(message) {
      await database.db.insertInto('sys_sms_outbox').values({ id: newId(), mobile: message.mobile, text: message.text, created_at: new Date() }).execute();
    },
  };
}

export function createSmsSender(sms: SmsSettings, database: Database, log: (message: string) => void): SmsSender {
  switch (sms.driver) {
    case 'outbox':
      return outboxSender(database);
    case 'http':
      return httpGatewaySender(sms.gateway, log);
  }
}
