import type { Random } from './random.ts';

export interface SeedOrg {
  orgNo: string;
  orgName: string;
  /** 'wind' and 'pv' organisations are stations; others (the company) hold only general records. */
  orgType: string;
}

export interface SeedUser {
  userId: string;
  userName: string;
  empId: string;
  orgNo: string;
}

export interface SeedEmployee {
  empId: string;
  empName: string;
  orgNo: string;
  departNo: string;
  teamNo: string | null;
  postName?: string;
  mobile?: string;
}

export interface SeedInput {
  orgs: SeedOrg[];
  users: SeedUser[];
  employees: SeedEmployee[];
  /** Day the demo history ends on (ms); today by default, so dates in the demo look current. */
  today?: number;
}

/** Everything a generator needs for one organisation. */
export interface OrgSeed {
  org: SeedOrg;
  /** Position among the organisations of the same type, for codes that must differ. */
  index: number;
  random: Random;
  today: number;
  people: SeedEmployee[];
  /** Record keys: time-sortable like the server's, drawn from the seeded generator. */
  key(): string;
}

/** A record by field name, primary key included. */
export type SeedRecord = Record<string, string | number | boolean | null>;
