/**
 * Python's `json.dumps`, as transformers' `tojson` filter calls it:
 * `json.dumps(x, ensure_ascii=False, indent=indent, separators=separators,
 * sort_keys=sort_keys)`. Python's spacing (", " and ": ", or "," with an
 * indent), float text (`repr`, `NaN`, `Infinity`), dict keys as strings,
 * tuples as arrays, and a TypeError for anything else (Undefined included).
 */
import { floatRepr, intStr, isStr, Markup, pyCompare, pyError, PyFloat, text, typeName, type Value } from "./values.js";

export interface DumpsOptions {
  ensureAscii: boolean;
  /** null: one line; a number of spaces or a string per level otherwise */
  indent: number | string | null;
  separators: [string, string] | null;
  sortKeys: boolean;
}

function quote(s: string, ensureAscii: boolean): string {
  const json = JSON.stringify(s);
  if (!ensureAscii) return json;
  return json.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function floatJson(n: number): string {
  if (Number.isNaN(n)) return "NaN";
  if (!Number.isFinite(n)) return n > 0 ? "Infinity" : "-Infinity";
  return floatRepr(n);
}

function keyText(k: Value, ensureAscii: boolean): string {
  if (isStr(k)) return quote(text(k), ensureAscii);
  if (typeof k === "number") return `"${Number.isInteger(k) ? intStr(k) : floatJson(k)}"`;
  if (k instanceof PyFloat) return `"${floatJson(k.value)}"`;
  if (typeof k === "boolean") return k ? '"true"' : '"false"';
  if (k === null) return '"null"';
  throw pyError("TypeError", `keys must be str, int, float, bool or None, not ${typeName(k)}`);
}

export function dumps(value: Value, options: DumpsOptions): string {
  const indent = options.indent === null ? null : typeof options.indent === "string" ? options.indent : " ".repeat(Math.max(0, options.indent));
  const [itemSep, keySep] = options.separators ?? (indent === null ? [", ", ": "] : [",", ": "]);
  const seen = new Set<Value>();
  const write = (v: Value, level: number): string => {
    if (v === null) return "null";
    if (v === true) return "true";
    if (v === false) return "false";
    if (typeof v === "number") return Number.isInteger(v) ? intStr(v) : floatJson(v);
    if (v instanceof PyFloat) return floatJson(v.value);
    if (typeof v === "string" || v instanceof Markup) return quote(text(v), options.ensureAscii);
    const isList = Array.isArray(v);
    if (!isList && !(v instanceof Map)) throw pyError("TypeError", `Object of type ${typeName(v)} is not JSON serializable`);
    if (seen.has(v)) throw pyError("ValueError", "Circular reference detected");
    const entries: string[] = [];
    seen.add(v);
    const inner = indent === null ? "" : "\n" + indent.repeat(level + 1);
    if (isList) for (const x of v) entries.push(write(x, level + 1));
    else {
      let pairs = [...(v as Map<Value, Value>)];
      if (options.sortKeys) pairs = pairs.sort((a, b) => pyCompare(a[0], b[0]));
      for (const [k, x] of pairs) entries.push(keyText(k, options.ensureAscii) + keySep + write(x, level + 1));
    }
    seen.delete(v);
    const [open, close] = isList ? ["[", "]"] : ["{", "}"];
    if (entries.length === 0) return open + close;
    if (indent === null) return open + entries.join(itemSep) + close;
    return open + inner + entries.join(itemSep + inner) + "\n" + indent.repeat(level) + close;
  };
  return write(value, 0);
}
