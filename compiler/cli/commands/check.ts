/**
 * `dialectc check`: a grammar's (or a response template's) problems, and `check --template`, one dialect against a chat template's probes.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { leadingLiteral } from "../../../runtime/compiler-api.js";
import { buildGrammars } from "../../lower/build.js";
import { noteFilled, flags, readJson, UsageError, type CliIO } from "../support/cli-common.js";

function readVocab(path: string): Record<string, number> {
  const json = readJson(path) as {
    added_tokens?: { id: number; content: string }[];
    model?: { vocab?: Record<string, number> | unknown[] };
  };
  const vocab: Record<string, number> = {};
  const model = json.model?.vocab;
  if (model && !Array.isArray(model)) Object.assign(vocab, model);
  for (const t of json.added_tokens ?? []) vocab[t.content] = t.id;
  return vocab;
}
export async function checkCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    vocab: { type: "string" },
    template: { type: "string" },
    dialect: { type: "string" },
    "template-name": { type: "string" },
    bos: { type: "string" },
    eos: { type: "string" },
  });
  if (values.template !== undefined) {
    return checkTemplateCommand([...(values.dialect ? [values.dialect] : []), ...positionals], values.template, values, io);
  }
  if (values.dialect !== undefined) throw new UsageError("--dialect goes with --template; check a grammar file by its path");
  for (const p of positionals) if (!existsSync(p)) throw new UsageError(`no such file: ${p}`);
  const vocab = values.vocab ? readVocab(values.vocab) : null;
  // A response template is checked as the grammar it reads as (its own problems are one line, exit 1).
  const templates = positionals.filter((p) => p.endsWith(".json"));
  const build = buildGrammars(positionals.length ? positionals.filter((p) => !p.endsWith(".json")).map((p) => resolve(p)) : undefined);
  if (templates.length > 0) {
    const { grammarTextFromFile } = await import("../../response/load.js");
    const { buildGrammarSource } = await import("../../lower/build.js");
    for (const file of templates) {
      const more = buildGrammarSource(file.replace(/\.json$/, ".dialect"), grammarTextFromFile(file));
      build.dialects.push(...more.dialects);
      build.diagnostics.items.push(...more.diagnostics.items);
    }
  }
  const lines: string[] = [];
  if (vocab) {
    for (const d of build.dialects) {
      d.terminals.forEach((t, i) => {
        if (!t.special) return;
        const text = leadingLiteral(t.variants[0]!);
        if (vocab[text] !== undefined) return;
        const role = d.turnBoundaries.includes(i) ? "turn boundary" : "special terminal";
        lines.push(`${d.source}: warning: ${role} ${t.name} ${JSON.stringify(text)} of '${d.name}' is not in ${values.vocab}; it will be matched by text only [vocab-missing]`);
      });
    }
  }
  if (build.diagnostics.items.length) io.err(build.diagnostics.format() + "\n");
  if (lines.length) io.err(lines.join("\n") + "\n");
  if (build.diagnostics.hasErrors) return 1;
  io.out(`ok: ${build.dialects.length} dialects${build.bases.length ? `, ${build.bases.length} bases` : ""}\n`);
  return 0;
}
/**
 * `dialectc check GRAMMAR|--dialect NAME --template TEMPLATE`: every probe the
 * template writes, parsed by the dialect (with the template's generation
 * prompt, so the prompt's reasoning state and turn scope count) and written
 * by `render`. Exit 1 when a probe does not parse back to its message;
 * render's differences are reported, not failed on.
 */
async function checkTemplateCommand(targets: string[], templatePath: string, flagValues: { "template-name"?: string; bos?: string; eos?: string }, io: CliIO): Promise<number> {
  const { loadChatTemplate, templateFlags } = await import("../../templates/chat-template.js");
  const { probeTemplate } = await import("../../templates/template-probes.js");
  const { judge } = await import("../../templates/probe-verdicts.js");
  const { scopeProbes, readsScope } = await import("../../templates/prompt-scope.js");
  const { loadDialect } = await import("../support/cli-common.js");
  const template = loadChatTemplate(templatePath, { ...templateFlags(flagValues), fillUnsupplied: true });
  const probes = probeTemplate(template);
  noteFilled(template, io);
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
