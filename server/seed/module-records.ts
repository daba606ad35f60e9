import type { Database } from '../db/database.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { recordKey } from '../modules/record-key.ts';
import { startOfDay } from './records/dates.ts';
import { defectRecords } from './records/defects.ts';
import { pvEquipment, windEquipment } from './records/equipment.ts';
import { insertRecords } from './records/insert-records.ts';
import { createRandom } from './records/random.ts';
import type { OrgSeed, SeedEmployee, SeedInput, SeedOrg, SeedRecord } from './records/seed-types.ts';
import { isStationKind, stationRecord } from './records/stations.ts';
import { vehicleRecords } from './records/vehicles.ts';
import { safetyRecords } from './records/safety.ts';
import { shiftRecords } from './records/shifts.ts';
import { iotRecords } from './records/iot.ts';

export type { SeedInput } from './records/seed-types.ts';

const VEHICLES_PER_ORG = 100;
const DEFECTS_PER_STATION = 150;
const HIDDEN_DANGERS_PER_STATION = 16;
const HANDOVERS_PER_STATION = 14;
const IOT_DEVICES_PER_STATION = 8;
const IOT_EVENTS_PER_STATION = 24;
/** Keys are issued as if the records had been created one second apart from this instant. */
const KEY_EPOCH = Date.UTC(2024, 0, 1);
const NOBODY: SeedEmployee = { empId: '', empName: '值班员', orgNo: '', departNo: '', teamNo: null };

function orgSeed(org: SeedOrg, index: number, input: SeedInput): OrgSeed {
  const random = createRandom(`demo:${org.orgNo}`);
  const people = input.employees.filter((employee) => employee.orgNo === org.orgNo);
  let issued = 0;
  return {
    org,
    index,
    random,
    today: startOfDay(input.today ?? Date.now()),
    people: people.length > 0 ? people : [NOBODY],
    key: () => recordKey(KEY_EPOCH + (issued += 1) * 1000, (bound) => random.int(0, bound - 1)),
  };
}

/** Which module each list of a family's demo records goes to, parents before their children. */
const SAFETY_MODULES = { accidents: 'saAccident', dangers: 'saHiddenDanger', healthChecks: 'saHealthCheck', trainings: 'saTraining', participants: 'saTrainingParticipant', targets: 'saTarget', indicators: 'saTargetIndicator' } as const;
const SHIFT_MODULES = { cycles: 'shCycle', groups: 'shGroup', members: 'shGroupMember', jobTemplates: 'shJobTemplate', handovers: 'shHandover' } as const;
const IOT_MODULES = { devices: 'iotDevice', points: 'iotDevicePoint', events: 'iotDeviceEventRecord' } as const;

/** Inserts each list of a family's records into its module, in order; a list whose module is not registered is left out. */
async function seedFamily<K extends string>(
  db: Database['db'],
  registry: ModuleRegistry,
  orgNo: string,
  creator: string,
  records: Record<K, SeedRecord[]>,
  modules: Record<K, string>,
): Promise<void> {
  for (const [list, moduleId] of Object.entries(modules) as [K, string][]) {
    const module = registry.byModuleId(moduleId);
    if (module) await insertRecords(db, module, orgNo, creator, records[list]);
  }
}

/**
 * Demo records of the business modules for each organisation (shared/domain.md): per wind or
 * PV station its station record, equipment tree, defects with handling steps; vehicles in
 * every organisation. Values come from a generator seeded by the organisation, so every run
 * loads the same records (dates count back from `today`). Modules missing from the registry
 * are left out. Runs inside the caller's transaction.
 */
export async function seedModuleRecords(database: Database, registry: ModuleRegistry, input: SeedInput): Promise<void> {
  const { db } = database;
  const station = registry.byModuleId('baStation');
  const equipment = registry.byModuleId('eqEquipment');
  const defect = registry.byModuleId('dfDefect');
  const track = registry.byModuleId('dfDefectTrack');
  const vehicle = registry.byModuleId('vmVehicle');
  const typeCounts = new Map<string, number>();

  for (const org of input.orgs) {
    const index = typeCounts.get(org.orgType) ?? 0;
    typeCounts.set(org.orgType, index + 1);
    const seed = orgSeed(org, index, input);
    const creator = input.users.find((user) => user.orgNo === org.orgNo)?.userId ?? input.users[0]?.userId ?? 'system';

    if (vehicle) await insertRecords(db, vehicle, org.orgNo, creator, vehicleRecords(seed, VEHICLES_PER_ORG));
    if (!isStationKind(org.orgType) || !station) continue;
    const stationRow = stationRecord(seed, org.orgType);
    await insertRecords(db, station, org.orgNo, creator, [stationRow]);
    if (!equipment) continue;
    const tree = org.orgType === 'wind' ? windEquipment(seed, stationRow) : pvEquipment(seed, stationRow);
    await insertRecords(db, equipment, org.orgNo, creator, tree.records);
    if (!defect) continue;
    const { defects, tracks } = defectRecords(seed, stationRow.czxxNo as string, tree.units, DEFECTS_PER_STATION);
    await insertRecords(db, defect, org.orgNo, creator, defects);
    if (track) await insertRecords(db, track, org.orgNo, creator, tracks);
    await seedFamily(db, registry, org.orgNo, creator, safetyRecords(seed, stationRow.czxxNo as string, tree.units, HIDDEN_DANGERS_PER_STATION), SAFETY_MODULES);
    await seedFamily(db, registry, org.orgNo, creator, shiftRecords(seed, stationRow.czxxNo as string, HANDOVERS_PER_STATION), SHIFT_MODULES);
    await seedFamily(db, registry, org.orgNo, creator, iotRecords(seed, stationRow.czxxNo as string, tree.units, IOT_DEVICES_PER_STATION, IOT_EVENTS_PER_STATION), IOT_MODULES);
  }
}
