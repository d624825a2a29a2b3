/**
 * `dialectc compile`: the front end and the emitter (`check` is cli-check.ts).
 *
 * Two kinds of output. In dialectc's own checkout, `compile` without `--out`
 * regenerates `generated/` (modules importing the runtime's files, twins
 * sharing a machine, an index). Anywhere else, `compile my.dialect --out DIR`
 * writes `DIR/<dialect>.ts`: one self-contained module that imports the
 * runtime by its package name (`dialectc/runtime`), carries its whole machine
 * (a base's included) and exports the dialect as its default.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { DialectIR } from "../../../runtime/compiler-api.js";
import { buildGrammars } from "../../lower/build.js";
import { emitAll, emitDialectModule } from "../../emit/emit.js";
import { CHECKOUT_ROOT, DEFAULT_GRAMMAR_DIR } from "../../common/paths.js";
import { flags, UsageError, type CliIO } from "../support/cli-common.js";

/** The package name user modules import the runtime by. */
const RUNTIME_PACKAGE = "dialectc/runtime";

export async function compileCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, { out: { type: "string" }, check: { type: "boolean" }, dump: { type: "string" } });
  if (values.dump !== undefined && values.dump !== "ir") throw new UsageError(`--dump takes 'ir', not '${values.dump}'`);
  const paths = positionals.map((p) => resolve(p));
  for (const [i, p] of paths.entries()) if (!existsSync(p)) throw new UsageError(`no such file: ${positionals[i]}`);
  const repoGenerated = CHECKOUT_ROOT ? join(CHECKOUT_ROOT, "generated") : null;
  const outDir = values.out === undefined ? null : resolve(values.out);
  if (outDir !== null && existsSync(outDir) && !statSync(outDir).isDirectory()) {
    throw new UsageError(`--out ${values.out} is a file; give the directory to write the modules to`);
  }
  const userModules = outDir !== null && outDir !== repoGenerated;
  if (values.dump === undefined && !userModules) {
    if (!repoGenerated) {
      throw new UsageError(
        positionals.length
          ? "give --out DIR: the directory in your project to write the compiled modules to"
          : "compile without grammar files regenerates dialectc's own generated/, which exists only in its source checkout; give your grammar files and --out DIR",
      );
    }
    const outside = paths.filter((p) => relative(DEFAULT_GRAMMAR_DIR, p).startsWith(".."));
    if (outside.length) throw new UsageError(`${relative(process.cwd(), outside[0]!)} is not one of dialectc's grammars; give --out DIR to compile it into your project`);
  }

  const build = buildGrammars(paths.length ? paths : undefined);
  if (build.diagnostics.items.length) io.err(build.diagnostics.format() + "\n");
  if (build.diagnostics.hasErrors) return 1;
  if (values.dump !== undefined) {
    const out = build.dialects.length === 1 ? build.dialects[0] : build.dialects;
    io.out(JSON.stringify(out, null, 2) + "\n");
    return 0;
  }
  if (userModules) return writeUserModules(build.dialects, outDir, values.check === true, io);

  const target = outDir ?? repoGenerated!;
  const all = paths.length
    ? buildGrammars()
        .dialects.filter((d) => !build.dialects.some((b) => b.name === d.name))
        .concat(build.dialects)
    : build.dialects;
  const files = await emitAll(build.dialects, all);
  // Compiling chosen grammars rewrites their modules only; the index lists every dialect.
  if (paths.length) {
    files.delete("index.ts");
    files.delete("ai-sdk.ts");
  }
  const wholeSet = paths.length === 0;
  // The runtime package exports a subpath per dialect: kept in step with the grammars.
  const manifest = wholeSet && target === repoGenerated ? runtimeManifest(build.dialects.map((d) => d.name)) : null;
  if (values.check) {
    const problems = staleFiles(files, target);
    if (manifest && (!existsSync(manifest.path) || readFileSync(manifest.path, "utf8") !== manifest.content)) {
      problems.push("packages/dialectc/package.json: its exports do not list every dialect");
    }
    if (wholeSet && existsSync(target)) {
      for (const f of readdirSync(target)) if (f.endsWith(".ts") && !files.has(f)) problems.push(`${f}: not emitted by any grammar`);
    }
    if (problems.length) {
      io.err(`generated/ is stale; run 'npx dialectc compile':\n${problems.map((p) => "  " + p).join("\n")}\n`);
      return 1;
    }
    io.out(`generated/ is up to date (${build.dialects.length} dialects)\n`);
    return 0;
  }
  mkdirSync(target, { recursive: true });
  if (wholeSet) {
    for (const f of readdirSync(target)) if (f.endsWith(".ts") && !files.has(f)) rmSync(join(target, f));
  }
  for (const [name, content] of files) writeFileSync(join(target, name), content);
  if (manifest) writeFileSync(manifest.path, manifest.content);
  io.out(`wrote ${files.size} files to ${target}\n`);
  return 0;
}

/** packages/dialectc/package.json with its exports rebuilt: ".", "./runtime", "./compiler" (what dialectc-cli builds on), "./ai-sdk", then a subpath per dialect. */
function runtimeManifest(names: string[]): { path: string; content: string } {
  const path = join(CHECKOUT_ROOT!, "packages", "dialectc", "package.json");
  const pkg = JSON.parse(readFileSync(path, "utf8")) as { exports: Record<string, unknown> };
  const entry = (file: string) => ({ types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` });
  const exports: Record<string, unknown> = {
    ".": entry("generated/index"),
    "./runtime": entry("runtime/index"),
    "./compiler": entry("runtime/compiler-api"),
    "./ai-sdk": entry("generated/ai-sdk"),
  };
  for (const name of [...names].sort()) exports[`./${name}`] = entry(`generated/${name}`);
  exports["./package.json"] = "./package.json";
  pkg.exports = exports;
  return { path, content: JSON.stringify(pkg, null, 2) + "\n" };
}

function staleFiles(files: Map<string, string>, dir: string): string[] {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (!existsSync(path)) problems.push(`${name}: missing`);
    else if (readFileSync(path, "utf8") !== content) problems.push(`${name}: differs from what the compiler emits`);
  }
  return problems;
}

async function writeUserModules(dialects: DialectIR[], outDir: string, check: boolean, io: CliIO): Promise<number> {
  if (dialects.length === 0) throw new UsageError("nothing to compile: the files given are abstract bases");
  const files = new Map<string, string>();
  for (const ir of dialects) files.set(`${ir.name}.ts`, await emitDialectModule(ir, { runtime: RUNTIME_PACKAGE, defaultExport: true }));
  const shown = relative(process.cwd(), outDir) || ".";
  if (check) {
    const problems = staleFiles(files, outDir);
    if (problems.length) {
      io.err(`${shown} is stale; run 'npx dialectc compile … --out ${shown}':\n${problems.map((p) => "  " + p).join("\n")}\n`);
      return 1;
    }
    io.out(`${shown} is up to date (${files.size} dialect${files.size === 1 ? "" : "s"})\n`);
    return 0;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  io.out(`wrote ${[...files.keys()].map((f) => join(shown, f)).join(", ")}\n`);
  return 0;
}
