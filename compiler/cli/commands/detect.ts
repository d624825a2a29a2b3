/**
 * `dialectc detect`: the shipped dialects that read what a model's chat
 * template writes, best first, with the evidence per dialect.
 */
import type { Dialect } from "../../../runtime/compiler-api.js";
import type { Detection, DialectFit } from "../../templates/detect.js";
import { noteFilled, flags, shipped, UsageError, type CliIO } from "../support/cli-common.js";

export async function detectCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    json: { type: "boolean" },
    "template-name": { type: "string" },
    bos: { type: "string" },
    eos: { type: "string" },
  });
  if (positionals.length !== 1) throw new UsageError("detect takes one chat template (tokenizer_config.json, chat_template.jinja or a .jinja file)");
  const { loadChatTemplate, templateFlags } = await import("../../templates/chat-template.js");
  const { detectDialect } = await import("../../templates/detect.js");
  const template = loadChatTemplate(positionals[0]!, { ...templateFlags(values), fillUnsupplied: true });
  const { withCheckpoint } = await import("../support/cli-common.js");
  const { all, preferred, note } = await withCheckpoint(positionals[0]!, Object.values((await shipped()).dialects as Record<string, Dialect>));
  if (note !== null) io.err(note + "\n");
  const found = detectDialect(template, all, preferred);
  noteFilled(template, io);
  if (values.json) {
    const evidence = (d: DialectFit) => ({
      name: d.name,
      parsed: d.parsed,
      rendered: d.rendered,
      exact: d.exact,
      scoped: d.scoped,
      turns: d.turns,
      ownTurns: d.ownTurns,
      native: d.native,
      prompted: d.prompted,
      unshown: d.unshown,
      shown: d.shown,
      flagAgrees: d.flagAgrees,
      reasons: d.reasons,
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
        noCall: found.noCall,
        thinkingSwitch: found.thinkingSwitch,
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
    // Where the template writes no call, a grammar drawn from it would not know the calls either: say where one comes from.
    const next = found.noCall
      ? ". The model's calls, and a grammar for them, come from its outputs or its documentation (docs/writing-a-dialect.md)"
      : ". Write a grammar for it (docs/writing-a-dialect.md) and check it against the template with 'dialectc check GRAMMAR --template " + found.file + "'";
    io.err(noDialectLine(found) + next + "\n");
    return 1;
  }
  // Where no call is shown, nearly every dialect reads the rest: the tie is the answer, the others a count.
  const rows = found.noCall ? found.dialects.slice(0, 1 + found.dialects[0]!.equivalent.length) : found.dialects;
  const width = Math.max(...rows.map((d) => d.name.length));
  io.out(
    `${found.file}: ${found.probes} probes${found.scope > 0 ? ", and the prompt's reasoning" : ""}${found.noCall ? "; no call shown: the template cannot say which call format" : ""}\n`,
  );
  for (const d of rows) {
    io.out(
      `  ${d.name.padEnd(width)}  ${d.parsed}/${found.probes} parsed  ${d.rendered}/${found.probes} rendered (${d.exact} exactly)${found.scope > 0 ? `  prompt's reasoning ${d.scoped === found.scope ? "read" : "NOT read"}` : ""}\n`,
    );
  }
  const more = found.dialects.length - rows.length;
  if (more > 0) io.out(`  and ${more} more that read the probes with less evidence (--json lists every one)\n`);
  return 0;
}

/** The probes the template refused, its quirks and an equivalence, one line each (to stderr, beside the result). */
function evidenceLines(found: Detection): string[] {
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
  const readable = found.probes - found.quirks.length;
  const what = found.callProbes > 0 && (c?.callsParsed ?? 0) === 0 ? "the template's calls" : readable > 0 ? `all ${readable} probes` : "any probe as the template writes it";
  // A template that writes no call cannot say which call format, whatever reads the rest: that comes first.
  const head = found.noCall
    ? `${found.file}: no call shown: the template writes no call, so it cannot say which call format the model writes, and no shipped dialect reads ${what}`
    : `${found.file}: no shipped dialect reads ${what}`;
  if (!c) return head;
  const miss = c.verdicts.find((v) => !v.parsed);
  return `${head}; closest ${c.name} (${c.parsed}/${found.probes}${miss ? `, not '${miss.probe}'` : ""})`;
}
