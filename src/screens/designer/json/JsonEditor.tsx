/**
 * The draft's JSON in CodeMirror 6, loaded lazily (this module and CodeMirror form their own
 * chunk). Syntax errors are marked where the parser stops; schema and design problems at their
 * JSON pointer, once the check of the current text has finished.
 */
import { useEffect, useRef } from 'react';
import { EditorState, StateEffect } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import type { BundleProblem } from '../../../../runtime/index.ts';
import { useT } from '../../../i18n/index.ts';
import { pointerRange } from './pointer-position.ts';
import { problemDiagnostics } from './problem-diagnostics.ts';

export interface JsonEditorProps {
  text: string;
  onChange: (text: string) => void;
  /** Problems of `checkedText`; marked only while it is still the editor's text. */
  problems: readonly BundleProblem[];
  checkedText: string;
  /** Selects and shows a pointer's place; a new object each time, so the same place can be shown twice. */
  reveal: { pointer: string } | null;
  readOnly: boolean;
  label: string;
}

const parseLinter = jsonParseLinter();

/**
 * Dispatched when a check of the text finishes or the language changes: the marks are redone
 * without a text change.
 */
const problemsArrived = StateEffect.define<null>();

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '12px', backgroundColor: '#fff' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.55' },
  '.cm-gutters': { backgroundColor: '#f8fafc', borderRight: '1px solid #e2e8f0', color: '#94a3b8' },
  '&.cm-focused': { outline: 'none' },
});

export function JsonEditor({ text, onChange, problems, checkedText, reveal, readOnly, label }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const t = useT();
  const latest = useRef({ problems, checkedText, onChange, t });
  latest.current = { problems, checkedText, onChange, t };

  useEffect(() => {
    const schemaLinter = linter(
      (current) => {
        const syntax = parseLinter(current);
        if (syntax.length) return syntax;
        const doc = current.state.doc.toString();
        if (doc !== latest.current.checkedText) return [];
        return problemDiagnostics(doc, latest.current.problems, latest.current.t);
      },
      { delay: 100, needsRefresh: (update) => update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(problemsArrived))) },
    );
    const created = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          lintGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          json(),
          schemaLinter,
          theme,
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is created once; text, problems and focus reach it through the effects below.
  }, []);

  // A visual edit or a reopened version replaces the text from outside.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== text) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    view.current?.dispatch({ effects: problemsArrived.of(null) });
  }, [problems, checkedText, t]);

  useEffect(() => {
    const current = view.current;
    if (!current || !reveal) return;
    const range = pointerRange(current.state.doc.toString(), reveal.pointer);
    current.dispatch({ selection: { anchor: range.from, head: range.to }, effects: EditorView.scrollIntoView(range.from, { y: 'center' }) });
    current.focus();
  }, [reveal]);

  return <div ref={host} className="h-full min-h-0 overflow-hidden" />;
}
