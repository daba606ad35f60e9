import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 12: the client reads server data through react-query (useQuery with keys from
 * src/api/query-keys.ts, writes through useMutation), never by starting a request in an
 * effect. The rule, precisely: inside the callback of a useEffect or useLayoutEffect (nested
 * callbacks, timers and `.then` handlers included), no call may return a promise. The
 * TypeScript checker decides what returns one, so a loader hidden behind a local helper is
 * seen too. Chains on a promise (`.then`, `.catch`, `.finally`) and Promise's own
 * combinators are reported at the call that made the promise; `import()` loads code, not data.
 */
const SOURCE = /\.tsx?$/;
const TEST_CODE = /\.test\.tsx?$/;
const CHAINS = new Set(['then', 'catch', 'finally']);
const FIXTURE = path.join('tests', 'fixtures', 'effects', 'effects.tsx');

/**
 * The promises effects may start, by file and call, each with why it is no load of server
 * data into a component. Anything else found is a defect.
 */
const ALLOWED: readonly { file: string; call: string; reason: string }[] = [
  { file: 'src/app/live-push.ts', call: 'follow', reason: 'the live push (server-sent events): one stream held open while the shell is shown; its events invalidate queries' },
  { file: 'src/app/layout/layout-effects.ts', call: 'reloadMenuModel', reason: 'the menu is a store outside React that the router reads before any screen renders; a language change asks it again in that language' },
  { file: 'src/app/layout/layout-effects.ts', call: 'loadCurrentUser', reason: 'the signed-in user is a store outside React (session storage); a language change asks it again in that language' },
  { file: 'src/app/layout/layout-effects.ts', call: 'ensureSession', reason: 'renews the token on a timer: a write on the session, nothing shown' },
  { file: 'src/app/layout/layout-effects.ts', call: 'navigate', reason: "React Router's navigation answers a promise: no request" },
  { file: 'src/app/RootShell.tsx', call: 'navigate', reason: "React Router's navigation answers a promise: no request" },
  { file: 'src/screens/login/SsoEntry.tsx', call: 'navigate', reason: "React Router's navigation answers a promise: no request" },
  { file: 'src/app/lock/LockHost.tsx', call: 'lockScreen', reason: 'a lock this tab stored before a reload is told to the server again: a write, its state lives in the lock store' },
  { file: 'src/app/lock/idle-lock.ts', call: 'lockScreen', reason: 'the idle timer locks the screen: a write, its state lives in the lock store' },
  { file: 'src/app/unsaved-guard.ts', call: 'confirm', reason: "the confirm dialog's answer: no request" },
  { file: 'src/app/unsaved-guard.ts', call: 'ask.current', reason: "the confirm dialog's answer: no request" },
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return SOURCE.test(entry.name) && !TEST_CODE.test(entry.name) ? [file] : [];
  });
}

const isEffect = (call: ts.CallExpression) => /^(React\.)?use(Layout)?Effect$/.test(call.expression.getText());

/** The calls inside an effect's callback that return a promise, as `file:line: call`. */
function promisesInEffects(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  const returnsPromise = (call: ts.CallExpression) => checker.getNonNullableType(checker.getTypeAtLocation(call)).getProperty('then') !== undefined;
  const found: string[] = [];
  const inEffect = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind !== ts.SyntaxKind.ImportKeyword && returnsPromise(node)) {
      const callee = node.expression;
      const chained = ts.isPropertyAccessExpression(callee) && CHAINS.has(callee.name.text);
      const combinator = ts.isPropertyAccessExpression(callee) && callee.expression.getText() === 'Promise';
      if (!chained && !combinator) found.push(`${file.split(path.sep).join('/')}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${callee.getText()}`);
    }
    ts.forEachChild(node, inEffect);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isEffect(node) && node.arguments[0]) inEffect(node.arguments[0]);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function allowed(hit: string): boolean {
  const [file, , call] = hit.split(/:(\d+): /);
  return ALLOWED.some((entry) => entry.file === file && entry.call === call);
}

describe('effects in the client', () => {
  let program: ts.Program;
  const files = sources('src');

  beforeAll(() => {
    const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (!config) throw new Error('tsconfig.json could not be read');
    program = ts.createProgram([...files, FIXTURE], config.options);
    // Binding the whole client takes seconds, many more on a busy machine.
  }, 180_000);

  it('start no request: server data comes through react-query', () => {
    const found = files.flatMap((file) => promisesInEffects(program, file)).filter((hit) => !allowed(hit));
    expect(found).toEqual([]);
  });

  it('the allow-list names only promises that are still there', () => {
    const hits = files.flatMap((file) => promisesInEffects(program, file));
    const stale = ALLOWED.filter((entry) => !hits.some((hit) => hit.startsWith(`${entry.file}:`) && hit.endsWith(`: ${entry.call}`)));
    expect(stale).toEqual([]);
  });

  it('the check sees a request started in an effect, by then, await or timer, and not a query', () => {
    const text = fs.readFileSync(FIXTURE, 'utf8').split('\n');
    // Each hit as the fixture component it is in and the call it names.
    const hits = promisesInEffects(program, FIXTURE).map((hit) => {
      const [, line, call] = /:(\d+): (.*)$/.exec(hit) ?? [];
      const component = text
        .slice(0, Number(line))
        .reverse()
        .find((row) => row.startsWith('export function'))
        ?.split(/[ (]/)[2];
      return `${component}: ${call}`;
    });
    expect(hits).toEqual(['FetchesWithThen: loadRows', 'FetchesWithAwait: (async () => setRows(await loadRows(id)))', 'FetchesWithAwait: loadRows', 'FetchesOnATimer: lock']);
  });
});
