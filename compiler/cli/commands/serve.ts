/**
 * `dialectc serve`: the gateway (serve/gateway.ts) from the command line.
 * The dialect is given or detected from the template; the first line printed
 * is the URL clients use; SIGINT or SIGTERM lets in-flight streams finish
 * (up to --grace ms) and exits 0.
 */
import type { Dialect } from "../../../runtime/index.js";
import { flags, loadDialect, shipped, UsageError, type CliIO } from "../cli-common.js";
import type { LogEntry } from "../../serve/gateway.js";

/** A request's log line: method, path, status, upstream, tokens, finish, time, and the error if any. */
function logLine(e: LogEntry): string {
  const tokens = e.promptTokens !== undefined ? ` tokens=${e.promptTokens}+${e.completionTokens ?? 0}` : "";
  return `dialectc serve: ${e.method} ${e.path} ${e.status}${e.upstream ? ` upstream=${e.upstream.replaceAll(" ", ":")}` : ""}${tokens}${e.finish ? ` finish=${e.finish}` : ""} ${e.ms}ms${
    e.error ? ` error=${JSON.stringify(e.error)}` : ""
  }`;
}

function positiveInt(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${flag} must be a whole number, not '${value}'`);
  return n;
}

export async function serveCommand(args: string[], io: CliIO, signals: { once(event: "SIGINT" | "SIGTERM", f: () => void): unknown } = process): Promise<number> {
  const { values, positionals } = flags(args, {
    upstream: { type: "string" },
    "upstream-kind": { type: "string" },
    "upstream-model": { type: "string" },
    "api-key": { type: "string" },
    model: { type: "string" },
    template: { type: "string" },
    "template-name": { type: "string" },
    bos: { type: "string" },
    eos: { type: "string" },
    dialect: { type: "string" },
    host: { type: "string" },
    port: { type: "string" },
    constrain: { type: "boolean" },
    "max-body": { type: "string" },
    "connect-timeout": { type: "string" },
    "idle-timeout": { type: "string" },
    grace: { type: "string" },
    tokenizer: { type: "string" },
    "max-tokens": { type: "string" },
    "context-length": { type: "string" },
    cors: { type: "string" },
    "log-format": { type: "string" },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  for (const need of ["upstream", "model", "template"] as const) if (values[need] === undefined) throw new UsageError(`serve needs --${need}`);
  let upstream: URL;
  try {
    upstream = new URL(values.upstream!);
  } catch {
    throw new UsageError(`--upstream must be a URL such as http://127.0.0.1:8080/v1, not '${values.upstream}'`);
  }
  if (upstream.protocol !== "http:" && upstream.protocol !== "https:") throw new UsageError(`--upstream must be an http or https URL, not '${values.upstream}'`);
  const { UPSTREAM_KINDS, cannotConstrain } = await import("../../serve/constraint.js");
  const kind = (values["upstream-kind"] ?? "openai") as (typeof UPSTREAM_KINDS)[number];
  if (!UPSTREAM_KINDS.includes(kind)) throw new UsageError(`--upstream-kind must be one of ${UPSTREAM_KINDS.join(", ")}, not '${kind}'`);
  const port = positiveInt(values.port, "port", 8000);
  const logFormat = values["log-format"] ?? "text";
  if (logFormat !== "text" && logFormat !== "json" && logFormat !== "none") throw new UsageError(`--log-format must be text, json or none, not '${logFormat}'`);
  let contextLength = values["context-length"] !== undefined ? positiveInt(values["context-length"], "context-length", 0) : undefined;
  if (port > 65535) throw new UsageError(`--port must be at most 65535, not ${port}`);

  const { loadChatTemplate } = await import("../../templates/chat-template.js");
  const template = loadChatTemplate(values.template!, {
    ...(values["template-name"] !== undefined ? { templateName: values["template-name"] } : {}),
    ...(values.bos !== undefined ? { bos: values.bos } : {}),
    ...(values.eos !== undefined ? { eos: values.eos } : {}),
  });
  let dialect: Dialect;
  let how = "given";
  let equivalent: readonly string[] = [];
  if (values.dialect !== undefined) dialect = await loadDialect(values.dialect);
  else {
    const { detectDialect } = await import("../../templates/detect.js");
    const { noDialectLine } = await import("./detect.js");
    const { withCheckpoint } = await import("../cli-common.js");
    const { all, preferred, note } = await withCheckpoint(values.template!, Object.values((await shipped()).dialects as Record<string, Dialect>));
    if (note !== null) io.err(note + "\n");
    const found = detectDialect(template, all, preferred);
    const best = found.dialects[0];
    // Serving with a dialect that does not read the template's calls would turn them into text: never guess.
    if (!best) throw new UsageError(`${noDialectLine(found)}; give one with --dialect (or write one: dialectc infer)`);
    if (found.callProbes > 0 && best.callsParsed === 0) {
      throw new UsageError(
        `${found.file}: no shipped dialect reads the template's calls (closest ${best.name}, not '${found.quirks[0] ?? "a call"}'); give one with --dialect (or write one: dialectc infer)`,
      );
    }
    dialect = all.find((d) => d.name === best.name)!;
    equivalent = best.equivalent;
    how = `detected: ${best.parsed}/${found.probes} probes parsed${found.quirks.length > 0 ? `, ${found.quirks.length} written the template's own way` : ""}${
      best.equivalent.length > 0
        ? `; a tie: ${best.equivalent.slice(0, 4).join(", ")}${best.equivalent.length > 4 ? ` and ${best.equivalent.length - 4} more` : ""} read the template alike (${found.equivalence ?? "the same evidence"}); chose ${best.name}, the simplest`
        : ""
    }`;
  }
  if (values.constrain) {
    const why = cannotConstrain(kind, dialect);
    if (why !== null) throw new UsageError(`--constrain: ${why}`);
  }
  const countTokens = values.tokenizer !== undefined ? await (await import("../../serve/token-counter.js")).loadTokenCounter(values.tokenizer) : undefined;
  // The turn's end as a stop string: the template's EOS, else the end every turn of the template's has.
  let ends: string[] = template.eos !== "" ? [template.eos] : [];
  let endsFrom = "the template's EOS";
  if (ends.length === 0) {
    const { probeTemplate } = await import("../../templates/template-probes.js");
    const end = probeTemplate(template).texts.find((t) => t.end !== undefined)?.end;
    if (end !== undefined) [ends, endsFrom] = [[end.trim() || end], "the end the template writes after each turn"];
  }
  const upstreamConfig = {
    url: upstream.href,
    ...((values["api-key"] ?? process.env.DIALECTC_UPSTREAM_API_KEY) ? { apiKey: values["api-key"] ?? process.env.DIALECTC_UPSTREAM_API_KEY! } : {}),
    connectTimeoutMs: positiveInt(values["connect-timeout"], "connect-timeout", 60_000),
    idleTimeoutMs: positiveInt(values["idle-timeout"], "idle-timeout", 60_000),
  };
  const { createGateway, DEFAULT_MAX_TOKENS } = await import("../../serve/gateway.js");
  const maxTokens = positiveInt(values["max-tokens"], "max-tokens", DEFAULT_MAX_TOKENS);
  let contextFrom = "--context-length";
  if (contextLength === undefined) {
    const { readModelCard } = await import("../../serve/upstream.js");
    contextLength = (await readModelCard(upstreamConfig, values["upstream-model"] ?? values.model!, 3000))?.contextLength;
    contextFrom = "the upstream's model list";
  }
  const log = logFormat === "none" ? undefined : (e: LogEntry) => io.err(logFormat === "json" ? `${JSON.stringify(e)}\n` : `${logLine(e)}\n`);
  const gateway = createGateway({
    upstream: upstreamConfig,
    upstreamKind: kind,
    model: values.model!,
    ...(values["upstream-model"] !== undefined ? { upstreamModel: values["upstream-model"] } : {}),
    template,
    dialect,
    constrain: values.constrain === true,
    maxBodyBytes: positiveInt(values["max-body"], "max-body", 4 * 1024 * 1024),
    ...(countTokens ? { countTokens } : {}),
    ...(contextLength !== undefined ? { contextLength } : {}),
    maxTokens,
    ends,
    equivalent,
    ...(values.cors !== undefined ? { cors: values.cors } : {}),
    ...(log ? { log } : {}),
  });
  let url: string;
  try {
    url = await gateway.listen(port, values.host ?? "127.0.0.1");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === "EADDRINUSE" ? `port ${port} is in use; pick another with --port` : `cannot listen on ${values.host ?? "127.0.0.1"}:${port}: ${code ?? (e as Error).message}`,
    );
  }
  io.out(`${url}\n`);
  io.err(`dialectc serve: model '${values.model}' with dialect ${dialect.name} (${how}), upstream ${upstream.href} (${kind}${values.constrain ? ", constrained" : ""})\n`);
  io.err(
    `dialectc serve: ${ends.length > 0 ? `stops at ${JSON.stringify(ends[0])} (${endsFrom})` : "no end-of-turn stop (the template has no EOS and no end every turn shares): give --eos"}; max_tokens when a request sets none: ${
      contextLength !== undefined
        ? `the context's ${contextLength} tokens (${contextFrom}) less the prompt${countTokens ? "" : " (estimated; --tokenizer counts it)"}`
        : `${maxTokens} (--max-tokens; the upstream reports no context length)`
    }; usage: ${countTokens ? "the upstream's, else counted by --tokenizer" : "the upstream's (none where it reports none; --tokenizer counts it)"}\n`,
  );
  const grace = positiveInt(values.grace, "grace", 10_000);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    signals.once("SIGINT", stop);
    signals.once("SIGTERM", stop);
  });
  io.err(`dialectc serve: shutting down; ${gateway.active} request(s) in flight get up to ${grace} ms\n`);
  await gateway.close(grace);
  return 0;
}
