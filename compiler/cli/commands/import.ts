/**
 * `dialectc import FILE [--name N] [--out DIR] [--runs R]`: a response
 * template (a JSON file, or a tokenizer_config.json holding one) as the
 * equivalent `.dialect` grammar, for an author to keep and extend. The
 * grammar is verified before it is written: it compiles, and the laws hold
 * on it (R runs, 200 by default). Without --out it is printed.
 */
import { flags, UsageError, type CliIO } from "../support/cli-common.js";

export async function importCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, { name: { type: "string" }, out: { type: "string" }, runs: { type: "string" } });
  if (positionals.length !== 1) throw new UsageError("import takes one response template (a .json file, or a tokenizer_config.json holding one)");
  const file = positionals[0]!;
  const runs = values.runs === undefined ? 200 : Number(values.runs);
  if (!Number.isInteger(runs) || runs <= 0) throw new UsageError(`--runs takes a positive integer, not '${values.runs}'`);
  const { existsSync, mkdirSync, statSync, writeFileSync } = await import("node:fs");
  const { join, relative, resolve } = await import("node:path");
  if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
  const { grammarTextFromFile, nameFor } = await import("../../response/load.js");
  const name = values.name ?? nameFor(file);
  const text = grammarTextFromFile(file, name);
  const { buildGrammarSource } = await import("../../lower/build.js");
  const target = join(resolve(values.out ?? "."), `${name}.dialect`);
  const build = buildGrammarSource(target, text);
  if (build.diagnostics.hasErrors) {
    io.err(`dialectc import: ${file}: the grammar it reads as does not compile; nothing written\n${build.diagnostics.format()}\n`);
    return 1;
  }
  const { compiledDialect } = await import("../../emit/dialect-file.js");
  const { diffDialect } = await import("../../laws/diff.js");
  const laws = diffDialect(await compiledDialect(build.dialects[0]!), runs, 1);
  if (!laws.ok) {
    io.err(`dialectc import: ${file}: the grammar breaks a law; nothing written\n${laws.report}\n`);
    return 1;
  }
  if (values.out === undefined) {
    io.out(text);
    return 0;
  }
  const dir = resolve(values.out);
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new UsageError(`--out ${values.out} is a file; give the directory to write the grammar to`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(target, text);
  const shown = relative(process.cwd(), target);
  io.out(`wrote ${shown.startsWith("..") ? target : shown}: ${laws.report.replace(/^[\w]+: /, "")}\n`);
  return 0;
}
