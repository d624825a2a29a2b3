/**
 * Tool schemas from the request, in both shapes (chat completions
 * `{"type":"function","function":{name, parameters}}` and Responses
 * `{"type":"function", name, parameters}`), and the coercion of a raw
 * parameter value to the JSON its schema asks for. The same function runs for
 * streamed and complete parses, so both agree.
 */
import { toolNameIn } from "../tool-choice.js";
import { pythonLiteral } from "./python-args.js";
import { jsonDumps } from "../text/json-text.js";
import { DialectcInputError } from "../errors.js";

export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  [key: string]: unknown;
}

/** A schema as clients type it (openai's `FunctionParameters` is a record of unknowns). */
type SchemaLike = JsonSchema | { readonly [key: string]: unknown };

/**
 * A tool as requests carry it: chat completions (openai's `ChatCompletionTool`,
 * custom tools included, which never match a call), Responses function tools,
 * and AI SDK function tools (`inputSchema`).
 */
export type Tool =
  | { type: "function"; function: { name: string; description?: string; parameters?: SchemaLike; strict?: boolean | null } }
  | { type: "function"; name: string; description?: string | null; parameters?: SchemaLike | null; strict?: boolean | null }
  | { type: "function"; name: string; description?: string; inputSchema: SchemaLike }
  | { type: "custom"; custom: unknown };

/**
 * A callable tool's name in any request shape (chat's `function.name`, Responses' and the AI SDK's
 * `name`), read by the one tool-name reader (`toolNameIn`); a custom tool (free-form input) is never
 * a call a dialect reads, so it has none here.
 */
export function toolName(tool: unknown): string | undefined {
  if (tool === null || typeof tool !== "object" || (tool as { type?: unknown }).type === "custom") return undefined;
  return toolNameIn(tool);
}

/** The request's tools: an array, whose function tools have names (other kinds, a provider's built-in search, are left alone). */
export function checkTools(tools: unknown): void {
  if (tools === undefined) return;
  if (!Array.isArray(tools)) throw new DialectcInputError("tools must be an array");
  tools.forEach((tool, i) => {
    if ((tool as { type?: unknown } | null)?.type === "function" && toolName(tool) === undefined) {
      throw new DialectcInputError(`tools[${i}] is a function tool without a name`);
    }
  });
}

/**
 * The schema with its local references (`{"$ref": "#/$defs/Location"}`, as Pydantic writes them)
 * replaced by what they point to in the tool's own parameters, so that coercion and export see
 * the types. Each reference is resolved once and shared; one met again inside itself (a schema
 * that refers to itself) is an empty schema there. A reference that cannot be followed stays.
 */
function withRefs(root: unknown): unknown {
  // Most tools' parameters refer to nothing: they are read as given, not copied (a parser is made
  // per request, and the template tools make thousands over the same tools).
  if (!hasRef(root)) return root;
  const resolved = new Map<string, unknown>();
  const resolving = new Set<string>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    if (typeof $ref === "string" && $ref.startsWith("#/")) {
      const target = follow(root, $ref);
      if (target !== undefined) {
        if (resolving.has($ref)) return {};
        let value = resolved.get($ref);
        if (value === undefined) {
          resolving.add($ref);
          value = walk(target);
          resolving.delete($ref);
          resolved.set($ref, value);
        }
        return Object.keys(rest).length === 0 ? value : { ...(value as object), ...(walk(rest) as object) };
      }
    }
    const out: Record<string, unknown> = {};
    // The definitions are looked up in the original; they need no copy of their own.
    for (const [k, v] of Object.entries(node)) out[k] = k === "$defs" || k === "definitions" ? v : walk(v);
    return out;
  };
  return walk(root);
}

/** Whether a `$ref` is anywhere in the schema. */
function hasRef(node: unknown): boolean {
  if (node === null || typeof node !== "object") return false;
  if (Array.isArray(node)) return node.some(hasRef);
  for (const k in node) if (k === "$ref" || hasRef((node as Record<string, unknown>)[k])) return true;
  return false;
}

/** The object a local JSON pointer (`#/$defs/Location`) names in `root`, or undefined. */
function follow(root: unknown, ref: string): object | undefined {
  let target: unknown = root;
  for (const part of ref.slice(2).split("/")) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    target = target !== null && typeof target === "object" ? (target as Record<string, unknown>)[key] : undefined;
  }
  return target !== null && typeof target === "object" ? target : undefined;
}

export class ToolSchemas {
  private readonly byName = new Map<string, JsonSchema | null>();

  constructor(tools: readonly Tool[] | undefined) {
    for (const tool of tools ?? []) {
      if (tool === null || typeof tool !== "object") continue;
      const t = tool as { function?: { parameters?: unknown }; parameters?: unknown; inputSchema?: unknown };
      const fn = t.function && typeof t.function === "object" ? t.function : t;
      const schema = (fn.parameters ?? t.inputSchema ?? null) as JsonSchema | null;
      const name = toolName(tool);
      if (name !== undefined) this.byName.set(name, schema !== null && typeof schema === "object" ? (withRefs(schema) as JsonSchema) : null);
    }
  }

  get size(): number {
    return this.byName.size;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** The declared tools' names. */
  names(): IterableIterator<string> {
    return this.byName.keys();
  }

  /** The tool's whole parameters schema, or null when unknown. */
  schema(tool: string): JsonSchema | null {
    return this.byName.get(tool) ?? null;
  }

  /**
   * The one tool arguments with these keys can be for: the only tool declared, or the only one
   * whose parameters hold every key; null when none or several can.
   */
  toolFor(keys: readonly string[]): string | null {
    if (this.byName.size === 1) return this.byName.keys().next().value!;
    let found: string | null = null;
    for (const [name, schema] of this.byName) {
      const props = schema?.properties;
      if (!props || !keys.every((k) => Object.hasOwn(props, k))) continue;
      if (found !== null) return null;
      found = name;
    }
    return found;
  }

  /** The tool's parameter schemas by name, or null when the tool or its properties are unknown. */
  properties(tool: string): Record<string, JsonSchema> | null {
    return this.byName.get(tool)?.properties ?? null;
  }

  /** The schema of one parameter, or null when unknown. */
  parameter(tool: string, key: string): JsonSchema | null {
    const params = this.byName.get(tool);
    return params?.properties?.[key] ?? null;
  }
}

/** Type names models' tool definitions use that JSON Schema spells otherwise. */
const TYPE_ALIASES: Record<string, string> = {
  float: "number",
  double: "number",
  int: "integer",
  bool: "boolean",
  str: "string",
  dict: "object",
  list: "array",
};

/** Prefixes of the sized and signed type names tools write (`int64`, `uint32`, `float32`, `long`). */
const INTEGER_PREFIXES = ["int", "uint", "long", "short", "unsigned"];
const NUMBER_PREFIXES = ["float", "double", "num"];

function typeName(t: unknown): string {
  const s = String(t).toLowerCase();
  const alias = TYPE_ALIASES[s];
  if (alias !== undefined) return alias;
  for (const p of INTEGER_PREFIXES) if (s.startsWith(p)) return "integer";
  for (const p of NUMBER_PREFIXES) if (s.startsWith(p)) return "number";
  return s;
}

/** The JSON types a schema admits; empty when it does not say. */
export function admittedTypes(schema: JsonSchema | null | undefined): Set<string> {
  const out = new Set<string>();
  if (!schema || typeof schema !== "object") return out;
  if (typeof schema.type === "string") out.add(typeName(schema.type));
  else if (Array.isArray(schema.type)) for (const t of schema.type) out.add(typeName(t));
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) for (const t of admittedTypes(alt)) out.add(t);
  // OpenAPI's `nullable: true` (what transformers' get_json_schema writes for an Optional) admits null.
  if (schema.nullable === true && out.size > 0) out.add("null");
  if (out.size === 0 && Array.isArray(schema.enum)) {
    for (const v of schema.enum) out.add(v === null ? "null" : typeof v === "number" ? "number" : typeof v);
  }
  return out;
}

/** True when the schema admits strings and nothing else. */
export function isStringOnly(schema: JsonSchema | null): boolean {
  const types = admittedTypes(schema);
  return types.size === 1 && types.has("string");
}

/** True when a value for this schema is always a string, so it may stream as one. */
export function keepsString(schema: JsonSchema | null): boolean {
  const types = admittedTypes(schema);
  return types.size === 0 || types.has("string");
}

/**
 * Coerces raw text to the schema's type; falls back to a JSON string. Where the schema admits a string and a
 * container (`anyOf: [{"type": "string"}, {"type": "object"}]`), text that opens with `{` or `[` is read as the
 * container when it is one, as transformers coerces such a union; other text is the string.
 */
export function coerceRaw(raw: string, schema: JsonSchema | null): string {
  const types = admittedTypes(schema);
  if (types.size === 0) return JSON.stringify(raw);
  const value = types.has("string") ? (opensContainer(raw) ? containerOf(raw.trim(), types, schema!) : undefined) : coerceText(raw, types, schema!);
  return value === undefined ? JSON.stringify(raw) : jsonDumps(value);
}

/** Whether text's first character other than whitespace is `{` or `[`. */
function opensContainer(raw: string): boolean {
  const text = raw.trimStart();
  return text.startsWith("{") || text.startsWith("[");
}

function coerceText(raw: string, types: Set<string>, schema: JsonSchema): unknown {
  const text = raw.trim();
  if (types.has("null") && text === "null") return null;
  if (types.has("boolean")) {
    const lower = text.toLowerCase();
    if (lower === "true") return true;
    if (lower === "false") return false;
    // 1 and 0 spell a boolean where no number is admitted (vLLM's shared coercion reads them so).
    if (!types.has("integer") && !types.has("number")) {
      if (text === "1") return true;
      if (text === "0") return false;
    }
  }
  if (types.has("integer") || types.has("number")) {
    if (text !== "" && /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
      const n = Number(text);
      if (Number.isFinite(n) && (types.has("number") || Number.isInteger(n))) return n;
    }
  }
  return containerOf(text, types, schema);
}

/** Trimmed text as the object or array the schema admits (JSON, or a Python literal), coerced by the schema; else undefined. */
function containerOf(text: string, types: Set<string>, schema: JsonSchema): unknown {
  if (!types.has("object") && !types.has("array")) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: perhaps a Python literal, as models that write Python give lists and dicts.
    parsed = pythonLiteral(text);
  }
  const isArray = Array.isArray(parsed);
  return parsed !== null && typeof parsed === "object" && types.has(isArray ? "array" : "object") ? coerceValue(parsed, schema) : undefined;
}

/** Coerces string leaves inside parsed JSON to the types their schema declares. */
export function coerceValue(value: unknown, schema: JsonSchema | null | undefined): unknown {
  if (!schema || typeof schema !== "object") return value;
  if ((typeof value === "number" || typeof value === "boolean") && isStringOnly(schema)) return String(value);
  if (typeof value === "string") {
    const types = admittedTypes(schema);
    if (types.size === 0 || types.has("string")) return value;
    const coerced = coerceText(value, types, schema);
    return coerced === undefined ? value : coerced;
  }
  if (Array.isArray(value)) {
    const items = schema.items ?? schemaFor(schema, "array")?.items;
    return value.map((v) => coerceValue(v, items));
  }
  if (value !== null && typeof value === "object") {
    const props = schema.properties ?? schemaFor(schema, "object")?.properties ?? {};
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = coerceValue(v, props[k]);
    return out;
  }
  return value;
}

function schemaFor(schema: JsonSchema, type: string): JsonSchema | undefined {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => admittedTypes(s).has(type));
}
