/**
 * The organisation chart's answers (spec 02 §3 and §7: sforgan/sfSafeOrganize/getDepartmentListNew.ajax
 * and getUserList.ajax), defined once for the server and the client.
 */

/** A node of the organisation chart: the organisation, its departments and their teams (ids prefixed as the organisation tree's). */
export interface ChartUnit {
  sfoNo: string;
  sfoName: string;
  sfoType: 'org' | 'depart' | 'team';
  /** People in the unit and the units below it (getUserList.ajax answers them). */
  userCount: number;
  children: ChartUnit[];
}

/** Spec 02 §3 organisation-chart person, with the phone and avatar of the popover. */
export interface ChartPerson {
  empId: string;
  userNam: string;
  depart: string;
  post: string;
  phone: string;
  /** The file id of the person's account avatar, '' without one. */
  avatar: string;
}
