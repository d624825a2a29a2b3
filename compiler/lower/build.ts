/**
 * The front half of the pipeline for a set of grammars: load (with bases),
 * check, lower. Returns every dialect's IR or the diagnostics that stopped it.
 */
import { checkGrammar } from "../front/check.js";
import { checkFlow } from "../front/check-flow.js";
import { checkRender } from "../front/check-render.js";
import { Diagnostics } from "../front/diagnostics.js";
import { GrammarLoader, DEFAULT_GRAMMAR_DIR, grammarNames, type MergedGrammar } from "../front/load.js";
import { join } from "node:path";
import { lowerGrammar } from "./lower.js";
import type { DialectIR } from "../../runtime/compiler-api.js";

export interface BuildResult {
  dialects: DialectIR[];
  /** abstract bases that were read (not emitted) */
  bases: string[];
  diagnostics: Diagnostics;
}

/** Builds the given grammar files (default: every file in grammars/). */
export function buildGrammars(paths?: string[]): BuildResult {
  const files = paths ?? grammarNames().map((n) => join(DEFAULT_GRAMMAR_DIR, n + ".dialect"));
  return build(files.map((file) => (loader) => loader.loadFile(file)));
}

/** Builds grammar text held in memory, as if it were the file `path` (its diagnostics point there). */
export function buildGrammarSource(path: string, text: string): BuildResult {
  return build([(loader) => loader.loadSource(path, text)]);
}

function build(loads: ((loader: GrammarLoader) => MergedGrammar | null)[]): BuildResult {
  const diagnostics = new Diagnostics();
  const loader = new GrammarLoader(diagnostics);
  const dialects: DialectIR[] = [];
  const bases: string[] = [];
  for (const load of loads) {
    const before = diagnostics.items.length;
    const merged = load(loader);
    if (!merged) continue;
    checkGrammar(merged, diagnostics);
    const failed = diagnostics.items.slice(before).some((d) => d.severity === "error");
    if (failed) continue;
    checkFlow(merged, diagnostics);
    if (merged.abstract) {
      bases.push(merged.name);
      continue;
    }
    const ir = lowerGrammar(merged);
    checkRender(ir, merged, diagnostics);
    dialects.push(ir);
  }
  return { dialects: dedupe(dialects), bases, diagnostics: dedupeDiagnostics(diagnostics) };
}

function dedupe(list: DialectIR[]): DialectIR[] {
  const seen = new Map<string, DialectIR>();
  for (const d of list) seen.set(d.name, d);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A base read by several children reports its problems once. */
function dedupeDiagnostics(d: Diagnostics): Diagnostics {
  const out = new Diagnostics();
  const seen = new Set<string>();
  for (const item of d.items) {
    const key = `${item.span.file.path}:${item.span.offset}:${item.code}:${item.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.items.push(item);
  }
  return out;
}
