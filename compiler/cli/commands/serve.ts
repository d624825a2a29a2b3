/**
 * `dialectc serve`: the gateway (serve/setup.ts builds it from these flags, or from `--config FILE`).
 * What stays here is the command line's: the flags read, the dialect given or detected from the
 * template, the URL printed first, and SIGINT or SIGTERM letting in-flight streams finish (up to
 * --grace ms) before exiting 0.
 */
import type { Dialect } from "../../../runtime/compiler-api.js";
import type { ChatTemplate } from "../../templates/chat-template.js";
import type { ChosenDialect, ServeValues } from "../../serve/setup.js";
import { flags, loadDialect, shipped, UsageError, withCheckpoint, type CliIO } from "../support/cli-common.js";

export async function serveCommand(args: string[], io: CliIO, signals: { once(event: "SIGINT" | "SIGTERM", f: () => void): unknown } = process): Promise<number> {
  const { SERVE_FLAGS, startGateway } = await import("../../serve/setup.js");
  const { values, positionals } = flags(args, SERVE_FLAGS);
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  const err = (line: string) => io.err(`${line}\n`);
  const { gateway, url, lines, graceMs } = await startGateway(values, { dialectFor: (v, template) => dialectFor(v, template, err), err });
  io.out(`${url}\n`);
  for (const line of lines) err(line);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    signals.once("SIGINT", stop);
    signals.once("SIGTERM", stop);
  });
  err(`dialectc serve: shutting down; ${gateway.active} request(s) in flight get up to ${graceMs} ms`);
  await gateway.close(graceMs);
  return 0;
}

/** The model's dialect: --dialect, else the shipped one (or the checkpoint's response template) that reads the template best. */
async function dialectFor(values: ServeValues, template: ChatTemplate, err: (line: string) => void): Promise<ChosenDialect> {
  if (values.dialect !== undefined) return { dialect: await loadDialect(values.dialect), how: "given", equivalent: [] };
  const { detectDialect } = await import("../../templates/detect.js");
  const { noDialectLine } = await import("./detect.js");
  const { all, preferred, note } = await withCheckpoint(values.template!, Object.values((await shipped()).dialects as Record<string, Dialect>));
  if (note !== null) err(note);
  const found = detectDialect(template, all, preferred);
  const best = found.dialects[0];
  // Serving with a dialect that does not read the template's calls would turn them into text: never guess.
  if (!best) throw new UsageError(`${noDialectLine(found)}; give one with --dialect (or write one: dialectc infer)`);
  if (found.callProbes > 0 && best.callsParsed === 0) {
    throw new UsageError(
      `${found.file}: no shipped dialect reads the template's calls (closest ${best.name}, not '${found.quirks[0] ?? "a call"}'); give one with --dialect (or write one: dialectc infer)`,
    );
  }
  const tie = best.equivalent;
  const how = `detected: ${best.parsed}/${found.probes} probes parsed${found.quirks.length > 0 ? `, ${found.quirks.length} written the template's own way` : ""}${
    tie.length > 0
      ? `; a tie: ${tie.slice(0, 4).join(", ")}${tie.length > 4 ? ` and ${tie.length - 4} more` : ""} read the template alike (${found.equivalence ?? "the same evidence"}); chose ${best.name}, the simplest`
      : ""
  }`;
  return { dialect: all.find((d) => d.name === best.name)!, how, equivalent: tie };
}
