/**
 * What a tokenizer's vocabulary tells a dialect's machines: which special
 * terminals it gives an id (they then match only where that id occurred), and
 * each id's terminal and text. Read-only and shared.
 */
import type { DialectIR } from "../ir/ir.js";
import type { DialectTables } from "./tables.js";

export /** What a vocabulary tells a dialect's machines; read-only, shared by every machine of that pair. */
interface VocabTables {
  hasId: Uint8Array;
  idToTerminal: Int32Array;
  idText: Map<number, string>;
}

/**
 * Built once per (vocabulary object, dialect IR) and shared, so creating a
 * parser costs O(1) after the first: a Qwen vocabulary's id table alone is
 * about 600 KB. Keyed by identity: pass the same vocabulary object to every
 * parser (one parsed tokenizer.json), not a fresh copy per request.
 */
const vocabCache = new WeakMap<object, WeakMap<DialectIR, VocabTables>>();
const NO_VOCAB = {};

export function vocabTables(ir: DialectIR, tables: DialectTables, vocab: Record<string, number> | undefined): VocabTables {
  const key = vocab ?? NO_VOCAB;
  let byIr = vocabCache.get(key);
  if (!byIr) vocabCache.set(key, (byIr = new WeakMap()));
  let built = byIr.get(ir);
  if (!built) byIr.set(ir, (built = buildVocabTables(ir, tables, vocab)));
  return built;
}

function buildVocabTables(ir: DialectIR, tables: DialectTables, vocab: Record<string, number> | undefined): VocabTables {
  const hasId = new Uint8Array(ir.terminals.length);
  const idText = new Map<number, string>();
  if (!vocab) return { hasId, idToTerminal: new Int32Array(0), idText };
  // A special terminal no transition uses means nothing here: its ids are not
  // announced, so its text stays text (and may be part of a longer text marker,
  // as Harmony's "<|channel|>final<|message|>").
  const used = new Set<number>();
  for (const st of ir.states) {
    for (const t of st.transitions) {
      used.add(t.terminal);
      for (const f of t.follow?.terminals ?? []) used.add(f);
    }
  }
  const known: [number, number, string][] = [];
  for (const [text, terminal] of tables.specialText) {
    if (!used.has(terminal)) continue;
    const id = vocab[text];
    if (id === undefined || !Number.isInteger(id) || id < 0 || id > 1 << 24) continue;
    hasId[terminal] = 1;
    known.push([id, terminal, text]);
  }
  const idToTerminal = new Int32Array(known.reduce((m, [id]) => Math.max(m, id + 1), 0));
  for (const [id, terminal, text] of known) {
    idToTerminal[id] = terminal + 1;
    idText.set(id, text);
  }
  return { hasId, idToTerminal, idText };
}
