import type { DictionaryDef, DictionaryItem } from './types.ts';

// Indexed once per compiled dictionary (it changes only with a new compile) rather than searched
// for every cell of every list, on the server and in the client alike.
const indexes = new WeakMap<DictionaryDef, ReadonlyMap<string, DictionaryItem>>();

/** A dictionary's items by value; the first item of a value wins, as a search would find it. */
export function dictionaryItemsByValue(dictionary: DictionaryDef): ReadonlyMap<string, DictionaryItem> {
  let index = indexes.get(dictionary);
  if (!index) {
    index = new Map([...dictionary.items].reverse().map((item) => [item.value, item]));
    indexes.set(dictionary, index);
  }
  return index;
}
