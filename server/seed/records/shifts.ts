import { addDays, dateText, dateTimeText } from './dates.ts';
import { createCoder } from './safety.ts';
import type { OrgSeed, SeedRecord } from './seed-types.ts';

const HOUR_MS = 3_600_000;
const GROUPS = [
  { groupName: '运行一值', groupCode: 'A' },
  { groupName: '运行二值', groupCode: 'B' },
  { groupName: '运行三值', groupCode: 'C' },
  { groupName: '运行四值', groupCode: 'D' },
];
const POSTS = ['LEADER', 'CHIEF', 'DEPUTY', 'DEPUTY', 'TRAINEE'];

const JOB_TEMPLATES = [
  { postCode: 'ZZ01', postName: '值长', shiftPost: true, certificates: 'ELECTRIC,HV', duties: '全面负责本值安全生产和运行管理；组织倒闸操作和事故处理；审核两票；主持交接班。', qualifications: '电气类大专及以上学历，从事新能源运行工作 3 年以上，熟悉调度规程。' },
  { postCode: 'ZZ02', postName: '主值班员', shiftPost: true, certificates: 'ELECTRIC,HV', duties: '监盘并处理异常告警；执行倒闸操作；填写运行日志；组织设备巡回检查。', qualifications: '电气类中专及以上学历，持高压电工作业证，副值岗位 1 年以上。' },
  { postCode: 'ZZ03', postName: '副值班员', shiftPost: true, certificates: 'ELECTRIC', duties: '协助主值监盘；担任操作监护或操作人；完成设备巡检和抄表。', qualifications: '经三级安全教育和岗位培训考试合格。' },
  { postCode: 'JX01', postName: '风机检修工', shiftPost: false, certificates: 'ELECTRIC,HEIGHT,GWO', duties: '风电机组定检、故障处理和消缺；执行工作票所列安全措施。', qualifications: '持高处作业证、电工作业证，取得 GWO 基础安全培训证书。' },
  { postCode: 'YW01', postName: '运维工程师', shiftPost: false, certificates: 'ELECTRIC,FIRST_AID', duties: '设备状态分析、技术监督、缺陷管理和检修计划编制。', qualifications: '电气或能源动力类本科及以上学历，2 年以上场站工作经验。' },
];

const MODES = ['NORMAL', 'NORMAL', 'NORMAL', 'MAINT', 'SPECIAL'];

export interface ShiftSeed {
  cycles: SeedRecord[];
  groups: SeedRecord[];
  members: SeedRecord[];
  jobTemplates: SeedRecord[];
  handovers: SeedRecord[];
}

function groups(seed: OrgSeed): { groups: SeedRecord[]; members: SeedRecord[] } {
  const members: SeedRecord[] = [];
  const records = GROUPS.map((group, index) => {
    const groupId = seed.key();
    const crew = seed.people.filter((_, position) => position % GROUPS.length === index);
    crew.forEach((person, position) =>
      members.push({
        memberId: seed.key(),
        parentId: groupId,
        parentName: group.groupName,
        empName: person.empName,
        post: POSTS[position] ?? 'DEPUTY',
        phone: `139${String(seed.random.int(10_000_000, 99_999_999))}`,
      }),
    );
    return {
      groupId,
      ...group,
      leader: crew[0]?.empName ?? seed.people[0]?.empName ?? '值长',
      // The first group is the preset one every cycle starts with; it stays as shipped.
      isDefault: index === 0,
      memberCount: crew.length,
      remark: index === 0 ? '系统预置默认值别' : null,
    };
  });
  return { groups: records, members };
}

function cycles(seed: OrgSeed): SeedRecord[] {
  const start = dateText(addDays(seed.today, -28));
  return [
    { cycleId: seed.key(), cycleName: '四值三运转', daysInCycle: 8, groupCount: 4, startDate: start, dayStart: '08:00', dayEnd: '20:00', nightStart: '20:00', nightEnd: '08:00', enabled: true, remark: '白班两天、夜班两天、休息四天，四个值轮换。' },
    { cycleId: seed.key(), cycleName: '驻站轮休（14天）', daysInCycle: 14, groupCount: 2, startDate: start, dayStart: '08:30', dayEnd: '17:30', nightStart: null, nightEnd: null, enabled: false, remark: '冬季大风期前的备用方案。' },
  ];
}

function handovers(seed: OrgSeed, stationNo: string, groupRows: readonly SeedRecord[], count: number): SeedRecord[] {
  const code = createCoder('JJB', 'day', 2);
  const records: SeedRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const shiftsBack = count - index;
    const at = seed.today - shiftsBack * 12 * HOUR_MS + 8 * HOUR_MS;
    const hand = groupRows[index % groupRows.length] as SeedRecord;
    const receive = groupRows[(index + 1) % groupRows.length] as SeedRecord;
    // The two latest handovers are drafts and the two before wait to be received; older ones are done.
    const state = index >= count - 2 ? '10' : index >= count - 4 ? '20' : '30';
    const unit = seed.org.orgType === 'wind' ? `${seed.random.int(1, 40)}号风机` : `${seed.random.int(1, 12)}号逆变器`;
    records.push({
      handoverId: seed.key(),
      handoverCode: code(at),
      czxxNo: stationNo,
      handoverTime: dateTimeText(at),
      shift: index % 2 === 0 ? 'DAY' : 'NIGHT',
      handGroup: hand.groupId as string,
      handLeader: hand.leader as string,
      receiveGroup: receive.groupId as string,
      receiveLeader: receive.leader as string,
      operatingMode: seed.random.pick(MODES),
      equipmentStatus: `220kV 升压站正常运行方式，1 号主变运行；${unit}故障停机待处理，其余设备运行正常。`,
      outstandingWork: seed.random.chance(0.5) ? `${unit}检修工作票未终结，工作负责人现场作业中。` : null,
      outstandingDefects: seed.random.chance(0.6) ? `${unit}缺陷未消除，已联系检修班。` : null,
      notes: seed.random.chance(0.4) ? '夜间有大风预警，加强设备监视。' : null,
      handSigned: state !== '10',
      handedAt: state === '10' ? null : dateTimeText(at),
      receiveSigned: state === '30',
      receivedAt: state === '30' ? dateTimeText(at + 15 * 60_000) : null,
      handoverState: state,
    });
  }
  return records;
}

/** A station's shift organisation: cycles, groups A–D with members (the first preset as default), job templates, a fortnight of handovers. */
export function shiftRecords(seed: OrgSeed, stationNo: string, handoverCount: number): ShiftSeed {
  const grouped = groups(seed);
  return {
    cycles: cycles(seed),
    ...grouped,
    jobTemplates: JOB_TEMPLATES.map((template) => ({ templateId: seed.key(), ...template })),
    handovers: handovers(seed, stationNo, grouped.groups, handoverCount),
  };
}
