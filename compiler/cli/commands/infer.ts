/**
 * `dialectc infer`: a grammar drafted from a model's chat template, written once verified (or, with --format response_template, the checkpoint's response template).
 */
import type { Dialect } from "../../../runtime/compiler-api.js";
import { noteFilled, flags, shipped, UsageError, type CliIO } from "../support/cli-common.js";
/**
 * `dialectc infer TEMPLATE --name N [--out DIR] [--runs R] [--from-scratch]`:
 * drafts a grammar (on the shipped dialect that reads every probe, where one
 * does, unless --from-scratch) from the template's probes and writes DIR/N.dialect only once it is
 * verified: it compiles, every probe parses back, and the laws hold (R runs,
 * 200 by default). Otherwise nothing is written and one line says what could
 * not be explained.
 */
export async function inferCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    name: { type: "string" },
    out: { type: "string" },
    runs: { type: "string" },
    "from-scratch": { type: "boolean" },
    "template-name": { type: "string" },
    bos: { type: "string" },
    eos: { type: "string" },
    format: { type: "string" },
  });
  const format = values.format ?? "dialect";
  if (format !== "dialect" && format !== "response_template") throw new UsageError("--format takes dialect (a .dialect grammar, the default) or response_template");
  if (positionals.length !== 1) throw new UsageError("infer takes one chat template (tokenizer_config.json, chat_template.jinja or a .jinja file)");
  if (!values.name) throw new UsageError("infer needs --name N, the dialect's name (the grammar is written to DIR/N.dialect)");
  const runs = values.runs === undefined ? 200 : Number(values.runs);
  if (!Number.isInteger(runs) || runs <= 0) throw new UsageError(`--runs takes a positive integer, not '${values.runs}'`);
  const { mkdirSync, writeFileSync, existsSync, statSync } = await import("node:fs");
  const { join, relative, resolve } = await import("node:path");
  const { loadChatTemplate, templateFlags } = await import("../../templates/chat-template.js");
  const { inferDrafts } = await import("../../templates/infer.js");
  const { interpretedDialect } = await import("../../../runtime/compiler-api.js");
  const template = loadChatTemplate(positionals[0]!, { ...templateFlags(values), fillUnsupplied: true });
  const dialects = Object.values((await shipped()).dialects as Record<string, Dialect>);
  // A shipped dialect that reads every probe is the base to start from, unless the template alone is asked for.
  const bases = values["from-scratch"] ? [] : dialects;
  const { detectDialect } = await import("../../templates/detect.js");
  // The template's own ways of writing a probe are set aside only where a shipped dialect reads the rest: for a
  // format no dialect reads, every probe is "no dialect's", and each must be explained.
  const detected = detectDialect(template, dialects);
  const quirks = detected.dialects.length > 0 ? detected.quirks : [];
  const verified = await firstVerified(inferDrafts(template, values.name, bases), template, quirks, runs);
  noteFilled(template, io);
  if ("why" in verified) {
    io.err(`dialectc infer: ${verified.why}; nothing written\n`);
    return 1;
  }
  if (format === "response_template") return writeResponseTemplate(interpretedDialect(verified.ir), template, values.out, io);
  const outDir = resolve(values.out ?? "grammars");
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new UsageError(`--out ${values.out} is a file; give the directory to write the grammar to`);
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, `${verified.name}.dialect`);
  writeFileSync(target, verified.text);
  const shown = relative(process.cwd(), target);
  const but = quirks.length > 0 ? ` but those it writes its own way (${quirks.map((q) => `'${q}'`).join(", ")})` : "";
  io.out(`wrote ${shown.startsWith("..") ? target : shown}: every probe of ${template.path}${but} parses back, and ${verified.report.replace(/^[\w]+: /, "")}\n`);
  return 0;
}
type ChatTemplate = import("../../templates/chat-template.js").ChatTemplate;
type DialectIR = import("../../../runtime/compiler-api.js").DialectIR;
type Verified = { name: string; text: string; report: string; ir: DialectIR };

/**
 * The first draft that compiles, reads every probe (the template's own quirks aside) and keeps the laws (R
 * runs); else why the first that failed did not. The output folder sees only a verified grammar.
 */
async function firstVerified(drafts: Iterable<{ name: string; text: string }>, template: ChatTemplate, quirks: string[], runs: number): Promise<Verified | { why: string }> {
  const { firstUnexplained } = await import("../../templates/infer.js");
  const { compiledDialect } = await import("../../emit/dialect-file.js");
  const { diffDialect } = await import("../../laws/diff.js");
  const { interpretedDialect } = await import("../../../runtime/compiler-api.js");
  let why = "";
  for (const draft of drafts) {
    const build = await buildDraft(draft);
    const errors = build.diagnostics.items.filter((d) => d.severity === "error");
    const ir = build.dialects[0];
    if (errors.length > 0 || !ir) {
      why ||= `the draft does not compile (${errors[0]?.message ?? "no dialect"})`;
      continue;
    }
    const unexplained = firstUnexplained(template, interpretedDialect(ir), quirks);
    if (unexplained !== null) {
      why ||= `${template.path}: the draft does not read ${unexplained}`;
      continue;
    }
    const laws = diffDialect(await compiledDialect(ir), runs, 1);
    if (!laws.ok) {
      why ||= `the draft breaks a law (${laws.report.split("\n")[0]})`;
      continue;
    }
    return { ...draft, report: laws.report, ir };
  }
  return { why };
}

/** A draft built from a file of its own (so its diagnostics are positioned), in a scratch folder removed once read. */
async function buildDraft(draft: { name: string; text: string }) {
  const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { tmpdir } = await import("node:os");
  const { buildGrammars } = await import("../../lower/build.js");
  const folder = mkdtempSync(join(tmpdir(), "dialectc-infer-"));
  try {
    const file = join(folder, `${draft.name}.dialect`);
    writeFileSync(file, draft.text);
    return buildGrammars([file]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * infer's `--format response_template`: the verified grammar written as the checkpoint's response template,
 * anchored at its generation prompt's assistant header and verified on its probes and its own turns; printed,
 * or written to DIR/N.json with --out. What a model author adds to tokenizer_config.json as response_template.
 */
async function writeResponseTemplate(dialect: Dialect, template: import("../../templates/chat-template.js").ChatTemplate, out: string | undefined, io: CliIO): Promise<number> {
  const { verifiedTemplate } = await import("../../response/verified.js");
  const result = verifiedTemplate(dialect, template);
  if ("why" in result) {
    io.err(`dialectc infer: ${template.path}: the verified grammar cannot be written as a response template: ${result.why}; nothing written\n`);
    return 1;
  }
  const { exported } = result;
  for (const loss of exported.losses) io.err(`dialectc infer: note: ${loss}\n`);
  const json = JSON.stringify(exported.template, null, 2) + "\n";
  if (out === undefined) {
    io.out(json);
    return 0;
  }
  const { mkdirSync, writeFileSync, existsSync, statSync } = await import("node:fs");
  const { join, relative, resolve } = await import("node:path");
  const dir = resolve(out);
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new UsageError(`--out ${out} is a file; give the directory to write the template to`);
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `${dialect.name}.json`);
  writeFileSync(target, json);
  const shown = relative(process.cwd(), target);
  io.out(`wrote ${shown.startsWith("..") ? target : shown}: the response template reads every probe of ${template.path} as the verified grammar does\n`);
  return 0;
}
