import { EMPLOYEES, POSTS, TEAMS } from '../system-data.ts';
import type { OrgSeed, SeedEmployee } from './seed-types.ts';

/** The organisation's people whose team name holds `word` (运行 shift teams, 检修 maintenance crews); everyone when none does. */
export function teamPeople(seed: OrgSeed, word: string): SeedEmployee[] {
  const teams = new Set(TEAMS.filter((team) => team.team_name.includes(word)).map((team) => team.team_no));
  const people = seed.people.filter((person) => person.teamNo !== null && teams.has(person.teamNo));
  return people.length > 0 ? people : seed.people;
}

/** The organisation's people holding a post of that name (值长); none when no one does. */
export function postHolders(seed: OrgSeed, postName: string): SeedEmployee[] {
  const posts = new Set(POSTS.filter((post) => post.post_name === postName).map((post) => post.post_no));
  const holders = new Set(EMPLOYEES.filter((employee) => posts.has(employee.post_no)).map((employee) => employee.emp_id));
  return seed.people.filter((person) => holders.has(person.empId));
}
