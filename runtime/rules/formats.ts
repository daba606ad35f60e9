/**
 * The named value formats of spec 01 §5 and the domain notes: the one catalogue the bundle check,
 * the record rules (server and client) and the designer read. Each is a predicate over the text a
 * user typed; the message id for a failure is `rule.<format>`.
 */
import { isCalendarDate } from './value-parsers.ts';

/** Mainland mobile: optional 86 or +86, then 11 digits starting with 1. */
export function isPhone(text: string): boolean {
  return /^(?:\+?86[ -]?)?1\d{10}$/.test(text);
}

/** Landline with area code (010-12345678, 0755-1234567, optional extension) or a 400/800 service number. */
export function isTel(text: string): boolean {
  return /^0\d{2,3}-?[1-9]\d{6,7}(?:-\d{1,6})?$/.test(text) || /^[48]00-?\d{3}-?\d{4}$/.test(text);
}

export function isMail(text: string): boolean {
  return /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(
    text,
  );
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** 18-character resident ID (GB 11643): region, a real past birth date, ISO 7064 MOD 11-2 check character. */
export function isIdCard(text: string): boolean {
  const match = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDate(year, month, day) || Date.UTC(year, month - 1, day) > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(text[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === (text[17] as string).toUpperCase();
}

/** Dotted IPv4, each octet 0-255 without leading zeros. */
export function isIp(text: string): boolean {
  const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
  return new RegExp(`^${octet}(?:\\.${octet}){3}$`).test(text);
}

export function isNumberText(text: string): boolean {
  return /^[+-]?\d+(?:\.\d+)?$/.test(text);
}

export function isIntText(text: string): boolean {
  return /^[+-]?\d+$/.test(text);
}

/** Codes: letters and digits only. */
export function isAlnum(text: string): boolean {
  return /^[A-Za-z0-9]+$/.test(text);
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';

/** Plate: province, issuing-office letter, then 5 characters, or 6 on a new-energy plate (D/F marks the power type). */
export function isPlate(text: string): boolean {
  const regular = new RegExp(`^[${PROVINCES}][A-Z][A-Z0-9]{4}[A-Z0-9挂学警港澳]$`);
  const newEnergy = new RegExp(`^[${PROVINCES}][A-Z](?:[DF][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`);
  return regular.test(text) || newEnergy.test(text);
}

/** Vehicle identification number: 17 digits and capitals, never I, O or Q (they read as 1 and 0). */
export function isVin(text: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(text);
}

/** Ship MMSI: 9 digits. */
export function isMmsi(text: string): boolean {
  return /^\d{9}$/.test(text);
}

export interface FormatEntry {
  /** Whether the typed text has the format. */
  test(text: string): boolean;
  /** Message id of a failure (locales/*\/validation.json), `{label}` its parameter. */
  messageId: string;
  /** Values that pass: the designer's preview rows show them. */
  examples: readonly string[];
}

/** Every named format; a bundle's `format` must be one of these keys (runtime/bundle/check.ts). */
export const FORMAT_CATALOGUE = {
  phone: { test: isPhone, messageId: 'rule.phone', examples: ['13812345678', '13987654321', '15011112222'] },
  tel: { test: isTel, messageId: 'rule.tel', examples: ['010-62345678', '0571-88886666', '020-83334444'] },
  mail: { test: isMail, messageId: 'rule.mail', examples: ['zhang.wei@example.com', 'li.na@example.com', 'wang.fang@example.com'] },
  idCard: { test: isIdCard, messageId: 'rule.idCard', examples: ['11010519491231002X', '440524188001010014', '320106199003077775'] },
  ip: { test: isIp, messageId: 'rule.ip', examples: ['10.20.1.15', '192.168.3.21', '172.16.8.40'] },
  number: { test: isNumberText, messageId: 'rule.number', examples: ['1024', '2048', '512'] },
  int: { test: isIntText, messageId: 'rule.int', examples: ['12', '36', '48'] },
  alnum: { test: isAlnum, messageId: 'rule.alnum', examples: ['WT01A', 'PV12B', 'ST03C'] },
  plate: { test: isPlate, messageId: 'rule.plate', examples: ['京A12345', '沪B67890', '粤C24680'] },
  vin: { test: isVin, messageId: 'rule.vin', examples: ['LSVAM4187C2184847', 'LFV2A21K6D4056789', 'LGBH52E05DY123456'] },
  mmsi: { test: isMmsi, messageId: 'rule.mmsi', examples: ['412345678', '413579246', '414682097'] },
} as const satisfies Record<string, FormatEntry>;

export type FormatName = keyof typeof FORMAT_CATALOGUE;

/** The catalogue's names in its order (the designer's choices). */
export const FORMAT_NAMES = Object.keys(FORMAT_CATALOGUE) as FormatName[];

export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(FORMAT_CATALOGUE, name);
}
