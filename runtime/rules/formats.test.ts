import { describe, expect, it } from 'vitest';
import { FORMAT_CATALOGUE, type FormatName } from './formats.ts';

const CASES: Record<FormatName, { valid: string[]; invalid: string[] }> = {
  phone: {
    valid: ['13812345678', '8613812345678', '+8613812345678', '+86 13812345678', '19912345678'],
    invalid: ['1381234567', '138123456789', '23812345678', '+8713812345678', '138-1234-5678', ''],
  },
  tel: {
    valid: ['010-12345678', '0755-1234567', '01012345678', '0755-12345678-801', '400-123-4567', '8001234567', '400-1234567'],
    invalid: ['12345678', '010-1234', '0755-123456789', '500-123-4567', '010-12345678-', 'abc-12345678'],
  },
  mail: {
    valid: ['ops@windfarm.cn', 'li.ming+duty@station-01.example.com', 'a_b@x.io'],
    invalid: ['ops@', '@windfarm.cn', 'ops@windfarm', 'ops windfarm@x.cn', 'a..b@x.cn', 'a@-x.cn'],
  },
  idCard: {
    // Check characters computed with ISO 7064 MOD 11-2.
    valid: ['11010519491231002X', '440524188001010014', '320106199003077775', '11010119800229123x'],
    invalid: [
      '110105194912310021', // wrong check character
      '11010519491331002X', // month 13
      '110105190002290011', // 1900 is not a leap year
      '11010519491231002', // 17 characters
      '01010519491231002X', // region cannot start with 0
      '110105299912310010', // born in the future
    ],
  },
  ip: {
    valid: ['0.0.0.0', '192.168.1.10', '255.255.255.255', '10.0.0.1'],
    invalid: ['256.1.1.1', '1.1.1', '1.1.1.1.1', '01.1.1.1', '1.1.1.a', ''],
  },
  number: { valid: ['0', '-1.5', '+3', '12.50'], invalid: ['1.', '.5', '1e3', 'abc', '1,000'] },
  int: { valid: ['0', '-12', '+7', '007'], invalid: ['1.0', '1e3', 'x', ''] },
  alnum: { valid: ['WTG01', 'abc', '123'], invalid: ['WTG-01', 'WTG 01', '风机01', ''] },
  plate: {
    valid: ['京A12345', '粤B1C2D3', '沪AD12345', '浙A12345F', '苏E1234学', '京A1234挂'],
    invalid: ['京a12345', '京A1234', '京A123456', 'AA12345', '京AX12345', '京A12345D6'],
  },
  vin: { valid: ['LSVAU2180N2183294', '1HGCM82633A004352'], invalid: ['LSVAU2180N218329', 'LSVAU2180N2183294X', 'LSVAU2I80N2183294', 'LSVAO2180N2183294', 'lsvau2180n2183294'] },
  mmsi: { valid: ['412345678', '000000000'], invalid: ['41234567', '4123456789', '41234567a'] },
};

describe.each(Object.entries(CASES) as [FormatName, { valid: string[]; invalid: string[] }][])('format %s', (format, { valid, invalid }) => {
  it.each(valid)('accepts %s', (text) => {
    expect(FORMAT_CATALOGUE[format].test(text)).toBe(true);
  });
  it.each(invalid)('refuses %j', (text) => {
    expect(FORMAT_CATALOGUE[format].test(text)).toBe(false);
  });
});

describe('format catalogue', () => {
  it.each(Object.entries(FORMAT_CATALOGUE))('%s: its examples pass its own test', (_name, entry) => {
    expect(entry.examples.filter((text) => !entry.test(text))).toEqual([]);
  });
});
