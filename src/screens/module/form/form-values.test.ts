import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../../../../runtime/test-support/modules.ts';
import { savePayload, splitRecord, valuesDiffer } from './form-values.ts';
import { childInitialValues } from './child-link.ts';

const vehicle = loadCompiled('vmVehicle');

describe('form values', () => {
  it('treats undefined, empty text and null alike when comparing with the snapshot', () => {
    expect(valuesDiffer(vehicle, { plateNo: '京A12345', remark: '' }, { plateNo: '京A12345', remark: null })).toBe(false);
    expect(valuesDiffer(vehicle, { plateNo: '京A12345' }, { plateNo: '京A12346' })).toBe(true);
  });

  it('sends every field but the key, plus orgNo', () => {
    const payload = savePayload(vehicle, { vehicleNo: 'V1', plateNo: '京A12345', orgNo: 'ORG1', _labels: {} });
    expect(payload.vehicleNo).toBeUndefined();
    expect(payload).toMatchObject({ plateNo: '京A12345', seats: null, orgNo: 'ORG1' });
    expect('_labels' in payload).toBe(false);
  });

  it('splits a loaded recorder into values, labels and row version', () => {
    const { values, labels, rowVersion } = splitRecord({ plateNo: 'x', departNo: 'D1', _labels: { departNo: '运维部' }, _rowVersion: 3 });
    expect(values).toEqual({ plateNo: 'x', departNo: 'D1' });
    expect(labels.get('departNo')).toBe('运维部');
    expect(rowVersion).toBe(3);
  });

  it('starts a child record with the parent key and label', () => {
    const track = loadCompiled('dfDefectTrack');
    const child = { module: 'dfDefectTrack', parentId: 'parentId', parentName: 'parentName', parentLabelField: 'defectCode' };
    expect(childInitialValues(child, track, 'D9', { defectCode: 'QX001' })).toEqual({ parentId: 'D9', parentName: 'QX001' });
  });
});
