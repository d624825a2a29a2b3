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

/** JSON with strings quoted by a token and bare keys (Gemma 4). */
export function quotedJson(value: unknown, quote: string, pythonNone = false): string {
  if (typeof value === "string") return quote + value + quote;
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

/**
 * A Python call with keyword arguments written as Python literals (strings in `quote`; with `jsonWords`,
 * true, false and null spelled as JSON's, as a template that writes values with `tojson` does), `comma`
 * between them.
 */
export function python(name: string, args: Record<string, unknown>, quote: "'" | '"' = "'", jsonWords = false, comma = ", "): string {
  return (
    name +
    "(" +
    Object.entries(args)
      .map(([k, v]) => k + "=" + pyLiteral(v, quote, jsonWords))
      .join(comma) +
    ")"
  );
}

export function pyLiteral(value: unknown, quote: "'" | '"' = "'", jsonWords = false): string {
  if (value === null) return jsonWords ? "null" : "None";
  if (value === true) return jsonWords ? "true" : "True";
  if (value === false) return jsonWords ? "false" : "False";
  if (typeof value === "number") return JSON.stringify(value);
  if (typeof value === "string") {
    let s = quote;
    for (const ch of value) {
      const c = ch.codePointAt(0)!;
      if (ch === "\\" || ch === quote) s += "\\" + ch;
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
