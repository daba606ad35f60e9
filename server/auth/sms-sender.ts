import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { newId } from './secrets.ts';

export interface SmsMessage {
  /** 11-digit national number (normalizeMobile). */
  mobile: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Drivers SMS_DRIVER may name. A gateway driver would be added here. */
export const SMS_DRIVERS = ['outbox'] as const;
export type SmsDriver = (typeof SMS_DRIVERS)[number];

/**
 * No SMS gateway exists in this deployment: every message becomes a sys_sms_outbox row that
 * an operator (or a test) reads. The table lives in the shared database, so any server
 * instance may write it.
 */
function outboxSender(database: Database): SmsSender {
  return {
    async send(message) {
      await database.db.insertInto('sys_sms_outbox').values({ id: newId(), mobile: message.mobile, text: message.text, created_at: new Date() }).execute();
    },
  };
}

export function createSmsSender(config: Pick<ServerConfig, 'smsDriver'>, database: Database): SmsSender {
  switch (config.smsDriver) {
    case 'outbox':
      return outboxSender(database);
  }
}
