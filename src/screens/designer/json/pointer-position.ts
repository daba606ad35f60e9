/**
 * Where a JSON pointer (RFC 6901) lands in a JSON text, for problems reported by pointer:
 * the Lezer JSON tree gives positions even while the text is half typed. A pointer that goes
 * past what exists (a missing property) lands on the deepest part that does exist.
 */
import { jsonLanguage } from '@codemirror/lang-json';
import type { SyntaxNode } from '@lezer/common';
import { pointerSegments } from '../model/json-pointer.ts';

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

export interface TextRange {
  from: number;
  to: number;
}

function valuesOf(node: SyntaxNode): SyntaxNode[] {
  const values: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (VALUE_NODES.has(child.name)) values.push(child);
  return values;
}

function propertyNamed(node: SyntaxNode, name: string, text: string): SyntaxNode | null {
  for (let property = node.firstChild; property; property = property.nextSibling) {
    if (property.name !== 'Property') continue;
    const key = property.getChild('PropertyName');
    if (key && keyText(text.slice(key.from, key.to)) === name) return property;
  }
  return null;
}

function keyText(quoted: string): string {
  try {
    return String(JSON.parse(quoted));
  } catch {
    return quoted.replace(/^"|"$/g, '');
  }
}

/**
 * The range to mark for a pointer: a scalar value, a property's name when its value is an
 * object or array (marking the whole block would paint half the text), an element's opening bracket.
 */
export function pointerRange(text: string, pointer: string): TextRange {
  const top = jsonLanguage.parser.parse(text).topNode;
  let node: SyntaxNode | null = valuesOf(top)[0] ?? null;
  let property: SyntaxNode | null = null;
  for (const segment of pointerSegments(pointer)) {
    if (!node) break;
    let next: SyntaxNode | null = null;
    let nextProperty: SyntaxNode | null = null;
    if (node.name === 'Object') {
      nextProperty = propertyNamed(node, segment, text);
      next = nextProperty ? (valuesOf(nextProperty)[0] ?? null) : null;
    } else if (node.name === 'Array' && /^\d+$/.test(segment)) {
      next = valuesOf(node)[Number(segment)] ?? null;
    }
    if (!next) {
      // The pointer names something that is not there (unknown or missing): mark its name if any.
      if (nextProperty) property = nextProperty;
      break;
    }
    node = next;
    property = nextProperty;
  }
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  if (node.name === 'Object' || node.name === 'Array') {
    const key = property?.getChild('PropertyName');
    return key ? { from: key.from, to: key.to } : { from: node.from, to: node.from + 1 };
  }
  return { from: node.from, to: node.to };
}
