/**
 * `dialectc detect`: the shipped dialects that read what a model's chat
 * template writes, best first, with the evidence per dialect.
 */
import type { Dialect } from "../../runtime/machine/dialect.js";
import type { Detection, DialectFit } from "../templates/detect.js";
import { flags, shipped, UsageError, type CliIO } from "./cli-common.js";

export async function detectCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    json: { type: "boolean" },
    "template-name": { type: "string" },
    bos: { type: "string" },
    eos: { type: "string" },
  });
  if (positionals.length !== 1) throw new UsageError("detect takes one chat template (tokenizer_config.json, chat_template.jinja or a .jinja file)");
  const { loadChatTemplate } = await import("../templates/chat-template.js");
  const { detectDialect } = await import("../templates/detect.js");
  const template = loadChatTemplate(positionals[0]!, {
    ...(values["template-name"] !== undefined ? { templateName: values["template-name"] } : {}),
    ...(values.bos !== undefined ? { bos: values.bos } : {}),
    ...(values.eos !== undefined ? { eos: values.eos } : {}),
  });
  const { withCheckpoint } = await import("./cli-common.js");
  const { all, preferred, note } = await withCheckpoint(positionals[0]!, Object.values((await shipped()).dialects as Record<string, Dialect>));
  if (note !== null) io.err(note + "\n");
  const found = detectDialect(template, all, preferred);
  if (values.json) {
    const evidence = (d: DialectFit) => ({
      name: d.name,
      parsed: d.parsed,
      rendered: d.rendered,
      exact: d.exact,
      scoped: d.scoped,
      turns: d.turns,
      prompted: d.prompted,
      unshown: d.unshown,
      equivalent: d.equivalent,
    });
    io.out(
      JSON.stringify({
        file: found.file,
        probes: found.probes,
        dialects: found.dialects.map(evidence),
        ...(found.closest ? { closest: evidence(found.closest) } : {}),
        quirks: found.quirks,
        refused: found.refused,
        scope: found.scope,
        equivalence: found.equivalence,
      }) + "\n",
    );
    return found.dialects.length > 0 ? 0 : 1;
  }
  if (found.probes === 0) {
    io.err(`${found.file}: the template writes none of the probes' messages (no assistant text past its generation prompt)\n`);
    return 1;
  }
  for (const line of evidenceLines(found)) io.err(line + "\n");
  if (found.dialects.length === 0) {
    io.err(
      noDialectLine(found) + ". Write a grammar for it (docs/writing-a-dialect.md) and check it against the template with 'dialectc check GRAMMAR --template " + found.file + "'\n",
    );
    return 1;
  }
  const width = Math.max(...found.dialects.map((d) => d.name.length));
  io.out(`${found.file}: ${found.probes} probes${found.scope > 0 ? ", and the prompt's reasoning" : ""}\n`);
  for (const d of found.dialects) {
    io.out(
      `  ${d.name.padEnd(width)}  ${d.parsed}/${found.probes} parsed  ${d.rendered}/${found.probes} rendered (${d.exact} exactly)${found.scope > 0 ? `  prompt's reasoning ${d.scoped === found.scope ? "read" : "NOT read"}` : ""}\n`,
    );
  }
  return 0;
}

/** The probes the template refused, its quirks and an equivalence, one line each (to stderr, beside the result). */
export function evidenceLines(found: Detection): string[] {
  const lines: string[] = [];
  if (found.refused.length > 0) {
    lines.push(
      `${found.file}: the template refuses ${found.refused.map((r) => `'${r.probe}'`).join(", ")} in every variant a client could send (${found.refused[0]!.why}); they count for no dialect`,
    );
  }
  if (found.quirks.length > 0) {
    lines.push(`${found.file}: no dialect reads ${found.quirks.map((q) => `'${q}'`).join(", ")} as the template writes it (the template's quirk); it counts for no dialect`);
  }
  if (found.equivalence) lines.push(`${found.file}: ${found.equivalence}`);
  return lines;
}

/** Why no dialect is named: the closest, and the first probe it misses. */
export function noDialectLine(found: Detection): string {
  const c = found.closest;
  if (!c) return `${found.file}: no shipped dialect reads the probes the template writes`;
  const miss = c.verdicts.find((v) => !v.parsed);
  const what = found.callProbes > 0 && c.callsParsed === 0 ? "the template's calls" : `all ${found.probes - found.quirks.length} probes`;
  return `${found.file}: no shipped dialect reads ${what}; closest ${c.name} (${c.parsed}/${found.probes}${miss ? `, not '${miss.probe}'` : ""})`;
}

/**
 * `dialectc check GRAMMAR|--dialect NAME --template TEMPLATE`: every probe the
 * template writes, parsed by the dialect (with the template's generation
 * prompt, so the prompt's reasoning state and turn scope count) and written
 * by `render`. Exit 1 when a probe does not parse back to its message;
 * render's differences are reported, not failed on.
 */
export async function checkTemplateCommand(targets: string[], templatePath: string, options: { templateName?: string; bos?: string; eos?: string }, io: CliIO): Promise<number> {
  const { loadChatTemplate } = await import("../templates/chat-template.js");
  const { probeTemplate } = await import("../templates/template-probes.js");
  const { judge } = await import("../templates/probe-verdicts.js");
  const { scopeProbes, readsScope } = await import("../templates/prompt-scope.js");
  const { loadDialect } = await import("./cli-common.js");
  const template = loadChatTemplate(templatePath, options);
  const probes = probeTemplate(template);
  const texts = probes.texts;
  const scope = scopeProbes(template, probes);
  if (probes.refused.length > 0) {
    io.err(
      `${template.path}: the template refuses ${probes.refused.map((r) => `'${r.probe}'`).join(", ")} in every variant a client could send (${probes.refused[0]!.why}); not checked\n`,
    );
  }
  if (targets.length === 0) throw new UsageError("check --template needs a grammar file or --dialect NAME");
  let ok = true;
  for (const target of targets) {
    const dialect = await loadDialect(target);
    const verdicts = texts.map((t) => judge(dialect, t));
    const width = Math.max(5, ...verdicts.map((v) => v.probe.length));
    io.out(`${template.path} with ${dialect.name}: ${texts.length} probes\n  ${"probe".padEnd(width)}  parsed  rendered\n`);
    for (const v of verdicts) {
      io.out(`  ${v.probe.padEnd(width)}  ${(v.parsed ? "yes" : "NO").padEnd(6)}  ${v.rendered}\n`);
      if (!v.parsed) io.out(`    parsed as ${JSON.stringify(v.got)}\n`);
    }
    const parsed = verdicts.filter((v) => v.parsed).length;
    const rendered = verdicts.filter((v) => v.rendered !== "differs").length;
    const exact = verdicts.filter((v) => v.rendered === "exact").length;
    io.out(`  ${parsed}/${texts.length} parsed back, ${rendered}/${texts.length} rendered as the template writes them (${exact} exactly)\n`);
    // The prompt opens reasoning its history strips: the model's R<closer>A after it must read as reasoning and answer.
    for (const s of scope) {
      const read = readsScope(dialect, s);
      io.out(`  after the prompt's ${JSON.stringify(s.opener)}, ${JSON.stringify(s.text)} ${read ? "reads as reasoning and content" : "does NOT read as reasoning and content"}\n`);
      if (!read) ok = false;
    }
    if (parsed < texts.length || texts.length === 0) ok = false;
  }
  return ok ? 0 : 1;
}

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
  const { mkdirSync, mkdtempSync, writeFileSync, existsSync, statSync } = await import("node:fs");
  const { join, relative, resolve } = await import("node:path");
  const { tmpdir } = await import("node:os");
  const { loadChatTemplate } = await import("../templates/chat-template.js");
  const { inferDrafts, firstUnexplained } = await import("../templates/infer.js");
  const { buildGrammars } = await import("../emit/build.js");
  const { compiledDialect } = await import("../emit/dialect-file.js");
  const { diffDialect } = await import("../laws/diff.js");
  const { ABI_VERSION } = await import("../../runtime/ir/ir.js");
  const template = loadChatTemplate(positionals[0]!, {
    ...(values["template-name"] !== undefined ? { templateName: values["template-name"] } : {}),
    ...(values.bos !== undefined ? { bos: values.bos } : {}),
    ...(values.eos !== undefined ? { eos: values.eos } : {}),
  });
  // Each draft is verified in a scratch folder; the output folder sees only a verified grammar.
  let why = "";
  let verified: { name: string; text: string; report: string; ir: import("../../runtime/ir/ir.js").DialectIR } | null = null;
  // A shipped dialect that reads every probe is the base to start from, unless the template alone is asked for.
  const bases = values["from-scratch"] ? [] : Object.values((await shipped()).dialects as Record<string, Dialect>);
  const { detectDialect } = await import("../templates/detect.js");
  // The template's own ways of writing a probe are set aside only where a shipped dialect reads the rest: for a
  // format no dialect reads, every probe is "no dialect's", and each must be explained.
  const detected = detectDialect(template, Object.values((await shipped()).dialects as Record<string, Dialect>));
  const quirks = detected.dialects.length > 0 ? detected.quirks : [];
  for (const draft of inferDrafts(template, values.name, bases)) {
    const scratch = join(mkdtempSync(join(tmpdir(), "dialectc-infer-")), `${draft.name}.dialect`);
    writeFileSync(scratch, draft.text);
    const build = buildGrammars([scratch]);
    const errors = build.diagnostics.items.filter((d) => d.severity === "error");
    const ir = build.dialects[0];
    if (errors.length > 0 || !ir) {
      why ||= `the draft does not compile (${errors[0]?.message ?? "no dialect"})`;
      continue;
    }
    const unexplained = firstUnexplained(template, { name: ir.name, abi: ABI_VERSION, ir }, quirks);
    if (unexplained !== null) {
      why ||= `${template.path}: the draft does not read ${unexplained}`;
      continue;
    }
    const laws = diffDialect(await compiledDialect(ir), runs, 1);
    if (!laws.ok) {
      why ||= `the draft breaks a law (${laws.report.split("\n")[0]})`;
      continue;
    }
    verified = { ...draft, report: laws.report, ir };
    break;
  }
  if (verified === null) {
    io.err(`dialectc infer: ${why}; nothing written\n`);
    return 1;
  }
  if (format === "response_template") return writeResponseTemplate({ name: verified.name, abi: ABI_VERSION, ir: verified.ir }, template, values.out, io);
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

/**
 * infer's `--format response_template`: the verified grammar written as the checkpoint's response template,
 * anchored at its generation prompt's assistant header and verified on its probes and its own turns; printed,
 * or written to DIR/N.json with --out. What a model author adds to tokenizer_config.json as response_template.
 */
async function writeResponseTemplate(dialect: Dialect, template: import("../templates/chat-template.js").ChatTemplate, out: string | undefined, io: CliIO): Promise<number> {
  const { responseTemplateFor, TemplateExportError } = await import("../response/from-dialect.js");
  const { verifyTemplate, verifyTurns } = await import("../response/verify.js");
  const { anchorsFromTemplate, templateTurns } = await import("../response/anchor.js");
  let exported;
  try {
    exported = responseTemplateFor(dialect.ir, anchorsFromTemplate(dialect, template));
  } catch (e) {
    if (!(e instanceof TemplateExportError)) throw e;
    io.err(`dialectc infer: ${template.path}: the verified grammar cannot be written as a response template: ${e.message}; nothing written\n`);
    return 1;
  }
  const why = verifyTemplate(dialect, exported.template, exported.opener, [], exported.modes) ?? verifyTurns(dialect, exported.template, templateTurns(dialect, template));
  if (why !== null) {
    io.err(`dialectc infer: ${template.path}: the response template ${why}; nothing written\n`);
    return 1;
  }
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
