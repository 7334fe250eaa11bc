/**
 * The index file's form of a MiniSearch index: MiniSearch's own JSON spends most of its bytes on object keys (each
 * posting is `"docId": frequency`, each document id maps to itself). Here postings are delta-coded arrays and the
 * identity maps are left out, which takes a third off the gzipped file; `expandIndex` gives MiniSearch its own form back.
 *
 * A posting list is [fieldId, entry, entry, …] with each entry the gap to the previous document id, or [gap, frequency]
 * when the term occurs more than once in that field of that document.
 */
import type { AsPlainObject } from 'minisearch';

export interface CompactIndex {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  /** Field lengths of documents 0 … nextId - 1, in order. */
  fieldLength: number[][];
  averageFieldLength: number[];
  dirtCount: number;
  serializationVersion: number;
  terms: Array<[string, ...Array<Array<number | [number, number]>>]>;
}

type PlainIndex = AsPlainObject & { index: Array<[string, Record<string, Record<string, number>>]> };

/** Compacts MiniSearch's JSON. Its documents must be numbered 0 … n - 1 and each id its own short id (the builder's). */
export function compactIndex(plain: AsPlainObject): CompactIndex {
  const json = plain as PlainIndex;
  const count = json.nextId;
  for (let id = 0; id < count; id++) {
    if (json.documentIds[id] !== id) throw new Error(`compactIndex: document ${id} has the id ${String(json.documentIds[id])}; documents must be numbered in order`);
    if (!json.fieldLength[id]) throw new Error(`compactIndex: document ${id} has no field lengths`);
  }
  if (Object.keys(json.storedFields).length > 0) throw new Error('compactIndex: stored fields are not kept');
  const terms = json.index.map(([term, fields]) => {
    const lists = Object.entries(fields).map(([fieldId, docs]) => {
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      const list: Array<number | [number, number]> = [Number(fieldId)];
      let previous = 0;
      for (const id of ids) {
        const frequency = docs[id];
        list.push(frequency === 1 ? id - previous : [id - previous, frequency]);
        previous = id;
      }
      return list;
    });
    return [term, ...lists] as CompactIndex['terms'][number];
  });
  return {
    documentCount: json.documentCount,
    nextId: count,
    fieldIds: json.fieldIds,
    fieldLength: Array.from({ length: count }, (_, id) => json.fieldLength[id]),
    averageFieldLength: json.averageFieldLength,
    dirtCount: json.dirtCount ?? 0,
    serializationVersion: json.serializationVersion,
    terms,
  };
}

/** MiniSearch's JSON of a compact index. */
export function expandIndex(compact: CompactIndex): AsPlainObject {
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  compact.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  const index = compact.terms.map(([term, ...lists]) => {
    const fields: Record<string, Record<string, number>> = {};
    for (const [fieldId, ...entries] of lists) {
      const docs: Record<string, number> = {};
      let id = 0;
      for (const entry of entries) {
        if (typeof entry === 'number') {
          id += entry;
          docs[id] = 1;
        } else {
          id += entry[0];
          docs[id] = entry[1];
        }
      }
      fields[fieldId as number] = docs;
    }
    return [term, fields];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.nextId,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: compact.dirtCount,
    index,
    serializationVersion: compact.serializationVersion,
  } as unknown as AsPlainObject;
}
