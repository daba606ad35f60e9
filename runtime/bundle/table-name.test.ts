import { describe, expect, it } from 'vitest';
import { reservedTableProblem } from './table-name.ts';

describe('reservedTableProblem', () => {
  it("refuses PostgreSQL's catalogs and the platform's tables, and nothing else", () => {
    expect(['pg_authid', 'pg_class', 'information_schema'].map(reservedTableProblem)).toEqual(Array(3).fill('bundle.catalogTable'));
    expect(['sys_user', 'sys_file', 'wf_task', 'wf_model_version'].map(reservedTableProblem)).toEqual(Array(4).fill('bundle.platformTable'));
    expect(['iot_reading', 'iot_reading_p20261127', 'iot_reading_default', 'iot_point_latest'].map(reservedTableProblem)).toEqual(Array(4).fill('bundle.platformTable'));
    expect(['vm_vehicle', 'iot_reading_log', 'pgx_data', 'system_log', 'information_schema_copy', 'wfm_plan'].map(reservedTableProblem)).toEqual(Array(6).fill(undefined));
  });
});
