import type { Database } from '../db/database.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { recordKey } from '../modules/record-key.ts';
import { startOfDay } from './records/dates.ts';
import { defectRecords } from './records/defects.ts';
import { pvEquipment, windEquipment } from './records/equipment.ts';
import { insertRecords } from './records/insert-records.ts';
import { materialRecords } from './records/materials.ts';
import { createRandom } from './records/random.ts';
import type { OrgSeed, SeedEmployee, SeedInput, SeedOrg, SeedRecord } from './records/seed-types.ts';
import { isStationKind, stationRecord } from './records/stations.ts';
import { vehicleRecords } from './records/vehicles.ts';

export type { SeedInput } from './records/seed-types.ts';

const VEHICLES_PER_ORG = 100;
const DEFECTS_PER_STATION = 150;
/** Keys are issued as if the records had been created one second apart from this instant. */
const KEY_EPOCH = Date.UTC(2024, 0, 1);
const NOBODY: SeedEmployee = { empId: '', empName: '值班员', orgNo: '', departNo: '', teamNo: null };

/** `stream` names a generator of its own, so a family's records leave the others' draws as they were. */
function orgSeed(org: SeedOrg, index: number, input: SeedInput, stream = ''): OrgSeed {
  const random = createRandom(`demo:${org.orgNo}${stream}`);
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

/** The stores of one station (records/materials.ts), module by module, parents before their lines. */
async function seedMaterials(db: Database['db'], registry: ModuleRegistry, creator: string, seed: OrgSeed): Promise<void> {
  const records = materialRecords(seed, seed.org.orgType === 'wind' ? 'wind' : 'pv');
  const plan: [string, SeedRecord[]][] = [
    ['mtMaterial', records.materials],
    ['mtWarehouse', records.warehouses],
    ['mtReceipt', records.receipts],
    ['mtReceiptLine', records.receiptLines],
    ['mtRequisition', records.requisitions],
    ['mtRequisitionLine', records.requisitionLines],
    ['mtOutbound', records.outbounds],
    ['mtOutboundLine', records.outboundLines],
    ['mtReturn', records.returns],
    ['mtReturnLine', records.returnLines],
    ['mtSafetyTool', records.tools],
  ];
  for (const [moduleId, rows] of plan) {
    const module = registry.byModuleId(moduleId);
    if (module) await insertRecords(db, module, seed.org.orgNo, creator, rows);
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
    await seedMaterials(db, registry, creator, orgSeed(org, index, input, ':materials'));
    const stationRow = stationRecord(seed, org.orgType);
    await insertRecords(db, station, org.orgNo, creator, [stationRow]);
    if (!equipment) continue;
    const tree = org.orgType === 'wind' ? windEquipment(seed, stationRow) : pvEquipment(seed, stationRow);
    await insertRecords(db, equipment, org.orgNo, creator, tree.records);
    if (!defect) continue;
    const { defects, tracks } = defectRecords(seed, stationRow.czxxNo as string, tree.units, DEFECTS_PER_STATION);
    await insertRecords(db, defect, org.orgNo, creator, defects);
    if (track) await insertRecords(db, track, org.orgNo, creator, tracks);
  }
}
