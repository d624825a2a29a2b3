/**
 * How arguments are written as each dialect's text: JSON quoted by a token
 * with bare keys, XML elements, Python calls and literals. Render writes with
 * them and grammar export builds its rules from the same spellings, so export
 * need not import render for them.
 */
import { Ch } from "../text/chars.js";
import { jsonDumps as json } from "../text/json-text.js";

/** A part that cannot be written this way: render tries its next style. */
export class Unwritable extends Error {}

/** Whether a key may go bare in token-quoted JSON (a name). */
export function isBareKey(k: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(k);
}

/**
 * JSON with strings quoted by a token and bare keys (Gemma 4). With `quoteAll`, every value is quoted, a
 * value that is not a string written as Python's str() writes it (FunctionGemma's template quotes each
 * argument so: `count:<escape>8<escape>`, `where:<escape>{'zone': 'x'}<escape>`).
 */
export function quotedJson(value: unknown, quote: string, pythonNone = false, quoteAll = false): string {
  if (typeof value === "string") return quote + value + quote;
  if (quoteAll) {
    const entries = Object.entries(value as Record<string, unknown>);
    return "{" + entries.map(([k, v]) => (isBareKey(k) ? k : quote + k + quote) + ":" + quote + (typeof v === "string" ? v : pyLiteral(v)) + quote).join(",") + "}";
  }
  // Gemma 4's template writes a null with Python's str(), and its parser reads that too.
  if (value === null && pythonNone) return "None";
  if (Array.isArray(value)) return "[" + value.map((v) => quotedJson(v, quote, pythonNone)).join(",") + "]";
  if (value !== null && typeof value === "object") {
    // A key that is not a name is quoted like a string, as Gemma's template writes it.
    const key = (k: string) => (isBareKey(k) ? k : quote + k + quote);
    return (
      "{" +
      Object.entries(value)
        .map(([k, v]) => key(k) + ":" + quotedJson(v, quote, pythonNone))
        .join(",") +
      "}"
    );
  }
  return json(value);
}

/** Arguments as XML elements, each tag after `prefix` (MiniMax M3): arrays as `<item>` children. */
export function xmlElements(args: Record<string, unknown>, prefix: string): string {
  const element = (key: string, value: unknown): string => {
    let inner: string;
    if (Array.isArray(value)) inner = value.map((v) => element("item", v)).join("");
    else if (value !== null && typeof value === "object")
      inner = Object.entries(value)
        .map(([k, v]) => element(k, v))
        .join("");
    else if (typeof value === "string") {
      // A string ends at its closing tag; one that holds it (or the prefix) cannot be written.
      if (value.includes(`</${key}>`) || (prefix !== "" && value.includes(prefix))) throw new Unwritable(`the value of ${key} holds its own closing tag or the tag prefix`);
      inner = value;
    } else inner = JSON.stringify(value);
    return `${prefix}<${key}>${inner}${prefix}</${key}>`;
  };
  return Object.entries(args)
    .map(([k, v]) => element(k, v))
    .join("");
}

/** How a template spells a Python call's values where it does not write Python's own literals. */
export interface PythonSpelling {
  /** a string's newline (and tab, carriage return) written raw inside its quotes, as `'` + value + `'` writes it */
  rawControls?: boolean;
  /** objects written as JSON (a template that writes each nested value with `tojson`) */
  jsonObjects?: boolean;
  /** arrays written as JSON */
  jsonArrays?: boolean;
  /**
   * every value in this quote, as a template writes `"` + value + `"`: a string as it is, any other value
   * as Python's str() writes it (Llama 4's pythonic template: `count="7"`, `exact="True"`)
   */
  quoteAll?: '"' | "'" | null;
}

/**
 * A Python call with keyword arguments written as Python literals (strings in `quote`; with `jsonWords`,
 * true, false and null spelled as JSON's, as a template that writes values with `tojson` does), `comma`
 * between them, in the template's other `spelling`s.
 */
export function python(name: string, args: Record<string, unknown>, quote: "'" | '"' = "'", jsonWords = false, comma = ", ", spelling: PythonSpelling = {}): string {
  const asJson = (v: unknown) => (Array.isArray(v) ? spelling.jsonArrays : v !== null && typeof v === "object" && spelling.jsonObjects);
  const q = spelling.quoteAll;
  const value = (v: unknown) => {
    if (q) return q + (typeof v === "string" ? v : pyLiteral(v)) + q;
    return asJson(v) ? json(v) : pyLiteral(v, quote, jsonWords, spelling.rawControls);
  };
  return (
    name +
    "(" +
    Object.entries(args)
      .map(([k, v]) => k + "=" + value(v))
      .join(comma) +
    ")"
  );
}

export function pyLiteral(value: unknown, quote: "'" | '"' = "'", jsonWords = false, rawControls = false): string {
  if (value === null) return jsonWords ? "null" : "None";
  if (value === true) return jsonWords ? "true" : "True";
  if (value === false) return jsonWords ? "false" : "False";
  if (typeof value === "number") return JSON.stringify(value);
  if (typeof value === "string") {
    let s = quote;
    for (const ch of value) {
      const c = ch.codePointAt(0)!;
      if (ch === "\\" || ch === quote) s += "\\" + ch;
      else if (rawControls && (ch === "\n" || ch === "\r" || ch === "\t")) s += ch;
      else if (ch === "\n") s += "\\n";
      else if (ch === "\r") s += "\\r";
      else if (ch === "\t") s += "\\t";
      else if (c < Ch.Space) s += "\\x" + c.toString(16).padStart(2, "0");
      else s += ch;
    }
    return s + quote;
  }
  if (Array.isArray(value)) return "[" + value.map((v) => pyLiteral(v, quote, jsonWords)).join(", ") + "]";
  return (
    "{" +
    Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => pyLiteral(k, quote) + ": " + pyLiteral(v, quote, jsonWords))
      .join(", ") +
    "}"
  );
}
