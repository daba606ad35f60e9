import type { Database } from '../db/database.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { recordKey } from '../modules/record-key.ts';
import { startOfDay } from './records/dates.ts';
import { defectRecords } from './records/defects.ts';
import { emergencyRecords } from './records/emergency.ts';
import { pvEquipment, windEquipment } from './records/equipment.ts';
import { faultRecords } from './records/faults.ts';
import { inspectionRecords } from './records/inspections.ts';
import { insertRecords } from './records/insert-records.ts';
import { overhaulRecords } from './records/overhaul.ts';
import { createRandom } from './records/random.ts';
import { dangerPointRecords } from './records/danger-points.ts';
import { staffRecords } from './records/staff.ts';
import { workTicketRecords } from './records/work-tickets.ts';
import { materialRecords } from './records/materials.ts';
import type { OrgSeed, SeedEmployee, SeedInput, SeedOrg, SeedRecord } from './records/seed-types.ts';
import { isStationKind, stationRecord } from './records/stations.ts';
import { vehicleRecords } from './records/vehicles.ts';
import { workOrderRecords } from './records/work-orders.ts';
import { operationTicketRecords } from './records/operation-tickets.ts';
import { shipRecords, vehicleUseRecords } from './records/vehicles-ships.ts';
import { iotDeviceRecords } from './records/iot-devices.ts';
import { safetyRecords } from './records/safety.ts';
import { shiftRecords } from './records/shifts.ts';

export type { SeedInput } from './records/seed-types.ts';

const VEHICLES_PER_ORG = 100;
const DEFECTS_PER_STATION = 150;
const DEVICE_EVENTS_PER_STATION = 30;
const HIDDEN_DANGERS_PER_STATION = 16;
const HANDOVERS_PER_STATION = 14;
/** Keys are issued as if the records had been created one second apart from this instant. */
const KEY_EPOCH = Date.UTC(2024, 0, 1);
const NOBODY: SeedEmployee = { empId: '', empName: '值班员', orgNo: '', departNo: '', teamNo: null };

/**
 * The generator of one organisation; a family of modules added later draws from its own
 * `stream`, so that adding it leaves the records of the others as they were.
 */
function orgSeed(org: SeedOrg, index: number, input: SeedInput, stream = ''): OrgSeed {
  const random = createRandom(stream ? `demo:${org.orgNo}:${stream}` : `demo:${org.orgNo}`);
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

/** Records of several modules in order (parents before children); a module missing from the registry is left out. */
async function insertModuleRecords(db: Database['db'], registry: ModuleRegistry, orgNo: string, creator: string, batches: readonly [string, SeedRecord[]][]): Promise<void> {
  for (const [moduleId, records] of batches) {
    const module = registry.byModuleId(moduleId);
    if (module && records.length > 0) await insertRecords(db, module, orgNo, creator, records);
  }
}

/**
 * Demo records of the business modules for each organisation (shared/domain.md): per wind or
 * PV station its station record, equipment tree, defects with handling steps, work orders with
 * their materials, operation tickets with their steps, inspection cards and records, overhaul
 * records, the dangerous-point library and work tickets; vehicles and staff in every
 * organisation. Values come from a generator seeded by the organisation, so every run
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
  const workOrder = registry.byModuleId('woWorkOrder');
  const workOrderMaterial = registry.byModuleId('woWorkOrderMaterial');
  const operationTicket = registry.byModuleId('otOperationTicket');
  const operationStep = registry.byModuleId('otOperationStep');
  const staffModule = registry.byModuleId('baEmployee');
  const typeCounts = new Map<string, number>();

  for (const org of input.orgs) {
    const index = typeCounts.get(org.orgType) ?? 0;
    typeCounts.set(org.orgType, index + 1);
    const seed = orgSeed(org, index, input);
    const creator = input.users.find((user) => user.orgNo === org.orgNo)?.userId ?? input.users[0]?.userId ?? 'system';

    const vehicles = vehicle ? vehicleRecords(seed, VEHICLES_PER_ORG) : [];
    if (vehicle) await insertRecords(db, vehicle, org.orgNo, creator, vehicles);
    const fleet = vehicleUseRecords(orgSeed(org, index, input, 'fleet'), vehicles);
    await insertModuleRecords(db, registry, org.orgNo, creator, [
      ['vmUseRequest', fleet.requests],
      ['vmTrip', fleet.trips],
      ['vmRefuel', fleet.refuels],
      ['vmMaintenance', fleet.maintenance],
    ]);
    const staff = staffRecords(orgSeed(org, index, input, 'staff'));
    if (staffModule) await insertRecords(db, staffModule, org.orgNo, creator, staff);
    if (!isStationKind(org.orgType) || !station) continue;
    const stationRow = stationRecord(seed, org.orgType);
    await insertRecords(db, station, org.orgNo, creator, [stationRow]);
    if (!equipment) continue;
    const tree = org.orgType === 'wind' ? windEquipment(seed, stationRow) : pvEquipment(seed, stationRow);
    await insertRecords(db, equipment, org.orgNo, creator, tree.records);
    const stationNo = stationRow.czxxNo as string;
    const { defects, tracks } = defect ? defectRecords(seed, stationNo, tree.units, DEFECTS_PER_STATION) : { defects: [], tracks: [] };
    if (defect) await insertRecords(db, defect, org.orgNo, creator, defects);
    if (defect && track) await insertRecords(db, track, org.orgNo, creator, tracks);

    if (workOrder) {
      const { orders, materials } = workOrderRecords(seed, org.orgType, stationNo, tree.units, defects);
      await insertRecords(db, workOrder, org.orgNo, creator, orders);
      if (workOrderMaterial) await insertRecords(db, workOrderMaterial, org.orgNo, creator, materials);
    }
    if (operationTicket) {
      const { tickets, steps } = operationTicketRecords(seed, org.orgType, stationNo, tree.records);
      await insertRecords(db, operationTicket, org.orgNo, creator, tickets);
      if (operationStep) await insertRecords(db, operationStep, org.orgNo, creator, steps);
    }

    const ships = org.orgType === 'wind' ? shipRecords(orgSeed(org, index, input, 'ships'), stationNo, tree.units.filter((unit) => unit.eqType === 'WTG')) : { ships: [], voyages: [] };
    const emergency = emergencyRecords(orgSeed(org, index, input, 'emergency'), org.orgType);
    const iot = iotDeviceRecords(orgSeed(org, index, input, 'iot'), stationNo, tree.units, DEVICE_EVENTS_PER_STATION);
    const inspections = inspectionRecords(orgSeed(org, index, input, 'inspections'), stationNo, tree.units);
    const overhaul = overhaulRecords(orgSeed(org, index, input, 'overhaul'), stationNo, tree.units);
    const safety = safetyRecords(orgSeed(org, index, input, 'safety'), stationNo, tree.units, HIDDEN_DANGERS_PER_STATION);
    const shifts = shiftRecords(orgSeed(org, index, input, 'shifts'), stationNo, HANDOVERS_PER_STATION);
    const stores = materialRecords(orgSeed(org, index, input, 'materials'), org.orgType === 'wind' ? 'wind' : 'pv');
    await insertModuleRecords(db, registry, org.orgNo, creator, [
      ['smShip', ships.ships],
      ['smVoyage', ships.voyages],
      ['dfFault', faultRecords(orgSeed(org, index, input, 'faults'), stationNo, tree.units)],
      ['emResource', emergency.resources],
      ['emResourceCheck', emergency.checks],
      ['emPlan', emergency.plans],
      ['emDrill', emergency.drills],
      ['emDrillParticipant', emergency.participants],
      ['iotDevice', iot.devices],
      ['iotDevicePoint', iot.points],
      ['iotDeviceEventRecord', iot.events],
      ['ipCard', inspections.cards],
      ['ipCardItem', inspections.cardItems],
      ['dfDefect', inspections.defects],
      ['dfDefectTrack', inspections.defectTracks],
      ['ipRecord', inspections.records],
      ['ipRecordItem', inspections.recordItems],
      ['ohProcessCard', overhaul.processCards],
      ['ohProcessStep', overhaul.processSteps],
      ['ohRepairPreCard', overhaul.preCards],
      ['ohTechSupervision', overhaul.supervisions],
      ['ohCompletionReport', overhaul.reports],
      ['saAccident', safety.accidents],
      ['saHiddenDanger', safety.dangers],
      ['saHealthCheck', safety.healthChecks],
      ['saTraining', safety.trainings],
      ['saTrainingParticipant', safety.participants],
      ['saTarget', safety.targets],
      ['saTargetIndicator', safety.indicators],
      ['shCycle', shifts.cycles],
      ['shGroup', shifts.groups],
      ['shGroupMember', shifts.members],
      ['shJobTemplate', shifts.jobTemplates],
      ['shHandover', shifts.handovers],
      ['mtMaterial', stores.materials],
      ['mtWarehouse', stores.warehouses],
      ['mtReceipt', stores.receipts],
      ['mtReceiptLine', stores.receiptLines],
      ['mtRequisition', stores.requisitions],
      ['mtRequisitionLine', stores.requisitionLines],
      ['mtOutbound', stores.outbounds],
      ['mtOutboundLine', stores.outboundLines],
      ['mtReturn', stores.returns],
      ['mtReturnLine', stores.returnLines],
      ['mtSafetyTool', stores.tools],
    ]);
    await seedWorkTickets(db, registry, { seed: orgSeed(org, index, input, 'workTickets'), orgNo: org.orgNo, creator, stationNo, equipment: tree.records, staff });
  }
}

interface StationSeed {
  seed: OrgSeed;
  orgNo: string;
  creator: string;
  stationNo: string;
  equipment: SeedRecord[];
  staff: SeedRecord[];
}

/** The station's dangerous-point library and its work tickets with their measures and dangerous points. */
async function seedWorkTickets(db: Database['db'], registry: ModuleRegistry, station: StationSeed): Promise<void> {
  const library = registry.byModuleId('ohDangerPoint');
  if (!library) return;
  const { seed, orgNo, creator } = station;
  const dangerPoints = dangerPointRecords(seed);
  await insertRecords(db, library, orgNo, creator, dangerPoints);
  const ticket = registry.byModuleId('wtWorkTicket');
  const measure = registry.byModuleId('wtSafetyMeasure');
  const control = registry.byModuleId('wtDangerControl');
  if (!ticket || !measure || !control || !registry.byModuleId('baEmployee')) return;
  const numbering = ticket.fields.get('ticketCode')?.def.numbering;
  const accounts = new Set((await db.selectFrom('sys_user').select('emp_id').execute()).map((row) => row.emp_id));
  const { tickets, measures, controls } = workTicketRecords(seed, { stationNo: station.stationNo, equipment: station.equipment, staff: station.staff, dangerPoints, numbering, accounts });
  await insertRecords(db, ticket, orgNo, creator, tickets);
  await insertRecords(db, measure, orgNo, creator, measures);
  await insertRecords(db, control, orgNo, creator, controls);
}
