/**
 * The methods of Python's str, list and dict that templates call
 * (`content.split('</think>')[-1].lstrip('\n')`, `ns.ids.append(x)`,
 * `message.get('content')`), with Python's arguments, results and errors.
 * Lists and dicts mutate in place: the sandbox the reference uses is
 * Jinja2's mutable one, as llama.cpp's engine is (real templates append).
 */
import { PY_WS } from "./lexer.js";
import { strFormat, type FieldLookup } from "./format.js";
import {
  bindArgs,
  Callable,
  codePoints,
  DictView,
  dictKey,
  isInt,
  isStr,
  isTuple,
  num,
  pyCompare,
  pyEq,
  pyError,
  pyIter,
  pyRepr,
  REQUIRED,
  strLen,
  text,
  tuple,
  TUPLES,
  typeName,
  type Args,
  type Kwargs,
  type Value,
} from "./values.js";

const WS = new RegExp(`[${PY_WS}]`, "u");
const WS_RUN = new RegExp(`[${PY_WS}]+`, "u");
const LEADING_WS = new RegExp(`^[${PY_WS}]+`, "u");
const TRAILING_WS = new RegExp(`[${PY_WS}]+$`, "u");
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/g;

const method = (self: Value, name: string, f: (args: Args, kwargs: Kwargs) => Value) => new Callable(name, f, `<built-in method ${name} of ${typeName(self)} object>`);

function wantStr(v: Value, what: string): string {
  if (isStr(v)) return text(v);
  throw pyError("TypeError", `${what} must be str, not ${typeName(v)}`);
}

function optInt(v: Value): number | null {
  if (v === null || v === undefined) return null;
  if (isInt(v) || typeof v === "boolean") return num(v);
  throw pyError("TypeError", `slice indices must be integers or None or have an __index__ method`);
}

/** Python's str.strip family: `chars` None strips whitespace. */
export function strip(s: string, chars: Value, left: boolean, right: boolean): string {
  if (chars === null || chars === undefined) {
    if (left) s = s.replace(LEADING_WS, "");
    if (right) s = s.replace(TRAILING_WS, "");
    return s;
  }
  const set = new Set(codePoints(wantStr(chars, "strip arg")));
  const cps = codePoints(s);
  let a = 0;
  let b = cps.length;
  if (left) while (a < b && set.has(cps[a]!)) a++;
  if (right) while (b > a && set.has(cps[b - 1]!)) b--;
  return cps.slice(a, b).join("");
}

/** The part of s that `start`/`end` select (Python's slice bounds), and where it starts in code points. */
function window(s: string, start: Value, end: Value): [string, number] {
  const cps = codePoints(s);
  const n = cps.length;
  const clamp = (v: number | null, dflt: number) => (v === null ? dflt : Math.min(Math.max(v < 0 ? v + n : v, 0), n));
  const a = clamp(optInt(start), 0);
  const b = clamp(optInt(end), n);
  return [a <= b ? cps.slice(a, b).join("") : "", a];
}

function split(s: string, sep: Value, maxsplit: number): string[] {
  if (sep === null || sep === undefined) {
    const out: string[] = [];
    let rest = s.replace(LEADING_WS, "");
    while (rest !== "") {
      if (maxsplit >= 0 && out.length >= maxsplit) {
        out.push(rest);
        break;
      }
      const m = WS_RUN.exec(rest);
      if (!m) {
        out.push(rest);
        break;
      }
      out.push(rest.slice(0, m.index));
      rest = rest.slice(m.index + m[0].length);
    }
    return out;
  }
  const d = wantStr(sep, "must be str or None");
  if (d === "") throw pyError("ValueError", "empty separator");
  const parts = s.split(d);
  if (maxsplit >= 0 && parts.length > maxsplit + 1) return [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(d)];
  return parts;
}

function rsplit(s: string, sep: Value, maxsplit: number): string[] {
  if (sep === null || sep === undefined) {
    const out: string[] = [];
    let rest = s.replace(TRAILING_WS, "");
    while (rest !== "") {
      if (maxsplit >= 0 && out.length >= maxsplit) {
        out.unshift(rest);
        break;
      }
      const m = new RegExp(`[${PY_WS}]+(?=[^${PY_WS}]*$)`, "u").exec(rest);
      if (!m) {
        out.unshift(rest);
        break;
      }
      out.unshift(rest.slice(m.index + m[0].length));
      rest = rest.slice(0, m.index);
    }
    return out;
  }
  const d = wantStr(sep, "must be str or None");
  if (d === "") throw pyError("ValueError", "empty separator");
  const parts = s.split(d);
  if (maxsplit >= 0 && parts.length > maxsplit + 1) return [parts.slice(0, parts.length - maxsplit).join(d), ...parts.slice(parts.length - maxsplit)];
  return parts;
}

function replace(s: string, old: string, rep: string, count: number): string {
  if (old === "") {
    const cps = codePoints(s);
    let out = "";
    let done = 0;
    for (let i = 0; i <= cps.length; i++) {
      if (count < 0 || done < count) {
        out += rep;
        done++;
      }
      if (i < cps.length) out += cps[i];
    }
    return out;
  }
  if (count < 0) return s.split(old).join(rep);
  let out = "";
  let rest = s;
  for (let i = 0; i < count; i++) {
    const at = rest.indexOf(old);
    if (at < 0) break;
    out += rest.slice(0, at) + rep;
    rest = rest.slice(at + old.length);
  }
  return out + rest;
}

/** Python's str.splitlines(). */
export function splitlines(s: string, keepends = false): string[] {
  const out: string[] = [];
  let last = 0;
  for (const m of s.matchAll(LINE_BREAK)) {
    out.push(s.slice(last, keepends ? m.index + m[0].length : m.index));
    last = m.index + m[0].length;
  }
  if (last < s.length) out.push(s.slice(last));
  return out;
}

const isCased = (ch: string) => ch.toLowerCase() !== ch.toUpperCase();

/** Python's str.title(): a cased character after an uncased one starts a word. */
function title(s: string): string {
  let out = "";
  let prevCased = false;
  for (const ch of s) {
    out += prevCased ? ch.toLowerCase() : ch.toUpperCase();
    prevCased = isCased(ch);
  }
  return out;
}

function affix(s: string, what: Value, start: Value, end: Value, atStart: boolean, name: string): boolean {
  const [w] = window(s, start, end);
  const candidates = isTuple(what) ? what : [what];
  return candidates.some((c) => {
    if (!isStr(c)) throw pyError("TypeError", `${name} first arg must be str or a tuple of str, not ${typeName(c)}`);
    return atStart ? w.startsWith(text(c)) : w.endsWith(text(c));
  });
}

function justify(s: string, width: Value, fill: Value, how: "center" | "ljust" | "rjust"): string {
  const w = num(width);
  const f = fill === undefined ? " " : wantStr(fill, "fill character");
  const n = strLen(s);
  if (w <= n) return s;
  const marg = w - n;
  if (how === "ljust") return s + f.repeat(marg);
  if (how === "rjust") return f.repeat(marg) + s;
  const left = Math.floor(marg / 2) + (marg & w & 1);
  return f.repeat(left) + s + f.repeat(marg - left);
}

/** A bound method of a str, or null when str has no such method. */
// One dispatch, a case per Python str method, as Python's own method table: each case is its method's few lines.
export function strMethod(s: string, name: string, lookup: FieldLookup): Callable | null {
  const bind = (params: [string, Value][], f: (...a: Value[]) => Value) => method(s, name, (args, kwargs) => f(...bindArgs(name, params, args, kwargs)));
  switch (name) {
    case "upper":
      return bind([], () => s.toUpperCase());
    case "lower":
    case "casefold":
      return bind([], () => s.toLowerCase());
    case "swapcase":
      return bind([], () => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(""));
    case "title":
      return bind([], () => title(s));
    case "capitalize":
      return bind([], () => {
        const [first = "", ...rest] = codePoints(s);
        return first.toUpperCase() + rest.join("").toLowerCase();
      });
    case "strip":
      return bind([["chars", null]], (chars) => strip(s, chars, true, true));
    case "lstrip":
      return bind([["chars", null]], (chars) => strip(s, chars, true, false));
    case "rstrip":
      return bind([["chars", null]], (chars) => strip(s, chars, false, true));
    case "split":
      return bind(
        [
          ["sep", null],
          ["maxsplit", -1],
        ],
        (sep, max) => split(s, sep, num(max)),
      );
    case "rsplit":
      return bind(
        [
          ["sep", null],
          ["maxsplit", -1],
        ],
        (sep, max) => rsplit(s, sep, num(max)),
      );
    case "splitlines":
      return bind([["keepends", false]], (keep) => splitlines(s, keep === true || keep === 1));
    case "startswith":
    case "endswith":
      return bind(
        [
          ["prefix", REQUIRED],
          ["start", null],
          ["end", null],
        ],
        (p, a, b) => affix(s, p, a, b, name === "startswith", name),
      );
    case "replace":
      return bind(
        [
          ["old", REQUIRED],
          ["new", REQUIRED],
          ["count", -1],
        ],
        (o, n, c) => replace(s, wantStr(o, "replace() argument 1"), wantStr(n, "replace() argument 2"), num(c)),
      );
    case "find":
    case "index":
    case "rfind":
    case "rindex":
      return bind(
        [
          ["sub", REQUIRED],
          ["start", null],
          ["end", null],
        ],
        (sub, a, b) => {
          const [w, offset] = window(s, a, b);
          const needle = wantStr(sub, "must be str");
          const at = name.startsWith("r") ? w.lastIndexOf(needle) : w.indexOf(needle);
          if (at < 0) {
            if (name.endsWith("index")) throw pyError("ValueError", "substring not found");
            return -1;
          }
          return offset + strLen(w.slice(0, at));
        },
      );
    case "count":
      return bind(
        [
          ["sub", REQUIRED],
          ["start", null],
          ["end", null],
        ],
        (sub, a, b) => {
          const [w] = window(s, a, b);
          const needle = wantStr(sub, "must be str");
          return needle === "" ? strLen(w) + 1 : w.split(needle).length - 1;
        },
      );
    case "join":
      return bind([["iterable", REQUIRED]], (items) =>
        [...pyIter(items)]
          .map((x, i) => {
            if (!isStr(x)) throw pyError("TypeError", `sequence item ${i}: expected str instance, ${typeName(x)} found`);
            return text(x);
          })
          .join(s),
      );
    case "format":
      return method(s, name, (args, kwargs) => strFormat(s, args, kwargs, lookup));
    case "format_map":
      return bind([["mapping", REQUIRED]], (m) => strFormat(s, [], m as Kwargs, lookup));
    case "partition":
    case "rpartition":
      return bind([["sep", REQUIRED]], (sep) => {
        const d = wantStr(sep, "must be str");
        if (d === "") throw pyError("ValueError", "empty separator");
        const at = name === "partition" ? s.indexOf(d) : s.lastIndexOf(d);
        if (at < 0) return name === "partition" ? tuple([s, "", ""]) : tuple(["", "", s]);
        return tuple([s.slice(0, at), d, s.slice(at + d.length)]);
      });
    case "removeprefix":
      return bind([["prefix", REQUIRED]], (p) => (s.startsWith(wantStr(p, "arg")) ? s.slice(text(p as string).length) : s));
    case "removesuffix":
      return bind([["suffix", REQUIRED]], (p) => {
        const x = wantStr(p, "arg");
        return x !== "" && s.endsWith(x) ? s.slice(0, s.length - x.length) : s;
      });
    case "center":
    case "ljust":
    case "rjust":
      return bind(
        [
          ["width", REQUIRED],
          ["fillchar", " "],
        ],
        (w, f) => justify(s, w, f, name),
      );
    case "zfill":
      return bind([["width", REQUIRED]], (w) => {
        const n = num(w) - strLen(s);
        if (n <= 0) return s;
        const sign = s[0] === "-" || s[0] === "+" ? s[0] : "";
        return sign + "0".repeat(n) + s.slice(sign.length);
      });
    case "expandtabs":
      return bind([["tabsize", 8]], (size) => {
        let col = 0;
        let out = "";
        for (const ch of s) {
          if (ch === "\t") {
            const n = num(size) > 0 ? num(size) - (col % num(size)) : 0;
            out += " ".repeat(n);
            col += n;
          } else {
            out += ch;
            col = ch === "\n" || ch === "\r" ? 0 : col + 1;
          }
        }
        return out;
      });
    case "isdigit":
      return bind([], () => s !== "" && /^[\p{Nd}\u00b2\u00b3\u00b9\u2070-\u2079\u2080-\u2089]+$/u.test(s));
    case "isdecimal":
      return bind([], () => s !== "" && /^\p{Nd}+$/u.test(s));
    case "isnumeric":
      return bind([], () => s !== "" && /^\p{N}+$/u.test(s));
    case "isalpha":
      return bind([], () => s !== "" && /^\p{L}+$/u.test(s));
    case "isalnum":
      return bind([], () => s !== "" && /^[\p{L}\p{N}]+$/u.test(s));
    case "isspace":
      return bind([], () => s !== "" && [...s].every((c) => WS.test(c)));
    case "isupper":
      return bind([], () => [...s].some(isCased) && s === s.toUpperCase());
    case "islower":
      return bind([], () => [...s].some(isCased) && s === s.toLowerCase());
    case "istitle":
      return bind([], () => [...s].some(isCased) && s === title(s));
    case "isascii":
      return bind([], () => /^[\x00-\x7f]*$/.test(s));
    case "isidentifier":
      return bind([], () => /^[\p{ID_Start}_][\p{ID_Continue}]*$/u.test(s));
    default:
      return null;
  }
}

function listIndex(items: Value[], i: Value, what: string): number {
  if (!isInt(i) && typeof i !== "boolean") throw pyError("TypeError", `'${typeName(i)}' object cannot be interpreted as an integer`);
  let at = num(i);
  if (at < 0) at += items.length;
  if (at < 0 || at >= items.length) throw pyError("IndexError", `${what} index out of range`);
  return at;
}

/** list.index(value, start, stop): the first index in the slice whose item equals value. */
function listFind(items: Value[], v: Value, start: number, stop: number): number {
  const n = items.length;
  const norm = (x: number) => Math.min(Math.max(x < 0 ? x + n : x, 0), n);
  for (let i = norm(start); i < norm(stop); i++) if (pyEq(items[i], v)) return i;
  throw pyError("ValueError", `${pyRepr(v)} is not in list`);
}

/** A bound method of a list (or tuple), or null. */
export function listMethod(items: Value[], name: string): Callable | null {
  const bind = (params: [string, Value][], f: (...a: Value[]) => Value) => method(items, name, (args, kwargs) => f(...bindArgs(name, params, args, kwargs)));
  const index = bind(
    [
      ["value", REQUIRED],
      ["start", 0],
      ["stop", Number.MAX_SAFE_INTEGER],
    ],
    (v, a, b) => listFind(items, v, num(a), num(b)),
  );
  const count = bind([["value", REQUIRED]], (v) => items.filter((x) => pyEq(x, v)).length);
  if (TUPLES.has(items)) return name === "index" ? index : name === "count" ? count : null;
  switch (name) {
    case "index":
      return index;
    case "count":
      return count;
    case "append":
      return bind([["object", REQUIRED]], (v) => {
        items.push(v);
        return null;
      });
    case "extend":
      return bind([["iterable", REQUIRED]], (v) => {
        items.push(...pyIter(v));
        return null;
      });
    case "insert":
      return bind(
        [
          ["index", REQUIRED],
          ["object", REQUIRED],
        ],
        (i, v) => {
          let at = num(i);
          if (at < 0) at = Math.max(0, at + items.length);
          items.splice(Math.min(at, items.length), 0, v);
          return null;
        },
      );
    case "pop":
      return bind([["index", -1]], (i) => {
        if (items.length === 0) throw pyError("IndexError", "pop from empty list");
        return items.splice(listIndex(items, i, "pop"), 1)[0];
      });
    case "remove":
      return bind([["value", REQUIRED]], (v) => {
        const at = items.findIndex((x) => pyEq(x, v));
        if (at < 0) throw pyError("ValueError", "list.remove(x): x not in list");
        items.splice(at, 1);
        return null;
      });
    case "reverse":
      return bind([], () => {
        items.reverse();
        return null;
      });
    case "sort":
      return bind(
        [
          ["key", null],
          ["reverse", false],
        ],
        (_key, reverse) => {
          items.sort((a, b) => (reverse ? -pyCompare(a, b) : pyCompare(a, b)));
          return null;
        },
      );
    case "copy":
      return bind([], () => [...items]);
    case "clear":
      return bind([], () => {
        items.length = 0;
        return null;
      });
    default:
      return null;
  }
}

/** Python's dict(*args, **kwargs) and dict.update(): pairs from a mapping or an iterable of pairs, then the keywords. */
export function updateDict(target: Map<Value, Value>, args: Args, kwargs: Kwargs): void {
  if (args.length > 1) throw pyError("TypeError", `update expected at most 1 argument, got ${args.length}`);
  const source = args[0];
  if (source instanceof Map) for (const [k, v] of source) target.set(k, v);
  else if (source !== undefined) {
    for (const pair of pyIter(source)) {
      const kv = [...pyIter(pair)];
      if (kv.length !== 2) throw pyError("ValueError", `dictionary update sequence element has length ${kv.length}; 2 is required`);
      target.set(dictKey(kv[0]), kv[1]);
    }
  }
  for (const [k, v] of kwargs) target.set(k, v);
}

/** A bound method of a dict, or null. */
export function dictMethod(d: Map<Value, Value>, name: string): Callable | null {
  const bind = (params: [string, Value][], f: (...a: Value[]) => Value) => method(d, name, (args, kwargs) => f(...bindArgs(name, params, args, kwargs)));
  switch (name) {
    case "keys":
    case "values":
    case "items":
      return bind([], () => new DictView(name, d));
    case "get":
      return bind(
        [
          ["key", REQUIRED],
          ["default", null],
        ],
        (k, dflt) => {
          const key = dictKey(k);
          return d.has(key) ? d.get(key) : dflt;
        },
      );
    case "pop":
      return method(d, name, (args) => {
        const key = dictKey(args[0]);
        if (d.has(key)) {
          const v = d.get(key);
          d.delete(key);
          return v;
        }
        if (args.length > 1) return args[1];
        throw pyError("KeyError", pyRepr(args[0]));
      });
    case "popitem":
      return bind([], () => {
        const last = [...d.keys()].pop();
        if (last === undefined) throw pyError("KeyError", "'popitem(): dictionary is empty'");
        const v = d.get(last);
        d.delete(last);
        return tuple([last, v]);
      });
    case "setdefault":
      return bind(
        [
          ["key", REQUIRED],
          ["default", null],
        ],
        (k, dflt) => {
          const key = dictKey(k);
          if (!d.has(key)) d.set(key, dflt);
          return d.get(key);
        },
      );
    case "update":
      return method(d, name, (args, kwargs) => {
        updateDict(d, args, kwargs);
        return null;
      });
    case "copy":
      return bind([], () => new Map(d));
    case "clear":
      return bind([], () => {
        d.clear();
        return null;
      });
    default:
      return null;
  }
}
