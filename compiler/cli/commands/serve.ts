/**
 * `dialectc serve`: the gateway (serve/gateway.ts) from the command line.
 * One model from the flags, or several from `--config FILE` (deploy/config.ts:
 * each model's keys are its flags); client keys from the file, `--auth-keys`
 * or DIALECTC_AUTH_KEYS; `/metrics` always. The dialect is given or detected
 * from the template; the first line printed is the URL clients use; SIGINT or
 * SIGTERM lets in-flight streams finish (up to --grace ms) and exits 0.
 */
import type { Dialect } from "../../../runtime/compiler-api.js";
import { flags, loadDialect, shipped, UsageError, type CliIO } from "../cli-common.js";
import type { LogEntry, ModelOptions } from "../../serve/gateway.js";

/** A request's log line: method, path, status, upstream, tokens, finish, time, and the error if any (the model, where several are served). */
function logLine(e: LogEntry, several: boolean): string {
  const tokens = e.promptTokens !== undefined ? ` tokens=${e.promptTokens}+${e.completionTokens ?? 0}` : "";
  return `dialectc serve: ${e.method} ${e.path} ${e.status}${several && e.model ? ` model=${e.model}` : ""}${e.upstream ? ` upstream=${e.upstream.replaceAll(" ", ":")}` : ""}${tokens}${e.finish ? ` finish=${e.finish}` : ""} ${e.ms}ms${
    e.error ? ` error=${JSON.stringify(e.error)}` : ""
  }`;
}

/** serve's flags. */
const FLAGS = {
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
  "ignore-unknown-fields": { type: "boolean" },
  config: { type: "string" },
  "auth-keys": { type: "string" },
} as const;

/** The gateway's flags rather than a model's: with --config, top-level keys of the file (a flag given wins). */
const GATEWAY_FLAGS: readonly string[] = ["host", "port", "max-body", "grace", "cors", "log-format", "ignore-unknown-fields"];
/** Flags the config file has no key for. */
const NOT_KEYS: readonly string[] = ["config", "auth-keys"];

type Values = ReturnType<typeof flags<typeof FLAGS>>["values"];

function positiveInt(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${flag} must be a whole number, not '${value}'`);
  return n;
}

export async function serveCommand(args: string[], io: CliIO, signals: { once(event: "SIGINT" | "SIGTERM", f: () => void): unknown } = process): Promise<number> {
  const { values: given, positionals } = flags(args, FLAGS);
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  const { values, models, keys, file } = given.config !== undefined ? await fromConfig(given) : { values: given, models: [given], keys: [], file: null };
  const port = positiveInt(values.port, "port", 8000);
  const logFormat = values["log-format"] ?? "text";
  if (logFormat !== "text" && logFormat !== "json" && logFormat !== "none") throw new UsageError(`--log-format must be text, json or none, not '${logFormat}'`);
  if (port > 65535) throw new UsageError(`--port must be at most 65535, not ${port}`);
  const { AUTH_KEYS_ENV, keyChecker, keysIn, readKeysFile } = await import("../../deploy/auth.js");
  const allKeys = [...keys, ...keysIn(process.env[AUTH_KEYS_ENV] ?? "")];
  if (values["auth-keys"] !== undefined) {
    try {
      allKeys.push(...readKeysFile(values["auth-keys"]));
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }

  const served: ModelOptions[] = [];
  const lines: string[] = [];
  for (const [i, m] of models.entries()) {
    let built: { options: ModelOptions; lines: string[] };
    try {
      built = await modelOptions(m, io);
    } catch (e) {
      // A model of the file: its mistake names it, by its keys rather than flags.
      if (file === null || !(e instanceof UsageError)) throw e;
      throw new UsageError(`${file}: models[${i}] '${m.model}': ${e.message.replace(/--([a-z][a-z-]*)/g, (_, f: string) => (f === "model" ? "name" : f.replaceAll("-", "_")))}`);
    }
    served.push(built.options);
    lines.push(...built.lines);
  }
  const { createGateway } = await import("../../serve/gateway.js");
  const { createMetrics } = await import("../../deploy/metrics.js");
  const several = served.length > 1;
  const log = logFormat === "none" ? undefined : (e: LogEntry) => io.err(logFormat === "json" ? `${JSON.stringify(e)}\n` : `${logLine(e, several)}\n`);
  const gateway = createGateway({
    ...served[0]!,
    ...(several ? { models: served.slice(1) } : {}),
    maxBodyBytes: positiveInt(values["max-body"], "max-body", 4 * 1024 * 1024),
    ...(values.cors !== undefined ? { cors: values.cors } : {}),
    ...(values["ignore-unknown-fields"] === true ? { ignoreUnknownFields: true } : {}),
    ...(log ? { log } : {}),
    ...(allKeys.length > 0 ? { authorize: keyChecker(allKeys) } : {}),
    metrics: createMetrics(
      served.map((m) => m.model),
      { active: () => gateway.active },
    ),
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
  for (const line of lines) io.err(`${line}\n`);
  if (allKeys.length > 0) io.err(`dialectc serve: client keys required (${new Set(allKeys).size} accepted; Authorization: Bearer or x-api-key; /health and /metrics open)\n`);
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

/** `--config FILE`: the gateway's settings (a flag given wins), each model's as its flags would say, and the keys. */
async function fromConfig(given: Values): Promise<{ values: Values; models: Values[]; keys: string[]; file: string }> {
  const file = given.config!;
  const mine = Object.keys(FLAGS).filter((f) => given[f as keyof Values] !== undefined && !GATEWAY_FLAGS.includes(f) && !NOT_KEYS.includes(f));
  if (mine.length > 0) throw new UsageError(`--${mine[0]} is a model's setting: with --config, give it to each model in ${file}`);
  const { readServeConfig, ConfigError } = await import("../../deploy/config.js");
  try {
    const config = readServeConfig(file, FLAGS, GATEWAY_FLAGS, NOT_KEYS);
    const flagsGiven = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    return { values: { ...config.gateway, ...flagsGiven } as Values, models: config.models as Values[], keys: config.keys, file };
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(e.message);
    throw e;
  }
}

/** One model from its flags (or its keys in the config file): its options and the lines that say what it runs with. */
async function modelOptions(values: Values, io: CliIO): Promise<{ options: ModelOptions; lines: string[] }> {
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
  let contextLength = values["context-length"] !== undefined ? positiveInt(values["context-length"], "context-length", 0) : undefined;

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
  const { DEFAULT_MAX_TOKENS } = await import("../../serve/gateway.js");
  const maxTokens = positiveInt(values["max-tokens"], "max-tokens", DEFAULT_MAX_TOKENS);
  let contextFrom = "--context-length";
  if (contextLength === undefined) {
    const { readModelCard } = await import("../../serve/upstream.js");
    contextLength = (await readModelCard(upstreamConfig, values["upstream-model"] ?? values.model!, 3000))?.contextLength;
    contextFrom = "the upstream's model list";
  }
  const options: ModelOptions = {
    upstream: upstreamConfig,
    upstreamKind: kind,
    model: values.model!,
    ...(values["upstream-model"] !== undefined ? { upstreamModel: values["upstream-model"] } : {}),
    template,
    dialect,
    constrain: values.constrain === true,
    ...(countTokens ? { countTokens } : {}),
    ...(contextLength !== undefined ? { contextLength } : {}),
    maxTokens,
    ends,
    equivalent,
  };
  const lines = [
    `dialectc serve: model '${values.model}' with dialect ${dialect.name} (${how}), upstream ${upstream.href} (${kind}${values.constrain ? ", constrained" : ""})`,
    `dialectc serve: ${ends.length > 0 ? `stops at ${JSON.stringify(ends[0])} (${endsFrom})` : "no end-of-turn stop (the template has no EOS and no end every turn shares): give --eos"}; max_tokens when a request sets none: ${
      contextLength !== undefined
        ? `the context's ${contextLength} tokens (${contextFrom}) less the prompt (counted by ${countTokens ? "--tokenizer" : "the upstream's POST /tokenize where it has one, else estimated"})`
        : `${maxTokens} (--max-tokens) until the upstream reports its context length (asked again when it answers)`
    }; usage: ${countTokens ? "the upstream's, else counted by --tokenizer" : "the upstream's (none where it reports none; --tokenizer counts it)"}`,
  ];
  return { options, lines };
}
