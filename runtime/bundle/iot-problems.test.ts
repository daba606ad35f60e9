import { describe, expect, it } from 'vitest';
import { loadBundle } from '../test-support/modules.ts';
import { checkModuleBundle } from './check.ts';

// A point module as an analyst drafts it: the vehicle fixture given a device link and limits.
type Json = any;

function pointBundle(iot: Json, edit: (bundle: Json) => void = () => undefined): Json {
  const bundle: Json = structuredClone(loadBundle('vmVehicle'));
  bundle.iot = iot;
  edit(bundle);
  return bundle;
}

const POINT = { role: 'point', device: 'departNo', code: 'plateNo', lower: 'seats', upper: 'mileageKm', deadband: 1 };

describe('the iot section of a bundle', () => {
  it('accepts fields that exist, with number fields as limits', () => {
    expect(checkModuleBundle(pointBundle(POINT), 'point.json').problems).toEqual([]);
  });

  it('names a field the module lacks and a limit that is not a number', () => {
    const problems = checkModuleBundle(pointBundle({ ...POINT, code: 'pointCode', upper: 'driverName' }), 'point.json').problems;
    expect(problems.map((problem) => [problem.pointer, problem.messageId])).toEqual([
      ['/iot/code', 'bundle.unknownField'],
      ['/iot/upper', 'bundle.iot.limitNotNumber'],
    ]);
  });

  it("keeps a point's newest reading only in a number field and its time only in a datetime field, named together", () => {
    const withLatestFields = (bundle: Json) => bundle.entity.fields.push(
      { name: 'lastValue', type: 'number', readOnly: true, label: { 'zh-CN': '最新读数', 'en-US': 'Latest reading' } },
      { name: 'lastAt', type: 'datetime', readOnly: true, label: { 'zh-CN': '读数时间', 'en-US': 'Read at' } },
    );
    const check = (latest: Json) => checkModuleBundle(pointBundle({ ...POINT, ...latest }, withLatestFields), 'point.json').problems;
    expect(check({ latestValue: 'lastValue', latestAt: 'lastAt' })).toEqual([]);
    expect(check({ latestValue: 'seats', latestAt: 'purchaseDate' }).map((problem) => [problem.pointer, problem.messageId])).toEqual([
      ['/iot/latestValue', 'bundle.iot.latestValueNotNumber'],
      ['/iot/latestAt', 'bundle.iot.latestAtNotDatetime'],
    ]);
    expect(check({ latestValue: 'lastValue' })).not.toEqual([]);
  });

  it('refuses a role it does not know and an event without its levels and states', () => {
    expect(checkModuleBundle(pointBundle({ role: 'gateway', code: 'plateNo' }), 'x.json').problems).not.toEqual([]);
    expect(checkModuleBundle(pointBundle({ role: 'event', device: 'departNo', level: 'vehicleType', content: 'remark', time: 'purchaseDate', state: 'vehicleState' }), 'x.json').problems).not.toEqual([]);
  });
});
