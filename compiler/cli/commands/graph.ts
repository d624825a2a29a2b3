/**
 * `dialectc graph`: a dialect's state machine as Mermaid, DOT or SVG.
 */
import { flags, isGrammarFile, loadDialect, UsageError, type CliIO } from "../support/cli-common.js";
export async function graphCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, { dialect: { type: "string" }, format: { type: "string" } });
  const name = values.dialect ?? positionals[0];
  if (!name) throw new UsageError("graph needs --dialect NAME or a grammar file");
  const format = values.format ?? "mermaid";
  if (!["mermaid", "dot", "svg"].includes(format)) throw new UsageError("--format takes mermaid, dot or svg");
  const { toDot, toMermaid, toSvg } = await import("../../emit/graph.js");
  const ir = (await loadDialect(name, isGrammarFile(name) ? "interpreted" : undefined)).ir;
  if (format === "mermaid") io.out(toMermaid(ir));
  else if (format === "dot") io.out(toDot(ir));
  else io.out(await toSvg(ir));
  return 0;
}
