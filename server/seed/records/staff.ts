import type { OrgSeed, SeedRecord } from './seed-types.ts';

/**
 * Who holds which of the three work-ticket roles (三种人), by post: station heads and engineers
 * issue, duty chiefs and operators permit, engineers, duty chiefs and fitters lead the work.
 */
const ISSUERS = ['场长', '站长', '运维工程师'];
const LEADERS = ['场长', '站长', '值长', '运维工程师', '检修工'];
const PERMITTERS = ['值长', '值班员'];

/** The staff records of one organisation: its employees, keyed by their employee id so that currentEmployee() names them. */
export function staffRecords(seed: OrgSeed): SeedRecord[] {
  return seed.people
    .filter((person) => person.empId !== '')
    .map((person) => {
      const post = person.postName ?? '';
      return {
        empNo: person.empId,
        empCode: person.empId,
        empName: person.empName,
        departNo: person.departNo || null,
        teamNo: person.teamNo,
        postName: post || null,
        mobile: person.mobile ?? null,
        canIssue: ISSUERS.includes(post),
        canLead: LEADERS.includes(post),
        canPermit: PERMITTERS.includes(post),
        remark: null,
      };
    });
}
