/**
 * A response template (Hugging Face's declarative description of how a
 * model's output splits into message fields: `response_template` in
 * `tokenizer_config.json`, version 1), read and checked as its specification
 * checks it: the same keys, the same rules, each broken rule one line naming
 * the field and the key. Reading it into a dialect is `to-grammar.ts`'s work.
 */

/** The content parsers of the specification. */
const CONTENT_PARSERS = ["text", "int", "float", "bool", "json", "xml-inline", "kv-lines"] as const;
export type ContentParser = (typeof CONTENT_PARSERS)[number];

export interface ResponseField {
  name: string;
  /** literal openers, or a regex; neither: the implicit field, where text outside every region goes */
  open?: string[];
  openPattern?: string;
  close?: string[];
  closePattern?: string;
  content: ContentParser;
  contentArgs: Record<string, unknown>;
  repeats: boolean;
  join: string | null;
  optional: boolean;
  transform: unknown;
  transformEach: boolean;
}

export interface ResponseTemplate {
  defaults: Record<string, unknown>;
  fields: ResponseField[];
  startAnchor?: string[];
  startAnchorPattern?: string;
}

/** A template that breaks a rule of the specification, or that dialectc cannot read: one line, naming where. */
export class ResponseTemplateError extends Error {
  override name = "ResponseTemplateError";
}

const TOP_KEYS = new Set(["version", "defaults", "fields", "start_anchor", "start_anchor_pattern"]);
const FIELD_KEYS = new Set(["open", "open_pattern", "close", "close_pattern", "content", "content_args", "repeats", "join", "optional", "transform", "transform_each"]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const typeName = (v: unknown) =>
  v === null
    ? "null"
    : Array.isArray(v)
      ? "list"
      : typeof v === "object"
        ? "dict"
        : typeof v === "string"
          ? "str"
          : typeof v === "number"
            ? Number.isInteger(v)
              ? "int"
              : "float"
            : typeof v === "boolean"
              ? "bool"
              : typeof v;

/** A placeholder a transform string may be: the whole string `{name}` or `{a.b.c}`. */
export const PLACEHOLDER = /^\{(\w+(?:\.\w+)*)\}$/u;
const ANY_PLACEHOLDER = /\{(\w+(?:\.\w+)*)\}/u;

/** Literal anchors: a string or a non-empty list of non-empty strings, first-seen order kept. */
function literals(where: string, key: string, raw: unknown): string[] {
  let list: string[];
  if (typeof raw === "string") list = [raw];
  else if (Array.isArray(raw)) {
    if (raw.length === 0) throw new ResponseTemplateError(`${where}: '${key}' list must contain at least one literal`);
    if (!raw.every((s) => typeof s === "string")) throw new ResponseTemplateError(`${where}: '${key}' list must contain only strings`);
    list = [...new Set(raw as string[])];
  } else throw new ResponseTemplateError(`${where}: '${key}' must be a string or list of strings, got ${typeName(raw)}`);
  if (list.some((s) => s === "")) throw new ResponseTemplateError(`${where}: '${key}' literals cannot be empty strings`);
  return list;
}

function pattern(where: string, key: string, raw: unknown): string {
  if (typeof raw !== "string") throw new ResponseTemplateError(`${where}: '${key}' must be a regex string, got ${typeName(raw)}`);
  return raw;
}

/** Every string in a transform is a whole placeholder or plain text (the specification refuses a mix). */
function checkTransform(where: string, t: unknown): void {
  if (Array.isArray(t)) t.forEach((v) => checkTransform(where, v));
  else if (isObject(t)) Object.values(t).forEach((v) => checkTransform(where, v));
  else if (typeof t === "string" && ANY_PLACEHOLDER.test(t) && !PLACEHOLDER.test(t)) {
    throw new ResponseTemplateError(`${where}: transform string ${JSON.stringify(t)} mixes a {placeholder} with literal text`);
  }
}

function readField(name: string, raw: unknown): ResponseField {
  const where = `fields.${name}`;
  if (!isObject(raw)) throw new ResponseTemplateError(`${where} must be an object`);
  const unknown = Object.keys(raw).filter((k) => !FIELD_KEYS.has(k));
  if (unknown.length > 0) throw new ResponseTemplateError(`${where}: unknown keys ${unknown.sort().join(", ")}`);
  const content = raw.content ?? "text";
  if (typeof content !== "string" || !(CONTENT_PARSERS as readonly string[]).includes(content)) {
    throw new ResponseTemplateError(`${where}.content: unknown content parser ${JSON.stringify(content)} (known: ${CONTENT_PARSERS.join(", ")})`);
  }
  for (const [lit, re] of [
    ["open", "open_pattern"],
    ["close", "close_pattern"],
  ] as const) {
    if (lit in raw && re in raw) throw new ResponseTemplateError(`${where}: cannot specify both '${lit}' and '${re}'`);
  }
  const field: ResponseField = {
    name,
    content: content as ContentParser,
    contentArgs: {},
    repeats: Boolean(raw.repeats ?? false),
    join: null,
    optional: Boolean(raw.optional ?? true),
    transform: raw.transform ?? null,
    transformEach: false,
  };
  if ("open" in raw) field.open = literals(where, "open", raw.open);
  if ("open_pattern" in raw) field.openPattern = pattern(where, "open_pattern", raw.open_pattern);
  if ("close" in raw) field.close = literals(where, "close", raw.close);
  if ("close_pattern" in raw) field.closePattern = pattern(where, "close_pattern", raw.close_pattern);
  if (raw.content_args !== undefined) {
    if (!isObject(raw.content_args)) throw new ResponseTemplateError(`${where}.content_args must be an object, got ${typeName(raw.content_args)}`);
    field.contentArgs = raw.content_args;
  }
  if (raw.join !== undefined && raw.join !== null) {
    if (typeof raw.join !== "string") throw new ResponseTemplateError(`${where}: 'join' must be a string, got ${typeName(raw.join)}`);
    if (!field.repeats) throw new ResponseTemplateError(`${where}: 'join' requires 'repeats': true`);
    field.join = raw.join;
  }
  if (raw.transform_each !== undefined) {
    if (typeof raw.transform_each !== "boolean") throw new ResponseTemplateError(`${where}: transform_each must be a bool, got ${typeName(raw.transform_each)}`);
    field.transformEach = raw.transform_each;
  }
  if (field.transformEach && field.transform === null) throw new ResponseTemplateError(`${where}: transform_each is set but no transform was provided`);
  if (field.transform !== null) checkTransform(where, field.transform);
  else if (/\(\?P?<\w+>/.test((field.openPattern ?? "") + (field.closePattern ?? ""))) {
    throw new ResponseTemplateError(`${where}: open_pattern/close_pattern declares a named group, but the field has no 'transform' to use it`);
  }
  return field;
}

/** Reads a response template (the object itself), checking it as the specification does. */
export function readResponseTemplate(raw: unknown): ResponseTemplate {
  if (!isObject(raw)) throw new ResponseTemplateError(`response_template must be an object, got ${typeName(raw)}`);
  const version = raw.version ?? 1;
  if (version !== 1) throw new ResponseTemplateError(`version: unsupported response_template version ${JSON.stringify(version)} (this reader knows version 1)`);
  const unknown = Object.keys(raw).filter((k) => !TOP_KEYS.has(k));
  if (unknown.length > 0) throw new ResponseTemplateError(`unknown keys in response_template: ${unknown.sort().join(", ")}`);
  const defaults = raw.defaults ?? {};
  if (!isObject(defaults)) throw new ResponseTemplateError("defaults must be an object");
  if (!isObject(raw.fields) || Object.keys(raw.fields).length === 0) throw new ResponseTemplateError("fields must be a non-empty object");
  const fields = Object.entries(raw.fields).map(([name, f]) => readField(name, f));
  const implicit = fields.filter((f) => f.open === undefined && f.openPattern === undefined);
  if (implicit.length > 1) {
    throw new ResponseTemplateError(
      `fields: at most one field may omit 'open'/'open_pattern' (it takes the text outside every region); found ${implicit.map((f) => f.name).join(", ")}`,
    );
  }
  const template: ResponseTemplate = { defaults, fields };
  if ("start_anchor" in raw && "start_anchor_pattern" in raw) throw new ResponseTemplateError("response_template: cannot specify both 'start_anchor' and 'start_anchor_pattern'");
  if ("start_anchor" in raw) template.startAnchor = literals("response_template", "start_anchor", raw.start_anchor);
  else if ("start_anchor_pattern" in raw) template.startAnchorPattern = pattern("response_template", "start_anchor_pattern", raw.start_anchor_pattern);
  else throw new ResponseTemplateError("response_template must define 'start_anchor' or 'start_anchor_pattern'");
  return template;
}

/** The implicit field: the one with no opener, where text outside every region goes (none: that text is dropped). */
export function implicitField(t: ResponseTemplate): ResponseField | undefined {
  return t.fields.find((f) => f.open === undefined && f.openPattern === undefined);
}
