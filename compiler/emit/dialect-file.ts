/**
 * A grammar file anywhere as a dialect: built through the front end (its
 * `extends` finds the shipped bases), then run by the interpreter, or
 * compiled to a temporary module so it has a generated machine too (what
 * `diff` needs for law 2, and `parse --engine generated` asks for).
 *
 * The temporary module is the module `compile --out` would write, imports the
 * runtime this compiler itself runs on (so its classes are the ones the
 * checks use) and is transpiled to JavaScript with the TypeScript that
 * ts-morph bundles. A module is imported from a file of its own in the system's
 * temp folder, removed once imported (nothing accumulates there), and kept by
 * content for the rest of the process.
 */
import { createHash } from "node:crypto";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ts } from "ts-morph";
import { DialectcError, type DialectIR, interpretedDialect, type Dialect } from "../../runtime/compiler-api.js";
import { buildGrammars } from "../lower/build.js";
import { UsageError } from "../common/usage-error.js";
import { emitDialectModule, identifierFor } from "./emit.js";

/** Builds one grammar file; its diagnostics are an error (exit 1). */
function grammarIR(path: string): DialectIR {
  if (!existsSync(path)) throw new UsageError(`no such file: ${path}`);
  const build = buildGrammars([resolve(path)]);
  if (build.diagnostics.hasErrors) throw new DialectcError(build.diagnostics.format());
  const ir = build.dialects[0];
  if (!ir) throw new UsageError(`${path} is an abstract base, not a dialect`);
  return ir;
}

/** The grammar file as a dialect without a generated machine (the interpreter runs it). */
export function grammarDialect(path: string): Dialect {
  return interpretedDialect(grammarIR(path));
}

/** The runtime module this compiler runs on, as a URL a module anywhere can import. */
function runtimeUrl(): string {
  // From the TypeScript sources (tests, compiler/bin.mjs) the runtime is a sibling folder;
  // from the built package it is the dialectc package.
  if (import.meta.url.endsWith(".ts")) return new URL("../../runtime/index.ts", import.meta.url).href;
  return import.meta.resolve("dialectc/runtime");
}

/**
 * A dialect file as a dialect, for your own code: a grammar (`.dialect`) or a response template
 * (`.json`, or a `tokenizer_config.json` holding one), run by the interpreter, or with `engine:
 * "generated"` compiled to a machine first. What it returns goes to the runtime's `createParser`,
 * `parseComplete`, `render` and `exportGrammar` like a shipped dialect.
 */
export async function loadDialectFile(path: string, options: { engine?: "interpreted" | "generated" } = {}): Promise<Dialect> {
  let ir: DialectIR;
  if (path.endsWith(".json")) {
    if (!existsSync(path)) throw new UsageError(`no such file: ${path}`);
    const { responseTemplateIR } = await import("../response/load.js");
    ir = responseTemplateIR(path);
  } else ir = grammarIR(path);
  return options.engine === "generated" ? compiledDialect(ir) : interpretedDialect(ir);
}

/** The grammar file (or an IR) as a dialect with a generated machine. */
export async function compiledDialect(source: string | DialectIR): Promise<Dialect> {
  const ir = typeof source === "string" ? grammarIR(source) : source;
  const runtime = runtimeUrl();
  const code = await emitDialectModule(ir, { runtime, format: false });
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
  }).outputText;
  const key = createHash("sha256").update(js).digest("hex");
  let loading = imported.get(key);
  if (loading === undefined) {
    loading = importOnce(js, ir.name);
    imported.set(key, loading);
    loading.catch(() => imported.delete(key));
  }
  return loading;
}

/** Each distinct module, imported once per process (a second import of its text would be a second module). */
const imported = new Map<string, Promise<Dialect>>();

async function importOnce(js: string, name: string): Promise<Dialect> {
  // A name of its own per import: a parallel process never imports a half-written file, and the file can go
  // as soon as the module is loaded (an ES module does not read its file again).
  const file = join(tmpdir(), `dialectc-${name}-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, js);
  try {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, Dialect>;
    return mod[identifierFor(name)]!;
  } finally {
    rmSync(file, { force: true });
  }
}
