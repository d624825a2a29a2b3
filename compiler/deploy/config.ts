/**
 * `dialectc serve --config FILE`: a YAML file (JSON is YAML too) that names
 * several models behind one address, the client keys, and the gateway's own
 * settings. Every per-model flag of `serve` is a model's key, spelt with `_`
 * (`--upstream-kind` is `upstream_kind`, `--model` is `name`), so a model in
 * the file is what one model's flags would say; the gateway-wide flags
 * (`--port`, `--host`, …) are top-level keys. Paths in the file are read
 * from the file's folder. A key the file should not hold is one line naming
 * it and where it stands (`models[1].upstrem`).
 */
import { readFileSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { parseDocument } from "yaml";

/** The flags `serve` takes, as `parseArgs` declares them. */
export type FlagSpec = Readonly<Record<string, { readonly type: "string" | "boolean" }>>;

/** Flag values as `parseArgs` gives them: a string, or true for a boolean flag. */
export type FlagValues = Record<string, string | boolean | undefined>;

export interface ServeConfig {
  /** each model's settings, in flag names (`name` is `model`), as one model's command line would give them */
  models: FlagValues[];
  /** the gateway-wide settings the file gives, in flag names */
  gateway: FlagValues;
  /** client keys (`auth.keys`) */
  keys: string[];
}

/** A mistake in the file, in one line that names the file and the key. */
export class ConfigError extends Error {}

/** A model's key that is not a flag: the environment variable that holds its upstream's key. */
const API_KEY_ENV = "api_key_env";

/** Flags whose values are files, read from the config file's folder (a dialect only when it is a file). */
const PATHS = new Set(["template", "tokenizer", "dialect"]);

/** Flags whose value is a JSON object on the command line: the file gives it as a mapping (or as the same JSON text). */
const JSON_OBJECTS = new Set(["template-kwargs"]);

const keyOf = (flag: string) => (flag === "model" ? "name" : flag.replaceAll("-", "_"));
const isMapping = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * Reads the config file. `flags`: every flag of `serve`; `gatewayWide`: those that are the gateway's
 * rather than a model's (top-level keys); `notKeys`: flags the file has no key for (`--config` itself).
 */
export function readServeConfig(file: string, flags: FlagSpec, gatewayWide: readonly string[], notKeys: readonly string[]): ServeConfig {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new ConfigError(`--config: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  const error = doc.errors[0];
  if (error) {
    const at = error.linePos?.[0];
    throw new ConfigError(`${file}${at ? `:${at.line}:${at.col}` : ""}: ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}`);
  }
  const root: unknown = doc.toJS();
  if (!isMapping(root)) throw new ConfigError(`${file}: the config must be a mapping with 'models:' (a list of models), not ${describe(root)}`);
  const say = (where: string, what: string) => new ConfigError(`${file}: ${where}${what}`);
  // A model's keys, its name first.
  const perModel = ["model", ...Object.keys(flags).filter((f) => f !== "model" && !gatewayWide.includes(f) && !notKeys.includes(f))];
  const modelKeys = new Map<string, string>([...perModel.map((f) => [keyOf(f), f] as const), [API_KEY_ENV, API_KEY_ENV]]);
  const topKeys = new Map<string, string>([...gatewayWide.map((f) => [keyOf(f), f] as const), ["models", ""], ["auth", ""]]);

  unknownKeys(root, topKeys, "", say);
  const gateway = values(root, topKeys, "", flags, say, null);
  const keys = authKeys(root.auth, say);

  if (!Array.isArray(root.models) || root.models.length === 0) throw say("models", ": a list of at least one model is needed (each with name, upstream and template)");
  const base = dirname(resolve(file));
  const seen = new Set<string>();
  const models = root.models.map((m: unknown, i: number) => {
    const where = `models[${i}]`;
    if (!isMapping(m)) throw say(where, ` must be a mapping (name, upstream, template, …), not ${describe(m)}`);
    unknownKeys(m, modelKeys, `${where}.`, say);
    const model = values(m, modelKeys, `${where}.`, flags, say, base);
    for (const need of ["model", "upstream", "template"]) if (model[need] === undefined) throw say(`${where}.${keyOf(need)}`, " is needed");
    if (seen.has(model.model as string)) throw say(`${where}.name`, ` '${model.model}' names an earlier model too; each model's name is its own`);
    seen.add(model.model as string);
    return model;
  });
  return { models, gateway, keys };
}

function unknownKeys(m: Record<string, unknown>, known: Map<string, string>, where: string, say: (where: string, what: string) => ConfigError): void {
  for (const key of Object.keys(m)) {
    if (!known.has(key)) throw say(`${where}${key}`, `: unknown key (${where === "" ? "the top level" : "a model"} takes ${[...known.keys()].join(", ")})`);
  }
}

/** The file's values as flag values: text for a string flag (numbers too), true for a boolean one. */
function values(
  m: Record<string, unknown>,
  known: Map<string, string>,
  where: string,
  flags: FlagSpec,
  say: (where: string, what: string) => ConfigError,
  base: string | null,
): FlagValues {
  const out: FlagValues = {};
  for (const [key, flag] of known) {
    const v = m[key];
    if (v === undefined || v === null || flag === "") continue;
    if (flag === API_KEY_ENV) {
      if (typeof v !== "string") throw say(`${where}${key}`, ` must be the name of an environment variable, not ${describe(v)}`);
      const value = process.env[v];
      if (value === undefined || value === "") throw say(`${where}${key}`, `: the environment variable ${v} is not set`);
      out["api-key"] ??= value;
      continue;
    }
    if (flags[flag]!.type === "boolean") {
      if (typeof v !== "boolean") throw say(`${where}${key}`, ` must be true or false, not ${describe(v)}`);
      if (v) out[flag] = true;
      continue;
    }
    if (JSON_OBJECTS.has(flag)) {
      if (!isMapping(v) && typeof v !== "string") throw say(`${where}${key}`, ` must be a mapping (or its JSON text), not ${describe(v)}`);
      out[flag] = isMapping(v) ? JSON.stringify(v) : v;
      continue;
    }
    if (typeof v !== "string" && typeof v !== "number") throw say(`${where}${key}`, ` must be text or a number, not ${describe(v)}`);
    const s = String(v);
    const isFile = flag !== "dialect" || s.endsWith(".dialect") || s.endsWith(".json");
    out[flag] = base !== null && PATHS.has(flag) && isFile && !isAbsolute(s) ? resolve(base, s) : s;
  }
  return out;
}

function authKeys(auth: unknown, say: (where: string, what: string) => ConfigError): string[] {
  if (auth === undefined || auth === null) return [];
  if (!isMapping(auth)) throw say("auth", ` must be a mapping with keys: [...], not ${describe(auth)}`);
  for (const key of Object.keys(auth)) if (key !== "keys") throw say(`auth.${key}`, ": unknown key (auth takes keys)");
  const keys = auth.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw say("auth.keys", " must be a list of at least one key");
  return keys.map((k: unknown, i: number) => {
    if (typeof k !== "string" || k.trim() === "" || /\s/.test(k.trim())) throw say(`auth.keys[${i}]`, " must be a key: text without spaces");
    return k.trim();
  });
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return "a list";
  if (v === null) return "null";
  return typeof v === "object" ? "a mapping" : typeof v === "string" ? `'${v}'` : String(v);
}
