/** The rows of the selector calls (spec 01 §5) the client reads by field. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** A selector's list row: the record in rowDatas, its key in pkValue. */
export const SelectorRowSchema = <Row extends TSchema>(row: Row) => Type.Object({ rowDatas: row, pkValue: Type.String(), check: Type.Boolean() });

/** A row of system/employee/selector.ajax. */
export const EmployeeRowSchema = Type.Object({
  empId: Type.String(),
  empName: Type.String(),
  depart_no: Type.String(),
  departName: Type.String(),
  postNo: Type.String(),
  postName: Type.String(),
  /** The employee's active user account: workflow handlers are users. '' without one. */
  userId: Type.String(),
});
export type EmployeeRow = Static<typeof EmployeeRowSchema>;
export const EmployeeSelectorRowSchema = SelectorRowSchema(EmployeeRowSchema);
export type EmployeeSelectorRow = Static<typeof EmployeeSelectorRowSchema>;
