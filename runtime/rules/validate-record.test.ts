import { describe, expect, it } from 'vitest';
import zhValidation from '../../locales/zh-CN/validation.json' with { type: 'json' };
import enValidation from '../../locales/en-US/validation.json' with { type: 'json' };
import type { FieldError } from '../bundle/compiled-types.ts';
import type { Locale } from '../bundle/types.ts';
import { loadCompiled } from '../test-support/modules.ts';
import { compileModule } from '../bundle/compile.ts';
import { validateRecord } from './validate-record.ts';

const CATALOGS: Record<Locale, Record<string, string>> = { 'zh-CN': zhValidation, 'en-US': enValidation };

/** What a user reads: the catalogue text with its parameters filled in. */
function shown(errors: FieldError[], locale: Locale): Record<string, string> {
  return Object.fromEntries(
    errors.map((error) => [
      error.field,
      (CATALOGS[locale][error.messageId] ?? error.messageId).replace(/\{(\w+)\}/g, (_, key: string) => String(error.params[key])),
    ]),
  );
}

const vehicle = loadCompiled('vmVehicle');
const defect = loadCompiled('dfDefect');
const equipment = loadCompiled('eqEquipment');
const station = loadCompiled('baStation');

const validVehicle = {
  plateNo: '京A12345',
  frameNo: 'LSVAU2180N2183294',
  vehicleType: 'SUV',
  brandModel: 'Toyota Land Cruiser',
  purchaseDate: '2024-05-01',
  vehicleState: '10',
};

describe('validateRecord required messages (spec 01 §5)', () => {
  it('asks to enter, select or upload by field type, in Chinese', () => {
    expect(shown(validateRecord(vehicle, {}), 'zh-CN')).toEqual({
      plateNo: '请输入车牌号',
      frameNo: '请输入车架号',
      vehicleType: '请选择车辆类型',
      brandModel: '请输入品牌型号',
      purchaseDate: '请选择购置日期',
      vehicleState: '请选择状态',
    });
  });

  it('asks the same in English', () => {
    // defectCode is numbered: the server fills it when it is left empty.
    expect(shown(validateRecord(defect, { defectState: '10' }, 'en-US'), 'en-US')).toEqual({
      title: 'please enter Title',
      czxxNo: 'please select Station',
      category: 'please select Category',
      foundBy: 'please enter Found by',
      foundTime: 'please select Found at',
      description: 'please enter Description',
    });
  });

  it('asks to upload a required attachment or image', () => {
    expect(shown(validateRecord(requirePhotos(), validVehicle), 'zh-CN')).toEqual({ photos: '请上传车辆照片' });
  });

  it('treats spaces as empty and false or 0 as values', () => {
    expect(validateRecord(vehicle, { ...validVehicle, plateNo: '   ' }).map((e) => e.field)).toEqual(['plateNo']);
    expect(validateRecord(vehicle, { ...validVehicle, mileageKm: 0 })).toEqual([]);
  });

  it('accepts a complete record', () => {
    expect(validateRecord(vehicle, validVehicle)).toEqual([]);
    expect(validateRecord(vehicle, { ...validVehicle, seats: '7', purchasePrice: '1.5', driverPhone: '+8613812345678' })).toEqual([]);
  });
});

describe('validateRecord value rules', () => {
  it('checks formats with their messages', () => {
    const errors = validateRecord(vehicle, { ...validVehicle, plateNo: 'A12345', frameNo: 'LSVAU2I80N2183294', driverPhone: '12345' });
    expect(shown(errors, 'zh-CN')).toEqual({
      plateNo: '请输入正确的车牌号',
      frameNo: '请输入正确的车架号（17位，不含I、O、Q）',
      driverPhone: '请输入正确的手机号码',
    });
    expect(shown(validateRecord(station, { stationCode: 'ST-01', contactPhone: '123' }), 'en-US')).toMatchObject({
      stationCode: 'codes can only contain letters and digits',
      contactPhone: 'enter a valid phone number',
    });
  });

  it('checks lengths in characters', () => {
    const name = '风'.repeat(64);
    expect(validateRecord(station, { stationCode: 'S1', czxxNam: name, stationType: 'WIND', capacityMw: '1.00' })).toEqual([]);
    const errors = validateRecord(station, { stationCode: 'S1', czxxNam: `${name}风`, stationType: 'WIND', capacityMw: '1.00' });
    expect(errors).toEqual([{ field: 'czxxNam', messageId: 'rule.maxLength', params: { label: '场站名称', max: 64 } }]);
    expect(shown(errors, 'zh-CN').czxxNam).toBe('长度不能超过64个字符');
  });

  it('checks number ranges with the bounds the bundle sets', () => {
    expect(shown(validateRecord(vehicle, { ...validVehicle, seats: 61 }), 'zh-CN')).toEqual({ seats: '数值范围在 1 到 60 之间' });
    expect(validateRecord(vehicle, { ...validVehicle, mileageKm: -1 })[0]).toMatchObject({ messageId: 'rule.min', params: { min: 0 } });
    expect(validateRecord(vehicle, { ...validVehicle, mileageKm: 10_000_000_000_000 })[0]).toMatchObject({
      messageId: 'rule.max',
      params: { max: 9999999999999 },
    });
  });

  it('holds numbers without bounds to the defaults of spec 01 §5', () => {
    const bundle = vehicle.bundle;
    const fields = bundle.entity.fields.map((f) => (f.name === 'seats' ? { ...f, min: undefined, max: undefined } : f));
    const unbounded = compileModule({ ...bundle, entity: { ...bundle.entity, fields } }, { ...vehicle.dictionaries });
    expect(validateRecord(unbounded, { ...validVehicle, seats: 9999999999999 })).toEqual([]);
    const errors = validateRecord(unbounded, { ...validVehicle, seats: -1_000_000_000_000 });
    expect(errors[0]).toMatchObject({ messageId: 'rule.range', params: { min: -999999999999, max: 9999999999999 } });
    expect(shown(errors, 'en-US').seats).toBe('value between -999999999999 and 9999999999999');
  });

  it('keeps decimals within precision and scale', () => {
    expect(shown(validateRecord(vehicle, { ...validVehicle, purchasePrice: '1.234' }), 'zh-CN')).toEqual({ purchasePrice: '购置价格(元) 最多 2 位小数' });
    // numeric(12, 2) holds ten integer digits.
    expect(validateRecord(vehicle, { ...validVehicle, purchasePrice: '9999999999.99' })).toEqual([]);
    expect(validateRecord(vehicle, { ...validVehicle, purchasePrice: '10000000000' })[0]).toMatchObject({
      messageId: 'rule.max',
      params: { max: '9999999999.99' },
    });
  });

  it('checks dictionary membership', () => {
    expect(validateRecord(vehicle, { ...validVehicle, vehicleType: 'BUS' })).toEqual([
      { field: 'vehicleType', messageId: 'rule.dict', params: { label: '车辆类型' } },
    ]);
  });

  it('checks types of values that arrive untyped', () => {
    const errors = validateRecord(vehicle, { ...validVehicle, seats: 'seven', purchaseDate: '2024-13-01', insuranceExpiry: '2024-02-29' });
    expect(errors.map((e) => [e.field, e.messageId])).toEqual([
      ['seats', 'rule.int'],
      ['purchaseDate', 'rule.date'],
    ]);
  });
});

describe('validateRecord cross-field rules', () => {
  const base = {
    defectCode: 'D001',
    title: 'Blade crack',
    czxxNo: 'S1',
    category: 'MAJOR',
    foundBy: 'Li',
    foundTime: '2024-03-01 08:00:00',
    defectState: '10',
    description: 'crack at root',
  };

  it('shows the business message on the first field', () => {
    const errors = validateRecord(defect, { ...base, plannedStart: '2024-03-10', plannedEnd: '2024-03-05', actualStart: '2024-03-06', actualEnd: '2024-03-06' });
    expect(errors).toEqual([
      { field: 'plannedStart', messageId: 'rule.plannedStartAfterEnd', params: { label: '计划开始', otherLabel: '计划结束' } },
    ]);
    expect(shown(errors, 'zh-CN').plannedStart).toBe('计划开始时间不能晚于计划结束时间');
    expect(shown(errors, 'en-US').plannedStart).toBe('planned start cannot be after planned end');
  });

  it('is skipped while either side is empty', () => {
    expect(validateRecord(defect, { ...base, plannedStart: '2024-03-10' })).toEqual([]);
  });

  it('applies strict comparisons', () => {
    const record = { eqCode: 'WTG01', eqName: 'WTG 01', eqType: 'WTG', czxxNo: 'S1', factoryDate: '2020-01-01' };
    expect(validateRecord(equipment, { ...record, retireDate: '2020-01-01' }).map((e) => e.messageId)).toEqual(['rule.retireAfterFactory']);
    expect(validateRecord(equipment, { ...record, retireDate: '2020-01-02' })).toEqual([]);
  });
});

describe('validateRecord bundle patterns', () => {
  const bundle = vehicle.bundle;
  const patterned = compileModule(
    {
      ...bundle,
      entity: {
        ...bundle.entity,
        fields: bundle.entity.fields.map((f) => (f.name === 'driverName' ? { ...f, pattern: 'D-\\d{3}', patternMessage: { 'zh-CN': '形如 D-001', 'en-US': 'like D-001' } } : f)),
      },
    },
    { ...vehicle.dictionaries },
  );

  it('refuses a value the whole pattern does not match, in the bundle\'s words', () => {
    for (const driverName of ['D-01', 'xD-001', 'D-0012']) {
      const errors = validateRecord(patterned, { ...validVehicle, driverName }, 'en-US');
      expect(errors).toEqual([{ field: 'driverName', messageId: 'rule.pattern', params: { label: 'Driver', message: 'like D-001' } }]);
      expect(shown(errors, 'en-US').driverName).toBe('like D-001');
    }
    expect(shown(validateRecord(patterned, { ...validVehicle, driverName: 'D-1' }, 'zh-CN'), 'zh-CN').driverName).toBe('形如 D-001');
  });

  it('accepts a matching or empty value', () => {
    expect(validateRecord(patterned, { ...validVehicle, driverName: 'D-001' })).toEqual([]);
    expect(validateRecord(patterned, { ...validVehicle, driverName: '' })).toEqual([]);
  });
});

function requirePhotos() {
  const bundle = vehicle.bundle;
  const fields = bundle.entity.fields.map((f) => (f.name === 'photos' ? { ...f, required: true } : f));
  return compileModule({ ...bundle, entity: { ...bundle.entity, fields } }, { ...vehicle.dictionaries });
}
