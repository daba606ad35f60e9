import { expressionError } from './expression-error.ts';
import type { ExpressionHost, SqlResultKind } from './host.ts';
import { asNumber, asText, isScalar, typeName, type Value } from './values.ts';

/** Calls that leave the interpreter are counted against maxHostCalls by the caller. */
export interface Builtin {
  leavesInterpreter: boolean;
  run(args: readonly Value[], host: ExpressionHost): Value | Promise<Value>;
}

function text(value: Value | undefined, name: string): string {
  if (value === undefined || !isScalar(value)) throw expressionError('type', { operator: name, left: value === undefined ? 'none' : typeName(value), right: 'string' });
  return asText(value);
}

function fieldText(host: ExpressionHost, field: string): string {
  const raw = host.fieldValue(field);
  if (raw === undefined) throw expressionError('unknownField', { field });
  if (raw === null || raw === '') return '';
  return String(raw);
}

function fieldNumber(host: ExpressionHost, field: string): number {
  const raw = fieldText(host, field);
  if (raw === '') return 0;
  const value = asNumber(raw);
  if (value === undefined) throw expressionError('badNumber', { value: raw.slice(0, 40) });
  return value;
}

function sqlCall(kind: SqlResultKind): Builtin {
  return {
    leavesInterpreter: true,
    run: (args, host) => host.query(kind, text(args[0], 'sql'), args.slice(1)),
  };
}

/** Implementations of runtime/workflow/expression/functions.ts, by name. */
export const BUILTINS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  ['getValStr', { leavesInterpreter: false, run: (args, host) => fieldText(host, text(args[0], 'getValStr')) }],
  ['getValInt', { leavesInterpreter: false, run: (args, host) => Math.trunc(fieldNumber(host, text(args[0], 'getValInt'))) }],
  ['getValNumber', { leavesInterpreter: false, run: (args, host) => fieldNumber(host, text(args[0], 'getValNumber')) }],
  ['getCurrentUserId', { leavesInterpreter: false, run: (_args, host) => host.currentUserId() }],
  ['getCurrentUserName', { leavesInterpreter: false, run: (_args, host) => host.currentUserName() }],
  ['getFlowStartUserId', { leavesInterpreter: false, run: (_args, host) => host.flowStartUserId() }],
  ['getUserPost', { leavesInterpreter: true, run: (args, host) => host.userPost(args[0] === undefined ? undefined : text(args[0], 'getUserPost')) }],
  [
    'round',
    {
      leavesInterpreter: false,
      run(args) {
        const value = asNumber(args[0] as Value);
        const digits = args[1] === undefined ? 0 : asNumber(args[1]);
        if (value === undefined || digits === undefined || !Number.isInteger(digits) || digits < 0 || digits > 10) {
          throw expressionError('type', { operator: 'round', left: typeName(args[0] as Value), right: 'number' });
        }
        const scale = 10 ** digits;
        return Math.round(value * scale) / scale;
      },
    },
  ],
  ['getConditionByJava', { leavesInterpreter: true, run: (args, host) => host.extension(text(args[0], 'getConditionByJava'), args.slice(1)) }],
  ['getValStrBySql', sqlCall('str')],
  ['getValIntBySql', sqlCall('int')],
  ['getValNumberBySql', sqlCall('number')],
  ['getValListBySql', sqlCall('list')],
  ['getValMapBySql', sqlCall('map')],
]);
