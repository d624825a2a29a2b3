/**
 * `dialectc detect`: the shipped dialects that read what a model's chat
 * template writes, best first, with the evidence per dialect.
 */
import type { Dialect } from "../runtime/dialect.js";
import { flags, shipped, UsageError, type CliIO } from "./cli-common.js";

export async function detectCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    json: { type: "boolean" },
    "template-name": { type: "string" },
    bos: { type: "string" },
    eos: { type: "string" },
  });
  if (positionals.length !== 1) throw new UsageError("detect takes one chat template (tokenizer_config.json, chat_template.jinja or a .jinja file)");
  const { loadChatTemplate } = await import("./chat-template.js");
  const { detectDialect } = await import("./detect.js");
  const template = loadChatTemplate(positionals[0]!, {
    ...(values["template-name"] !== undefined ? { templateName: values["template-name"] } : {}),
    ...(values.bos !== undefined ? { bos: values.bos } : {}),
    ...(values.eos !== undefined ? { eos: values.eos } : {}),
  });
  const all = Object.values((await shipped()).dialects as Record<string, Dialect>);
  const found = detectDialect(template, all);
  if (values.json) {
    io.out(JSON.stringify({ file: found.file, probes: found.probes, dialects: found.dialects.map((d) => ({ name: d.name, parsed: d.parsed, rendered: d.rendered })) }) + "\n");
    return found.dialects.length > 0 ? 0 : 1;
  }
  if (found.probes === 0) {
    io.err(`${found.file}: the template writes none of the probes' messages (no assistant text past its generation prompt)\n`);
    return 1;
  }
  if (found.dialects.length === 0) {
    const c = found.closest!;
    const miss = c.verdicts.find((v) => !v.parsed)!;
    io.err(
      `${found.file}: no shipped dialect reads all ${found.probes} probes; closest ${c.name} (${c.parsed}/${found.probes}, not '${miss.probe}'). ` +
        `Write a grammar for it (docs/writing-a-dialect.md) and check it against the template with 'dialectc check GRAMMAR --template ${found.file}'\n`,
    );
    return 1;
  }
  const width = Math.max(...found.dialects.map((d) => d.name.length));
  io.out(`${found.file}: ${found.probes} probes\n`);
  for (const d of found.dialects) {
    io.out(`  ${d.name.padEnd(width)}  ${d.parsed}/${found.probes} parsed  ${d.rendered}/${found.probes} rendered (${d.exact} exactly)\n`);
  }
  return 0;
}

/**
 * `dialectc check GRAMMAR|--dialect NAME --template TEMPLATE`: every probe the
 * template writes, parsed by the dialect (with the template's generation
 * prompt, so the prompt's reasoning state and turn scope count) and written
 * by `render`. Exit 1 when a probe does not parse back to its message;
 * render's differences are reported, not failed on.
 */
export async function checkTemplateCommand(targets: string[], templatePath: string, options: { templateName?: string; bos?: string; eos?: string }, io: CliIO): Promise<number> {
  const { loadChatTemplate } = await import("./chat-template.js");
  const { probeTexts, judge } = await import("./template-probes.js");
  const { loadDialect } = await import("./cli-common.js");
  const template = loadChatTemplate(templatePath, options);
  const texts = probeTexts(template);
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
    if (parsed < texts.length || texts.length === 0) ok = false;
  }
  return ok ? 0 : 1;
}
