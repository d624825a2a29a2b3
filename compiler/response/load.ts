/**
 * A response template file as a dialect: a JSON file holding the template,
 * or a `tokenizer_config.json` whose `response_template` key holds it. The
 * template is read (`template.ts`), written as grammar text
 * (`to-grammar.ts`) and built by the usual front end, so it runs wherever a
 * `.dialect` file does.
 */
import { basename, dirname } from "node:path";
import { buildGrammarSource } from "../lower/build.js";
import { readTextFile } from "../common/text-file.js";
import { UsageError } from "../common/usage-error.js";
import { type DialectIR, interpretedDialect, type Dialect } from "../../runtime/compiler-api.js";
import { grammarFromTemplate } from "./to-grammar.js";
import { readResponseTemplate, ResponseTemplateError } from "./template.js";

/** The template object a file holds: the file itself, or its `response_template` key (a tokenizer config). */
function templateObject(path: string, raw: unknown): unknown {
  if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
    const r = raw as Record<string, unknown>;
    if ("response_template" in r) return r.response_template;
    if ("fields" in r) return r;
    if ("chat_template" in r || "tokenizer_class" in r) throw new UsageError(`${path} is a tokenizer config with no response_template`);
  }
  throw new UsageError(`${path} holds no response template (an object with "fields", or a tokenizer config with "response_template")`);
}

/** A dialect name for a file: its own name, or its folder's for a tokenizer config (the checkpoint's). */
export function nameFor(path: string): string {
  const file = basename(path, ".json");
  const base = file === "tokenizer_config" ? basename(dirname(path)) || "response_template" : file;
  const name = base.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^(?=\d)/, "_");
  return name === "" ? "response_template" : name;
}

/** A JSON file's value (a tokenizer config may be large: it can hold the vocabulary's added tokens). */
function readJsonFile(path: string): unknown {
  const text = readTextFile(path, { what: "response template", maxBytes: 1 << 26, shown: path });
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${path} is not JSON: ${(e as Error).message}`);
  }
}

/** A file's response template (its value, read) as grammar text; its problems name the file. */
function grammarText(path: string, raw: unknown, name: string): string {
  try {
    return grammarFromTemplate(readResponseTemplate(templateObject(path, raw)), name, basename(path));
  } catch (e) {
    if (e instanceof ResponseTemplateError) throw new ResponseTemplateError(`${path}: ${e.message}`);
    throw e;
  }
}

/** Reads a response template file as grammar text (what `dialectc import` writes). */
export function grammarTextFromFile(path: string, name = nameFor(path)): string {
  return grammarText(path, readJsonFile(path), name);
}

/** The name a checkpoint's own response template goes by in detect's and serve's reports. */
const CHECKPOINT_DIALECT = "response_template";

/**
 * The response template a tokenizer config holds, as a dialect (named `response_template`): null when
 * the file is no JSON config or holds none, the one-line reason when dialectc cannot read it.
 */
export function checkpointDialect(path: string): Dialect | string | null {
  if (!path.endsWith(".json")) return null;
  let raw: unknown;
  try {
    raw = readJsonFile(path);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null || !("response_template" in raw)) return null;
  try {
    const ir = builtIR(path, grammarText(path, raw, CHECKPOINT_DIALECT));
    return interpretedDialect(ir);
  } catch (e) {
    if (e instanceof ResponseTemplateError) return e.message;
    throw e;
  }
}

/** Builds a response template file into a dialect's IR. */
export function responseTemplateIR(path: string, name?: string): DialectIR {
  return builtIR(path, grammarTextFromFile(path, name));
}

/** The grammar a template reads as, built; a grammar the front end refuses is the template's problem, in one line. */
function builtIR(path: string, grammar: string): DialectIR {
  const build = buildGrammarSource(path.replace(/\.json$/, ".dialect"), grammar);
  if (build.diagnostics.hasErrors) {
    const first = build.diagnostics.items.find((d) => d.severity === "error")!;
    throw new ResponseTemplateError(`${path}: dialectc cannot read this template (${first.message}); 'dialectc import ${path}' writes the grammar to see why`);
  }
  return build.dialects[0]!;
}
