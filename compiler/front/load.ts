/**
 * Loading: reads grammar files, follows `extends` to their bases and layers
 * each file over its base. A child's declaration replaces the base's one of the
 * same name (terminal, class, state, policy) or the same `(state, terminal)`
 * (transition); `turns` and `initial` replace the base's when present; absorbs
 * accumulate. Declarations keep their own file, so diagnostics point into
 * whichever file said the thing.
 */
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { readGrammar, type ClassDecl, type GrammarAst, type InitialDecl, type MarkDecl, type Name, type StateDecl, type TerminalDecl, type TransitionDecl } from "./ast.js";
import { Diagnostics, type SourceFile } from "./diagnostics.js";
import { checkDriftPieces, expandTerminal } from "./marks.js";
import { DEFAULT_GRAMMAR_DIR } from "../common/paths.js";
import { FileContentError, readTextFile } from "../common/text-file.js";

export { PACKAGE_ROOT, CHECKOUT_ROOT, GRAMMAR_ROOT, DEFAULT_GRAMMAR_DIR, sourceName } from "../common/paths.js";

export interface MergedGrammar {
  name: string;
  abstract: boolean;
  /** leaf first, then its bases */
  chain: GrammarAst[];
  classes: Map<string, ClassDecl>;
  terminals: Map<string, TerminalDecl>;
  states: Map<string, StateDecl>;
  transitions: Map<string, TransitionDecl>;
  absorbs: { terminal: Name; state: Name }[];
  turns: Name[] | null;
  initial: InitialDecl | null;
  policies: Map<string, { name: Name; value: Name }>;
}

function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith("..") ? path : rel;
}

/** The largest grammar file read: the biggest shipped grammar is a few KB. */
const MAX_GRAMMAR_BYTES = 1 << 20;

function readSource(path: string): SourceFile {
  const shown = displayPath(path);
  return { path: shown, text: readTextFile(path, { what: "grammar file", maxBytes: MAX_GRAMMAR_BYTES, shown }) };
}

/** Dialect names found in a grammar directory, sorted. */
export function grammarNames(dir = DEFAULT_GRAMMAR_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".dialect"))
    .map((f) => basename(f, ".dialect"))
    .sort();
}

export class GrammarLoader {
  private readonly cache = new Map<string, GrammarAst | null>();

  constructor(
    readonly diagnostics: Diagnostics,
    private readonly searchDirs: string[] = [DEFAULT_GRAMMAR_DIR],
  ) {}

  /** Reads one file (by path) and merges it with its bases. */
  loadFile(path: string): MergedGrammar | null {
    const ast = this.read(resolve(path));
    return ast ? this.merge(ast, [resolve(path)]) : null;
  }

  /** Merges grammar text that lives in no file (a response template's, written in memory), as if read from `path`. */
  loadSource(path: string, text: string): MergedGrammar | null {
    const full = resolve(path);
    this.cache.set(full, readGrammar({ path: displayPath(full), text }, this.diagnostics));
    const ast = this.cache.get(full);
    return ast ? this.merge(ast, [full]) : null;
  }

  loadByName(name: string): MergedGrammar | null {
    const path = this.find(name);
    return path ? this.loadFile(path) : null;
  }

  private find(name: string): string | null {
    for (const dir of this.searchDirs) {
      const path = join(dir, name + ".dialect");
      if (existsSync(path)) return path;
    }
    return null;
  }

  private read(path: string): GrammarAst | null {
    if (!this.cache.has(path)) {
      let source: SourceFile;
      try {
        source = readSource(path);
      } catch (e) {
        // A file that is there but is no grammar (binary, too large) is a finding like any other.
        if (!(e instanceof FileContentError)) throw e;
        this.diagnostics.fileError({ path: displayPath(path), text: "" }, e.reason, e.code);
        this.cache.set(path, null);
        return null;
      }
      this.cache.set(path, readGrammar(source, this.diagnostics));
    }
    return this.cache.get(path) ?? null;
  }

  private merge(leaf: GrammarAst, seen: string[]): MergedGrammar | null {
    const chain = [leaf];
    let current = leaf;
    while (current.base) {
      const base = current.base;
      // Bases are looked up beside the file first, then in the search path.
      const besides = join(dirname(resolve(current.file.path)), base.text + ".dialect");
      const path = existsSync(besides) ? besides : this.find(base.text);
      if (!path) {
        this.diagnostics.error(base.span, `unknown base dialect '${base.text}'`, "undefined-dialect");
        return null;
      }
      if (seen.includes(resolve(path))) {
        this.diagnostics.error(base.span, `'${leaf.name.text}' extends itself through '${base.text}'`, "cyclic-extends");
        return null;
      }
      seen.push(resolve(path));
      const ast = this.read(path);
      if (!ast) return null;
      chain.push(ast);
      current = ast;
    }
    const merged: MergedGrammar = {
      name: leaf.name.text,
      abstract: leaf.abstract,
      chain,
      classes: new Map(),
      terminals: new Map(),
      states: new Map(),
      transitions: new Map(),
      absorbs: [],
      turns: null,
      initial: null,
      policies: new Map(),
    };
    // Marks first, over the whole chain: a base's terminal spelled with a mark reads the child's
    // respelling of it, as a child's terminal may use a base's mark.
    const marks = new Map<string, MarkDecl>();
    for (const ast of [...chain].reverse()) for (const m of ast.marks) marks.set(m.name.text, m);
    for (const ast of [...chain].reverse()) {
      for (const m of ast.marks) for (const s of m.spellings) checkDriftPieces(s, this.diagnostics);
      for (const t of ast.terminals) for (const s of t.spellings) checkDriftPieces(s, this.diagnostics);
    }
    for (const ast of [...chain].reverse()) {
      for (const c of ast.classes) merged.classes.set(c.name.text, c);
      for (const t of ast.terminals) merged.terminals.set(t.name.text, expandTerminal(t, marks, this.diagnostics));
      for (const s of ast.states) merged.states.set(s.name.text, s);
      for (const t of ast.transitions) merged.transitions.set(transitionKey(t.from.text, t.terminal.text), t);
      for (const a of ast.absorbs) {
        for (const terminal of a.terminals) for (const state of a.states) merged.absorbs.push({ terminal, state });
      }
      if (ast.turns) merged.turns = ast.turns;
      if (ast.initial) merged.initial = ast.initial;
      for (const p of ast.policies) merged.policies.set(p.name.text, p);
    }
    return merged;
  }
}

function transitionKey(state: string, terminal: string): string {
  return state + "\u0000" + terminal;
}
