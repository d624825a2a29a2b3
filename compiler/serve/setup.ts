/**
 * The gateway built from its settings: one model's flags, or several models' keys in a config file
 * (deploy/config.ts: each key is a flag), client keys, `/metrics`, the log format; then listening.
 * `dialectc serve` parses its command line and hands the values here; what stays in the CLI is how a
 * dialect is named or detected (`dialectFor`), and waiting for SIGINT or SIGTERM.
 */
import type { Dialect } from "../../runtime/compiler-api.js";
import { UsageError } from "../common/usage-error.js";
import type { ChatTemplate } from "../templates/chat-template.js";
import type { FlagValues } from "../deploy/config.js";
import type { Gateway, LogEntry, ModelOptions } from "./gateway.js";
import type { UpstreamConfig } from "./core/upstream.js";

/** serve's flags, as `parseArgs` declares them; a config file's keys are these (`_` for `-`). */
export const SERVE_FLAGS = {
  upstream: { type: "string" },
  "upstream-kind": { type: "string" },
  "upstream-model": { type: "string" },
  "api-key": { type: "string" },
  model: { type: "string" },
  template: { type: "string" },
  "template-name": { type: "string" },
  "template-kwargs": { type: "string" },
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

/** The settings, by flag name: a string, or true for a boolean flag given. */
export type ServeValues = { [K in keyof typeof SERVE_FLAGS]?: (typeof SERVE_FLAGS)[K]["type"] extends "boolean" ? boolean : string };

/** The dialect a model is served with, and how it was chosen (for the start line). */
export interface ChosenDialect {
  dialect: Dialect;
  /** "given", or what detection found */
  how: string;
  /** dialects that read the template alike (detect's tie) */
  equivalent: readonly string[];
}

export interface ServeHooks {
  /** the model's dialect: `--dialect` loaded, or detected from the template */
  dialectFor(values: ServeValues, template: ChatTemplate): Promise<ChosenDialect>;
  /** a line for stderr: the request log, notes */
  err(line: string): void;
}

/** A listening gateway and what its start says. */
export interface StartedGateway {
  gateway: Gateway;
  url: string;
  /** what each model runs with, and the keys, one line each */
  lines: string[];
  /** how long shutdown waits for in-flight streams (ms) */
  graceMs: number;
}

export function wholeNumber(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${flag} must be a whole number, not '${value}'`);
  return n;
}

/** A request's log line: method, path, status, upstream, tokens, finish, time, and the error if any (the model, where several are served). */
export function logLine(e: LogEntry, several: boolean): string {
  const tokens = e.promptTokens !== undefined ? ` tokens=${e.promptTokens}+${e.completionTokens ?? 0}` : "";
  return `dialectc serve: ${e.method} ${e.path} ${e.status}${several && e.model ? ` model=${e.model}` : ""}${e.upstream ? ` upstream=${e.upstream.replaceAll(" ", ":")}` : ""}${tokens}${e.finish ? ` finish=${e.finish}` : ""} ${e.ms}ms${
    e.error ? ` error=${JSON.stringify(e.error)}` : ""
  }`;
}

/** Builds the gateway from its settings (with `config`, the file's), and listens where they say. */
export async function startGateway(given: ServeValues, hooks: ServeHooks): Promise<StartedGateway> {
  const { values, models, keys, file } = given.config !== undefined ? await fromConfig(given) : { values: given, models: [given], keys: [], file: null };
  const port = wholeNumber(values.port, "port", 8000);
  const logFormat = values["log-format"] ?? "text";
  if (logFormat !== "text" && logFormat !== "json" && logFormat !== "none") throw new UsageError(`--log-format must be text, json or none, not '${logFormat}'`);
  if (port > 65535) throw new UsageError(`--port must be at most 65535, not ${port}`);
  const allKeys = await clientKeys(values, keys);
  const served: ModelOptions[] = [];
  const lines: string[] = [];
  for (const [i, m] of models.entries()) {
    let built: { options: ModelOptions; lines: string[] };
    try {
      built = await modelOptions(m, hooks);
    } catch (e) {
      // A model of the file: its mistake names it, by its keys rather than flags.
      if (file === null || !(e instanceof UsageError)) throw e;
      throw new UsageError(`${file}: models[${i}] '${m.model}': ${e.message.replace(/--([a-z][a-z-]*)/g, (_, f: string) => (f === "model" ? "name" : f.replaceAll("-", "_")))}`);
    }
    served.push(built.options);
    lines.push(...built.lines);
  }
  const { createGateway } = await import("./gateway.js");
  const { createMetrics } = await import("../deploy/metrics.js");
  const { keyChecker } = await import("../deploy/auth.js");
  const several = served.length > 1;
  const log = logFormat === "none" ? undefined : (e: LogEntry) => hooks.err(logFormat === "json" ? JSON.stringify(e) : logLine(e, several));
  const gateway = createGateway({
    ...served[0]!,
    ...(several ? { models: served.slice(1) } : {}),
    maxBodyBytes: wholeNumber(values["max-body"], "max-body", 4 * 1024 * 1024),
    ...(values.cors !== undefined ? { cors: values.cors } : {}),
    ...(values["ignore-unknown-fields"] === true ? { ignoreUnknownFields: true } : {}),
    ...(log ? { log } : {}),
    ...(allKeys.length > 0 ? { authorize: keyChecker(allKeys) } : {}),
    metrics: createMetrics(
      served.map((m) => m.model),
      { active: () => gateway.active },
    ),
  });
  const url = await listen(gateway, port, values.host ?? "127.0.0.1");
  if (allKeys.length > 0) lines.push(`dialectc serve: client keys required (${new Set(allKeys).size} accepted; Authorization: Bearer or x-api-key; /health and /metrics open)`);
  return { gateway, url, lines, graceMs: wholeNumber(values.grace, "grace", 10_000) };
}

async function listen(gateway: Gateway, port: number, host: string): Promise<string> {
  try {
    return await gateway.listen(port, host);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code === "EADDRINUSE" ? `port ${port} is in use; pick another with --port` : `cannot listen on ${host}:${port}: ${code ?? (e as Error).message}`);
  }
}

/** The client keys: the config file's, DIALECTC_AUTH_KEYS's and --auth-keys's. */
async function clientKeys(values: ServeValues, fromFile: readonly string[]): Promise<string[]> {
  const { AUTH_KEYS_ENV, keysIn, readKeysFile } = await import("../deploy/auth.js");
  const all = [...fromFile, ...keysIn(process.env[AUTH_KEYS_ENV] ?? "")];
  if (values["auth-keys"] !== undefined) {
    try {
      all.push(...readKeysFile(values["auth-keys"]));
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  return all;
}

/** `--config FILE`: the gateway's settings (a flag given wins), each model's as its flags would say, and the keys. */
async function fromConfig(given: ServeValues): Promise<{ values: ServeValues; models: ServeValues[]; keys: string[]; file: string }> {
  const file = given.config!;
  const mine = Object.keys(SERVE_FLAGS).filter((f) => given[f as keyof ServeValues] !== undefined && !GATEWAY_FLAGS.includes(f) && !NOT_KEYS.includes(f));
  if (mine.length > 0) throw new UsageError(`--${mine[0]} is a model's setting: with --config, give it to each model in ${file}`);
  const { readServeConfig, ConfigError } = await import("../deploy/config.js");
  try {
    const config = readServeConfig(file, SERVE_FLAGS, GATEWAY_FLAGS, NOT_KEYS);
    const flagsGiven = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    return { values: { ...config.gateway, ...flagsGiven } as ServeValues, models: config.models as FlagValues[] as ServeValues[], keys: config.keys, file };
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(e.message);
    throw e;
  }
}

/** The upstream a model's settings name: its URL checked, its kind, key and timeouts. */
async function upstreamOf(values: ServeValues): Promise<{ config: UpstreamConfig; kind: ModelOptions["upstreamKind"] }> {
  let url: URL;
  try {
    url = new URL(values.upstream!);
  } catch {
    throw new UsageError(`--upstream must be a URL such as http://127.0.0.1:8080/v1, not '${values.upstream}'`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`--upstream must be an http or https URL, not '${values.upstream}'`);
  const { UPSTREAM_KINDS } = await import("./core/constraint.js");
  const kind = (values["upstream-kind"] ?? "openai") as (typeof UPSTREAM_KINDS)[number];
  if (!UPSTREAM_KINDS.includes(kind)) throw new UsageError(`--upstream-kind must be one of ${UPSTREAM_KINDS.join(", ")}, not '${kind}'`);
  const apiKey = values["api-key"] ?? process.env.DIALECTC_UPSTREAM_API_KEY;
  const config = {
    url: url.href,
    ...(apiKey ? { apiKey } : {}),
    connectTimeoutMs: wholeNumber(values["connect-timeout"], "connect-timeout", 60_000),
    idleTimeoutMs: wholeNumber(values["idle-timeout"], "idle-timeout", 60_000),
  };
  return { config, kind };
}

/** The turn's end as a stop string: the template's EOS, else the end every turn of the template's has. */
async function turnEnds(template: ChatTemplate): Promise<{ ends: string[]; from: string }> {
  if (template.eos !== "") return { ends: [template.eos], from: "the template's EOS" };
  const { probeTemplate } = await import("../templates/template-probes.js");
  const end = probeTemplate(template).texts.find((t) => t.end !== undefined)?.end;
  return end !== undefined ? { ends: [end.trim() || end], from: "the end the template writes after each turn" } : { ends: [], from: "" };
}

/** --template-kwargs: a JSON object of variables every prompt's render gets, as vLLM's --default-chat-template-kwargs. */
function templateKwargs(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new UsageError(`--template-kwargs takes a JSON object of template variables ('{"functions": ""}'), not '${text}'`);
  return value as Record<string, unknown>;
}

/** One model from its flags (or its keys in the config file): its options and the lines that say what it runs with. */
async function modelOptions(values: ServeValues, hooks: ServeHooks): Promise<{ options: ModelOptions; lines: string[] }> {
  for (const need of ["upstream", "model", "template"] as const) if (values[need] === undefined) throw new UsageError(`serve needs --${need}`);
  const upstream = await upstreamOf(values);
  const given = values["context-length"] !== undefined ? wholeNumber(values["context-length"], "context-length", 0) : undefined;
  const { loadChatTemplate, templateFlags } = await import("../templates/chat-template.js");
  const template = loadChatTemplate(values.template!, {
    ...templateFlags(values),
    ...(values["template-kwargs"] !== undefined ? { defaults: templateKwargs(values["template-kwargs"]) } : {}),
  });
  const { dialect, how, equivalent } = await hooks.dialectFor(values, template);
  if (values.constrain) {
    const why = (await import("./core/constraint.js")).cannotConstrain(upstream.kind, dialect);
    if (why !== null) throw new UsageError(`--constrain: ${why}`);
  }
  const countTokens = values.tokenizer !== undefined ? await (await import("./core/token-counter.js")).loadTokenCounter(values.tokenizer) : undefined;
  const { ends, from: endsFrom } = await turnEnds(template);
  const { DEFAULT_MAX_TOKENS } = await import("./core/generation.js");
  const maxTokens = wholeNumber(values["max-tokens"], "max-tokens", DEFAULT_MAX_TOKENS);
  const contextLength = given ?? (await (await import("./core/upstream.js")).readModelCard(upstream.config, values["upstream-model"] ?? values.model!, 3000))?.contextLength;
  const contextFrom = given !== undefined ? "--context-length" : "the upstream's model list";
  const options: ModelOptions = {
    upstream: upstream.config,
    upstreamKind: upstream.kind,
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
    `dialectc serve: model '${values.model}' with dialect ${dialect.name} (${how}), upstream ${upstream.config.url} (${upstream.kind}${values.constrain ? ", constrained" : ""})`,
    `dialectc serve: ${ends.length > 0 ? `stops at ${JSON.stringify(ends[0])} (${endsFrom})` : "no end-of-turn stop (the template has no EOS and no end every turn shares): give --eos"}; max_tokens when a request sets none: ${
      contextLength !== undefined
        ? `the context's ${contextLength} tokens (${contextFrom}) less the prompt (counted by ${countTokens ? "--tokenizer" : "the upstream's POST /tokenize where it has one, else estimated"})`
        : `${maxTokens} (--max-tokens) until the upstream reports its context length (asked again when it answers)`
    }; usage: ${countTokens ? "the upstream's, else counted by --tokenizer" : "the upstream's (none where it reports none; --tokenizer counts it)"}`,
  ];
  return { options, lines };
}
