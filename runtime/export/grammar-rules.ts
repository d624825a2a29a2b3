/**
 * Grammar rules in the EBNF that llama.cpp (GBNF) and xgrammar both read:
 * named rules deduplicated by body, JSON Schema as rules (in JSON, in JSON
 * whose strings are quoted by a token, or as Python literals), and "any text
 * without this marker" as a right-linear grammar.
 */
import { admittedTypes, type JsonSchema } from "../args/schema.js";
import { isBareKey, pyLiteral } from "../render/argument-writers.js";

/** How values are written: JSON, JSON with token-quoted strings and bare keys, or Python literals. */
export type Syntax = "json" | "python" | { quote: string };

/** A GBNF / xgrammar EBNF string literal. */
export function lit(s: string): string {
  let out = '"';
  for (const ch of s) {
    if (ch === '"' || ch === "\\") out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else out += ch;
  }
  return out + '"';
}

/** Named rules, deduplicated by body; JSON Schema to rules; "text without this marker". */
export class Rules {
  private readonly bodies = new Map<string, string>();
  private readonly names = new Map<string, string>();

  constructor() {
    this.base();
  }

  private base(): void {
    this.bodies.set("ws", "[ \\t\\n\\r]*");
    this.bodies.set("jstring", '"\\"" ( [^"\\\\\\x00-\\x1f] | "\\\\" ( ["\\\\/bfnrt] | "u" [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] ) )* "\\""');
    this.bodies.set("jint", '"-"? ( "0" | [1-9] [0-9]* )');
    this.bodies.set("jnumber", '"-"? ( "0" | [1-9] [0-9]* ) ( "." [0-9]+ )? ( [eE] [-+]? [0-9]+ )?');
    this.bodies.set("jbool", '"true" | "false"');
    this.bodies.set("jnull", '"null"');
    this.bodies.set("jvalue", "jobject | jarray | jstring | jnumber | jbool | jnull");
    this.bodies.set("jobject", '"{" ws ( jstring ws ":" ws jvalue ws ( "," ws jstring ws ":" ws jvalue ws )* )? "}"');
    this.bodies.set("jarray", '"[" ws ( jvalue ws ( "," ws jvalue ws )* )? "]"');
  }

  /** Adds a rule (reusing one with the same body); returns its name. */
  add(name: string, body: string): string {
    const known = this.names.get(body);
    if (known) return known;
    let n = name.replace(/[^A-Za-z0-9]/g, "-").replace(/^-+|-+$/g, "") || "r";
    if (!/^[A-Za-z]/.test(n)) n = "r-" + n;
    let unique = n;
    for (let i = 2; this.bodies.has(unique); i++) unique = `${n}-${i}`;
    this.bodies.set(unique, body);
    this.names.set(body, unique);
    return unique;
  }

  /**
   * A rule for values of this schema, in a syntax: JSON; `{ quote }`, JSON
   * whose strings are quoted by a token and whose keys are bare (Gemma); or
   * `"python"`, Python literals (`'…'`, `True`, `None`, `{'k': v}`).
   */
  schema(s: JsonSchema, syntax: Syntax = "json"): string {
    return this.add("v", this.schemaBody(s, syntax));
  }

  /** A Python call `callee(k=v, …)` whose keyword arguments follow the schema. */
  pythonCall(callee: string, s: JsonSchema): string {
    return this.add("pycall", `${lit(callee + "(")} ws ${this.members(s, "python", (k) => lit(k + "="))} ws ")"`);
  }

  /**
   * Arguments written as XML elements, each tag after `prefix` (MiniMax M3): the schema's
   * properties as elements, objects with properties as child elements, arrays as `<item>`
   * children; a string is text up to its closing tag, and an object without properties (or a
   * value of no type the element could hold as children) is JSON text, which the reader parses.
   */
  xmlArgs(s: JsonSchema, prefix: string): string {
    return this.add("xargs", `ws ${this.xmlMembers(s, prefix)} ws`);
  }

  private xmlMembers(s: JsonSchema, prefix: string): string {
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const keys = Object.keys(props);
    if (keys.length === 0) return "";
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const el = (k: string) => this.xmlElement(k, props[k]!, prefix);
    const req = keys.filter((k) => required.has(k)).map(el);
    const opt = keys.filter((k) => !required.has(k)).map((e) => `( ws ${el(e)} )?`);
    return [...req.map((r, i) => (i > 0 ? `ws ${r}` : r)), ...opt].join(" ");
  }

  private xmlElement(key: string, s: JsonSchema, prefix: string): string {
    const closer = `</${key}>`;
    return this.add(`x-${key}`, `${lit(`${prefix}<${key}>`)} ${this.xmlValue(key, s, prefix)} ${lit(prefix + closer)}`);
  }

  private xmlValue(key: string, s: JsonSchema, prefix: string): string {
    const text = this.textUntil(`</${key}>`);
    const scalar = (v: unknown) => lit(typeof v === "string" ? v : JSON.stringify(v));
    if (Array.isArray(s.enum) && s.enum.length > 0) return `( ${s.enum.map(scalar).join(" | ")} )`;
    if ("const" in s) return scalar((s as { const: unknown }).const);
    const types = admittedTypes(s);
    if (types.size === 0 || types.has("string")) return text;
    const out: string[] = [];
    for (const type of types) {
      if (type === "integer") out.push("jint");
      else if (type === "number") out.push("jnumber");
      else if (type === "boolean") out.push("jbool");
      else if (type === "null") out.push("jnull");
      else if (type === "array") {
        const item = s.items && typeof s.items === "object" && !Array.isArray(s.items) ? (s.items as JsonSchema) : {};
        out.push(`( ws ${this.xmlElement("item", item, prefix)} )* ws`);
      } else if (type === "object") {
        out.push(Object.keys(s.properties ?? {}).length === 0 ? "jobject" : `ws ${this.xmlMembers(s, prefix)} ws`);
      }
    }
    return out.length === 1 ? out[0]! : `( ${out.join(" | ")} )`;
  }

  private schemaBody(s: JsonSchema, syntax: Syntax): string {
    const t = this.tokens(syntax);
    if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum.map((v) => t.literal(v)).join(" | ");
    if ("const" in s) return t.literal((s as { const: unknown }).const);
    const alts = [...((s.anyOf as JsonSchema[] | undefined) ?? []), ...((s.oneOf as JsonSchema[] | undefined) ?? [])];
    if (alts.length > 0 && s.type === undefined) return alts.map((a) => this.schema(a, syntax)).join(" | ");
    const types = admittedTypes(s);
    if (types.size === 0) return t.any;
    const out: string[] = [];
    for (const type of types) {
      if (type === "string") out.push(t.str);
      else if (type === "integer") out.push("jint");
      else if (type === "number") out.push("jnumber");
      else if (type === "boolean") out.push(t.bool);
      else if (type === "null") out.push(t.nul);
      else if (type === "array") {
        const item = s.items && typeof s.items === "object" && !Array.isArray(s.items) ? this.schema(s.items as JsonSchema, syntax) : t.any;
        out.push(this.add("array", `"[" ws ( ${item} ws ( "," ws ${item} ws )* )? "]"`));
      } else if (type === "object") {
        const keys = Object.keys((s.properties ?? {}) as object);
        out.push(keys.length === 0 ? t.anyObject : this.add("object", `"{" ws ${this.members(s, syntax, (k) => `${t.key(k)} ws ":"`)} ws "}"`));
      }
    }
    return out.join(" | ");
  }

  /** An object's members: required ones in schema order, then any of the optional ones, in schema order. */
  private members(s: JsonSchema, syntax: Syntax, key: (k: string) => string): string {
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const keys = Object.keys(props);
    if (keys.length === 0) return "";
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const kv = (k: string) => `${key(k)} ws ${this.schema(props[k]!, syntax)}`;
    const req = keys.filter((k) => required.has(k));
    const opt = keys.filter((k) => !required.has(k));
    if (req.length > 0) return [req.map(kv).join(' ws "," ws '), ...opt.map((k) => `( ws "," ws ${kv(k)} )?`)].join(" ");
    const chain = (i: number): string =>
      opt
        .slice(i + 1)
        .map((k) => `( ws "," ws ${kv(k)} )?`)
        .join(" ");
    return `( ${opt.map((k, i) => `${kv(k)} ${chain(i)}`).join(" | ")} )?`;
  }

  /** The rules a syntax writes its scalars and untyped values with. */
  private tokens(syntax: Syntax): { str: string; bool: string; nul: string; any: string; anyObject: string; key: (k: string) => string; literal: (v: unknown) => string } {
    if (syntax === "json")
      return { str: "jstring", bool: "jbool", nul: "jnull", any: "jvalue", anyObject: "jobject", key: (k) => lit(JSON.stringify(k)), literal: (v) => lit(JSON.stringify(v)) };
    if (syntax === "python") {
      if (!this.bodies.has("pyvalue")) {
        this.bodies.set("pystring", '"\'" ( [^\'\\\\\\n] | "\\\\" [^\\n] )* "\'" | "\\"" ( [^"\\\\\\n] | "\\\\" [^\\n] )* "\\""');
        this.bodies.set("pybool", '"True" | "False"');
        this.bodies.set("pynone", '"None"');
        this.bodies.set("pydict", '"{" ws ( pyvalue ws ":" ws pyvalue ws ( "," ws pyvalue ws ":" ws pyvalue ws )* )? "}"');
        this.bodies.set("pyvalue", 'pystring | jnumber | pybool | pynone | "[" ws ( pyvalue ws ( "," ws pyvalue ws )* )? "]" | pydict');
      }
      return { str: "pystring", bool: "pybool", nul: "pynone", any: "pyvalue", anyObject: "pydict", key: (k) => lit(pyLiteral(k)), literal: (v) => lit(pyLiteral(v)) };
    }
    const q = syntax.quote;
    const str = this.add("qstring", `${lit(q)} ${this.textUntilBody(q)} ${lit(q)}`);
    if (!this.bodies.has("qvalue")) {
      this.bodies.set("qkey", "[A-Za-z_] [A-Za-z0-9_]*");
      // A key is bare, or quoted like a string (Gemma quotes one that is not a name, `{<|"|>3<|"|>:…}`).
      this.bodies.set("qobject", `"{" ws ( ( qkey | ${str} ) ws ":" ws qvalue ws ( "," ws ( qkey | ${str} ) ws ":" ws qvalue ws )* )? "}"`);
      this.bodies.set("qvalue", `${str} | jnumber | jbool | jnull | "[" ws ( qvalue ws ( "," ws qvalue ws )* )? "]" | qobject`);
    }
    const key = (k: string) => (isBareKey(k) ? `( ${lit(k)} | ${lit(q + k + q)} )` : lit(q + k + q));
    return { str, bool: "jbool", nul: "jnull", any: "qvalue", anyObject: "qobject", key, literal: (v) => lit(typeof v === "string" ? q + v + q : JSON.stringify(v)) };
  }

  /** Any text that does not contain `marker` (so the marker after it ends it). */
  textUntil(marker: string): string {
    return this.add("text-until", this.textUntilBody(marker));
  }

  /**
   * "Text without `m`" as a right-linear grammar over the states of a
   * matcher for `m` (how many of its characters the text ends with).
   */
  private textUntilBody(m: string): string {
    const chars = [...m];
    const fail = (state: number, c: string): number => {
      // Longest prefix of m that is a suffix of m[0..state) + c.
      const seen = chars.slice(0, state).join("") + c;
      for (let k = Math.min(state + 1, chars.length); k > 0; k--) if (seen.endsWith(chars.slice(0, k).join(""))) return k;
      return 0;
    };
    const distinct = [...new Set(chars)];
    const other = `[^${distinct.map(classChar).join("")}]`;
    const stateName = (i: number) => `${this.add("until", `__placeholder_${m}_${i}`)}`;
    const names = chars.map((_, i) => stateName(i));
    chars.forEach((_, i) => {
      const alts = [`${other} ${names[0]}`];
      for (const c of distinct) {
        const next = fail(i, c);
        if (next < chars.length) alts.push(`${lit(c)} ${names[next]}`);
      }
      this.replaceBody(names[i]!, `( ${alts.join(" | ")} )?`);
    });
    return names[0]!;
  }

  private replaceBody(name: string, body: string): void {
    const old = this.bodies.get(name)!;
    this.names.delete(old);
    this.bodies.set(name, body);
  }

  /** Every rule, as EBNF lines. */
  text(): string {
    return [...this.bodies].map(([n, b]) => `${n} ::= ${b}`).join("\n") + "\n";
  }
}

export function classChar(c: string): string {
  if (c === "]" || c === "\\" || c === "^" || c === "-") return "\\" + c;
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "\t") return "\\t";
  return c;
}
