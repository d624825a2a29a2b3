/**
 * Jinja2's filters, with Python's behaviour, and transformers' `tojson`
 * (`json.dumps(x, ensure_ascii=False, indent, separators, sort_keys)`, which
 * replaces Jinja2's HTML-safe one). Each filter binds its arguments as its
 * Python signature does. Filters that return generators in Jinja2 (`map`,
 * `select`, `reject`, `unique`, `items`, `batch`, `slice`, `reverse` of a
 * sequence) return a one-pass `PyIter` here too, so `| length` on one raises
 * and `| list` is needed, exactly as in Jinja2.
 */
import { dumps } from "./format.js";
import { splitlines, strip, strMethod } from "./methods.js";
import { binop, escape, FORMAT_LOOKUP, getAttrOnly, getItem } from "./operators.js";
import {
  bindArgs,
  DictView,
  dictKey,
  FIELDS,
  isFloat,
  isInt,
  isIterable,
  isNumeric,
  isStr,
  Markup,
  mkFloat,
  NO_KWARGS,
  num,
  pyCompare,
  pyError,
  PyIter,
  pyIter,
  pyLen,
  pyRepr,
  pyStr,
  REQUIRED,
  strLen,
  text,
  toList,
  truthy,
  tuple,
  typeName,
  Undefined,
  codePoints,
  JinjaError,
  type Args,
  type Env,
  type Kwargs,
  type Params,
  type Value,
} from "./values.js";
import { PY_WS } from "./lexer.js";

export type Filter = (env: Env, value: Value, args: Args, kwargs: Kwargs) => Value;

/** A filter with a Python signature after the value. */
const sig =
  (name: string, params: Params, f: (value: Value, a: Value[], env: Env) => Value): Filter =>
  (env, value, args, kwargs) =>
    f(value, bindArgs(name, params, args, kwargs), env);

/** markupsafe's soft_str: a Markup stays one, anything else is str()'d. */
const softStr = (v: Value): string | Markup => (v instanceof Markup ? v : pyStr(v));
const keepMarkup = (v: Value, s: string): Value => (v instanceof Markup ? new Markup(s) : s);
const callStr = (s: string, method: string, ...args: Value[]) => strMethod(s, method, FORMAT_LOOKUP)!.call(args, NO_KWARGS);

const ignoreCase = (v: Value): Value => (isStr(v) ? text(v).toLowerCase() : v);

/** Jinja2's `make_attrgetter`: "a.b.0" looks up a, then b, then item 0, with getitem. */
function attrGetter(attribute: Value, postprocess: ((v: Value) => Value) | null = null, fallback: Value = null): (item: Value) => Value {
  const parts =
    attribute === null
      ? []
      : isStr(attribute)
        ? text(attribute)
            .split(".")
            .map((p) => (/^\d+$/.test(p) ? Number(p) : p))
        : [attribute];
  return (item) => {
    for (const part of parts) {
      item = getItem(item, part);
      if (fallback !== null && item instanceof Undefined) item = fallback;
    }
    return postprocess ? postprocess(item) : item;
  };
}

/** `make_multi_attrgetter`: a list of values, one per comma-separated attribute. */
function multiAttrGetter(attribute: Value, postprocess: ((v: Value) => Value) | null): (item: Value) => Value {
  const getters = (isStr(attribute) ? text(attribute).split(",") : [attribute]).map((a) => attrGetter(a, postprocess));
  return (item) => getters.map((g) => g(item));
}

function sorted(items: Value[], key: (v: Value) => Value, reverse: boolean): Value[] {
  const keyed = items.map((v) => [key(v), v] as const);
  keyed.sort((a, b) => (reverse ? -pyCompare(a[0], b[0]) : pyCompare(a[0], b[0])));
  return keyed.map(([, v]) => v);
}

const generator = (gen: () => Generator<Value>) => new PyIter(gen());

function lastItem(seq: Value): Value {
  if (seq instanceof PyIter) throw pyError("TypeError", "'generator' object is not reversible");
  const items = toList(seq);
  return items.length ? items[items.length - 1] : new Undefined("No last item, sequence was empty.");
}

/** Python's int(str, base): surrounding whitespace, a sign, underscores between digits. */
function parseInt(s: string, base: number): number | null {
  const t = s.replace(new RegExp(`^[${PY_WS}]+|[${PY_WS}]+$`, "gu"), "");
  const m = /^([+-]?)(?:0([xob]))?([0-9a-z]+(?:_[0-9a-z]+)*)$/i.exec(t);
  if (!m) return null;
  let b = base;
  if (m[2]) {
    const prefixBase = { x: 16, o: 8, b: 2 }[m[2].toLowerCase() as "x" | "o" | "b"];
    if (base !== 0 && base !== prefixBase) return null;
    b = prefixBase;
  } else if (base === 0) b = 10;
  const digits = m[3]!.replace(/_/g, "").toLowerCase();
  let n = 0;
  for (const d of digits) {
    const v = parseInt36(d);
    if (v >= b) return null;
    n = n * b + v;
  }
  return m[1] === "-" ? -n : n;
}
const parseInt36 = (d: string) => (d >= "0" && d <= "9" ? d.charCodeAt(0) - 48 : d.charCodeAt(0) - 87);

/** Python's float(str), or null for a ValueError. */
function parseFloat(s: string): number | null {
  const t = s.replace(new RegExp(`^[${PY_WS}]+|[${PY_WS}]+$`, "gu"), "");
  if (/^[+-]?(inf|infinity)$/i.test(t)) return t.startsWith("-") ? -Infinity : Infinity;
  if (/^[+-]?nan$/i.test(t)) return NaN;
  if (!/^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/.test(t)) return null;
  return Number(t.replace(/_/g, ""));
}

/** Python's round(x, n): ties to even on the exact binary value. */
function pyRound(value: Value, precision: number): Value {
  if (!isNumeric(value)) {
    if (value instanceof Undefined) throw pyError("TypeError", "type Undefined doesn't define __round__ method");
    throw pyError("TypeError", `type ${typeName(value)} doesn't define __round__ method`);
  }
  const x = num(value);
  const roundEven = (y: number) => {
    const r = Math.round(y);
    return Math.abs(y % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  };
  if (!isFloat(value)) {
    if (precision >= 0) return x;
    const f = 10 ** -precision;
    return roundEven(x / f) * f;
  }
  if (!Number.isFinite(x)) return mkFloat(x);
  if (precision >= 0) return mkFloat(Number(roundFixed(x, precision)));
  const f = 10 ** -precision;
  return mkFloat(roundEven(x / f) * f);
}

function roundFixed(x: number, digits: number): string {
  const out = x.toFixed(Math.min(100, digits));
  const exact = x.toFixed(Math.min(100, digits + 30));
  if (/50{29}$/.test(exact)) {
    const truncated = exact.slice(0, exact.length - 30).replace(/\.$/, "");
    if (Number(truncated[truncated.length - 1]) % 2 === 0) return truncated;
  }
  return out;
}

function urlQuote(v: Value, forQs: boolean): string {
  const s = isStr(v) ? text(v) : pyStr(v);
  const safe = forQs ? "" : "/";
  let out = "";
  for (const byte of new TextEncoder().encode(s)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_.\-~]/.test(c) || safe.includes(c) ? c : "%" + byte.toString(16).toUpperCase().padStart(2, "0");
  }
  return forQs ? out.replace(/%20/g, "+") : out;
}

function htmlUnescape(s: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return s.replace(/&(#\d+|#[xX][0-9a-fA-F]+|\w+);/g, (whole, ref: string) => {
    if (ref[0] === "#") return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return named[ref] ?? whole;
  });
}

function mapFunc(env: Env, args: Args, kwargs: Kwargs): (item: Value) => Value {
  if (args.length === 0 && kwargs.has("attribute")) {
    const rest = new Map(kwargs);
    const attribute = rest.get("attribute");
    rest.delete("attribute");
    const fallback = rest.has("default") ? rest.get("default") : null;
    rest.delete("default");
    if (rest.size) throw pyError("FilterArgumentError", `Unexpected keyword argument '${[...rest.keys()][0]}'`);
    return attrGetter(attribute, null, fallback);
  }
  if (args.length === 0) throw pyError("FilterArgumentError", "map requires a filter argument");
  const name = pyStr(args[0]);
  return (item) => env.callFilter(name, item, args.slice(1), kwargs);
}

function selectOrReject(env: Env, value: Value, args: Args, kwargs: Kwargs, keep: boolean, lookupAttr: boolean): Value {
  return generator(function* () {
    if (!truthy(value)) return;
    let transform = (x: Value) => x;
    let off = 0;
    if (lookupAttr) {
      if (args.length === 0) throw pyError("FilterArgumentError", "Missing parameter for attribute name");
      transform = attrGetter(args[0]);
      off = 1;
    }
    const test = args.length > off ? (x: Value) => env.callTest(pyStr(args[off]), x, args.slice(off + 1), kwargs) : truthy;
    for (const item of pyIter(value)) if (test(transform(item)) === keep) yield item;
  });
}

function minMax(value: Value, caseSensitive: Value, attribute: Value, sign: 1 | -1): Value {
  const items = toList(value);
  if (items.length === 0) return new Undefined("No aggregated item, sequence was empty.");
  const key = attrGetter(attribute, truthy(caseSensitive) ? null : ignoreCase);
  let best = items[0];
  let bestKey = key(best);
  for (const item of items.slice(1)) {
    const k = key(item);
    if (pyCompare(k, bestKey) * sign < 0) {
      best = item;
      bestKey = k;
    }
  }
  return best;
}

function indent(s: Value, width: Value, first: Value, blank: Value): Value {
  if (s instanceof Undefined) s.fail();
  if (!isStr(s)) throw pyError("TypeError", `unsupported operand type(s) for +=: '${typeName(s)}' and 'str'`);
  const indention = isStr(width) ? text(width) : " ".repeat(Math.max(0, num(width)));
  const body = text(s) + "\n";
  let rv: string;
  if (truthy(blank)) rv = splitlines(body).join("\n" + indention);
  else {
    const lines = splitlines(body);
    rv = lines.shift() ?? "";
    if (lines.length) rv += "\n" + lines.map((line) => (line ? indention + line : line)).join("\n");
  }
  if (truthy(first)) rv = indention + rv;
  return keepMarkup(s, rv);
}

function truncate(s: Value, length: Value, killwords: Value, end: Value, leeway: Value): Value {
  const n = num(length);
  const e = pyStr(end);
  const lw = leeway === null ? 5 : num(leeway);
  if (n < strLen(e)) throw pyError("AssertionError", `expected length >= ${strLen(e)}, got ${n}`);
  if (pyLen(s) <= n + lw) return s;
  const cps = codePoints(text(s as string));
  if (truthy(killwords)) return cps.slice(0, n - strLen(e)).join("") + e;
  const head = cps.slice(0, n - strLen(e)).join("");
  const at = head.lastIndexOf(" ");
  return (at >= 0 ? head.slice(0, at) : head) + e;
}

function wordwrap(s: Value, width: Value, breakLong: Value, wrapstring: Value): Value {
  const w = num(width);
  const sep = wrapstring === null ? "\n" : pyStr(wrapstring);
  return splitlines(pyStr(s))
    .map((line) => {
      const out: string[] = [];
      let cur = "";
      for (const word of line.split(/(?<=\s)(?=\S)/)) {
        if (cur !== "" && strLen(cur + word.trimEnd()) > w) {
          out.push(cur.trimEnd());
          cur = "";
        }
        cur += cur === "" ? word.trimStart() : word;
        while (truthy(breakLong) && strLen(cur.trimEnd()) > w) {
          out.push(codePoints(cur).slice(0, w).join(""));
          cur = codePoints(cur).slice(w).join("");
        }
      }
      if (cur.trim() !== "") out.push(cur.trimEnd());
      return out.join(sep);
    })
    .join(sep);
}

function tojson(value: Value, a: Value[]): Value {
  const [ensureAscii, indentArg, separators, sortKeys] = a;
  const seps = separators === null ? null : (toList(separators).map(pyStr) as [string, string]);
  const ind = indentArg === null ? null : isStr(indentArg) ? text(indentArg) : num(indentArg);
  return dumps(value, { ensureAscii: truthy(ensureAscii), indent: ind, separators: seps, sortKeys: truthy(sortKeys) });
}

export const FILTERS: Record<string, Filter> = {
  abs: sig("abs", [], (v) => {
    if (!isNumeric(v)) throw pyError("TypeError", `bad operand type for abs(): '${typeName(v)}'`);
    return isFloat(v) ? mkFloat(Math.abs(num(v))) : Math.abs(num(v));
  }),
  attr: sig("attr", [["name", REQUIRED]], (v, [name]) => getAttrOnly(v, pyStr(name))),
  batch: sig(
    "batch",
    [
      ["linecount", REQUIRED],
      ["fill_with", null],
    ],
    (v, [count, fill]) =>
      generator(function* () {
        const n = num(count);
        let tmp: Value[] = [];
        for (const item of pyIter(v)) {
          if (tmp.length === n) {
            yield tmp;
            tmp = [];
          }
          tmp.push(item);
        }
        if (tmp.length) {
          if (fill !== null) while (tmp.length < n) tmp.push(fill);
          yield tmp;
        }
      }),
  ),
  capitalize: sig("capitalize", [], (v) => keepMarkup(v, callStr(text(softStr(v)), "capitalize") as string)),
  center: sig("center", [["width", 80]], (v, [w]) => callStr(text(softStr(v)), "center", w)),
  count: sig("count", [], (v) => pyLen(v)),
  default: sig(
    "default",
    [
      ["default_value", ""],
      ["boolean", false],
    ],
    (v, [d, boolean]) => (v instanceof Undefined || (truthy(boolean) && !truthy(v)) ? d : v),
  ),
  dictsort: sig(
    "dictsort",
    [
      ["case_sensitive", false],
      ["by", "key"],
      ["reverse", false],
    ],
    (v, [cs, by, reverse]) => {
      const pos = by === "key" ? 0 : by === "value" ? 1 : -1;
      if (pos < 0) throw pyError("FilterArgumentError", 'You can only sort by either "key" or "value"');
      if (v instanceof Undefined) v.fail();
      if (!(v instanceof Map)) throw pyError("AttributeError", `'${typeName(v)}' object has no attribute 'items'`);
      const items = [...v].map(([k, x]) => tuple([k, x]));
      return sorted(items, (item) => (truthy(cs) ? (item as Value[])[pos] : ignoreCase((item as Value[])[pos])), truthy(reverse));
    },
  ),
  escape: sig("escape", [], (v) => escape(v)),
  filesizeformat: sig("filesizeformat", [["binary", false]], (v, [binary]) => {
    const bytes = isStr(v) ? (parseFloat(text(v)) ?? NaN) : num(v);
    const base = truthy(binary) ? 1024 : 1000;
    const prefixes = truthy(binary) ? ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB"] : ["kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
    if (bytes === 1) return "1 Byte";
    if (bytes < base) return `${Math.trunc(bytes)} Bytes`;
    let unit = base;
    let prefix = prefixes[0]!;
    for (const [i, p] of prefixes.entries()) {
      unit = base ** (i + 2);
      prefix = p;
      if (bytes < unit) break;
    }
    return `${roundFixed((base * bytes) / unit, 1)} ${prefix}`;
  }),
  first: sig("first", [], (v) => {
    for (const item of pyIter(v)) return item;
    return new Undefined("No first item, sequence was empty.");
  }),
  float: sig("float", [["default", 0]], (v, [d]) => {
    if (v instanceof Undefined) v.fail();
    if (isNumeric(v)) return mkFloat(num(v));
    if (isStr(v)) {
      const n = parseFloat(text(v));
      if (n !== null) return mkFloat(n);
    }
    return isInt(d) ? mkFloat(d) : d;
  }),
  forceescape: sig("forceescape", [], (v) => escape(pyStr(v))),
  format: (_env, v, args, kwargs) => {
    if (args.length && kwargs.size) throw pyError("FilterArgumentError", "can't handle positional and keyword arguments at the same time");
    const s = softStr(v);
    const mapping = kwargs.size ? new Map<Value, Value>(kwargs) : tuple(args);
    return binop("%", s, mapping);
  },
  groupby: sig(
    "groupby",
    [
      ["attribute", REQUIRED],
      ["default", null],
      ["case_sensitive", false],
    ],
    (v, [attribute, fallback, cs]) => {
      const key = attrGetter(attribute, truthy(cs) ? null : ignoreCase, fallback);
      const out: Value[] = [];
      for (const item of sorted(toList(v), key, false)) {
        const k = key(item);
        const last = out[out.length - 1] as Value[] | undefined;
        if (last && pyCompare(last[0], k) === 0 && !(last[0] instanceof Undefined)) (last[1] as Value[]).push(item);
        else {
          const group = tuple([k, [item]]);
          FIELDS.set(group, ["grouper", "list"]);
          out.push(group);
        }
      }
      if (!truthy(cs)) {
        const original = attrGetter(attribute, null, fallback);
        for (const group of out as Value[][]) group[0] = original((group[1] as Value[])[0]);
      }
      return out;
    },
  ),
  indent: sig(
    "indent",
    [
      ["width", 4],
      ["first", false],
      ["blank", false],
    ],
    (v, [w, first, blank]) => indent(v, w, first, blank),
  ),
  int: sig(
    "int",
    [
      ["default", 0],
      ["base", 10],
    ],
    (v, [d, base]) => {
      if (v instanceof Undefined) v.fail();
      if (isStr(v)) {
        const n = parseInt(text(v), num(base));
        if (n !== null) return n;
        const f = parseFloat(text(v));
        return f !== null && Number.isFinite(f) ? Math.trunc(f) : d;
      }
      if (isNumeric(v)) return Number.isFinite(num(v)) ? Math.trunc(num(v)) : d;
      return d;
    },
  ),
  items: sig("items", [], (v) =>
    generator(function* () {
      if (v instanceof Undefined) return;
      if (!(v instanceof Map)) throw pyError("TypeError", "Can only get item pairs from a mapping.");
      for (const [k, x] of v) yield tuple([k, x]);
    }),
  ),
  join: sig(
    "join",
    [
      ["d", ""],
      ["attribute", null],
    ],
    (v, [d, attribute]) => {
      let items = toList(v);
      if (attribute !== null) items = items.map(attrGetter(attribute));
      return items.map(pyStr).join(pyStr(d));
    },
  ),
  last: sig("last", [], lastItem),
  length: sig("length", [], (v) => pyLen(v)),
  list: sig("list", [], (v) => toList(v)),
  lower: sig("lower", [], (v) => keepMarkup(v, text(softStr(v)).toLowerCase())),
  map: (env, v, args, kwargs) =>
    generator(function* () {
      if (!truthy(v)) return;
      const f = mapFunc(env, args, kwargs);
      for (const item of pyIter(v)) yield f(item);
    }),
  max: sig(
    "max",
    [
      ["case_sensitive", false],
      ["attribute", null],
    ],
    (v, [cs, attribute]) => minMax(v, cs, attribute, -1),
  ),
  min: sig(
    "min",
    [
      ["case_sensitive", false],
      ["attribute", null],
    ],
    (v, [cs, attribute]) => minMax(v, cs, attribute, 1),
  ),
  pprint: sig("pprint", [], (v) => pyRepr(v)),
  random: sig("random", [], (v) => {
    const items = toList(v);
    return items.length ? items[Math.floor(Math.random() * items.length)] : new Undefined("No random item, sequence was empty.");
  }),
  reject: (env, v, args, kwargs) => selectOrReject(env, v, args, kwargs, false, false),
  rejectattr: (env, v, args, kwargs) => selectOrReject(env, v, args, kwargs, false, true),
  replace: sig(
    "replace",
    [
      ["old", REQUIRED],
      ["new", REQUIRED],
      ["count", null],
    ],
    (v, [old, rep, count]) => callStr(pyStr(v), "replace", pyStr(old), pyStr(rep), count === null ? -1 : count),
  ),
  reverse: sig("reverse", [], (v) => {
    if (isStr(v)) return codePoints(text(v)).reverse().join("");
    if (Array.isArray(v) || v instanceof Map || v instanceof DictView) {
      const items = toList(v).reverse();
      return new PyIter(items[Symbol.iterator](), Array.isArray(v) ? "list_reverseiterator object" : "dict_reversekeyiterator object");
    }
    if (v instanceof Undefined) return new PyIter([][Symbol.iterator](), "reversed object");
    try {
      return toList(v).reverse();
    } catch (e) {
      if (e instanceof JinjaError && e.kind === "TypeError") throw pyError("FilterArgumentError", "argument must be iterable");
      throw e;
    }
  }),
  round: sig(
    "round",
    [
      ["precision", 0],
      ["method", "common"],
    ],
    (v, [precision, method]) => {
      if (method !== "common" && method !== "ceil" && method !== "floor") throw pyError("FilterArgumentError", "method must be common, ceil or floor");
      const p = num(precision);
      if (method === "common") return pyRound(v, p);
      if (!isNumeric(v)) throw pyError("TypeError", `must be real number, not ${typeName(v)}`);
      const scaled = num(v) * 10 ** p;
      return mkFloat((method === "ceil" ? Math.ceil(scaled) : Math.floor(scaled)) / 10 ** p);
    },
  ),
  safe: sig("safe", [], (v) => (v instanceof Markup ? v : new Markup(pyStr(v)))),
  select: (env, v, args, kwargs) => selectOrReject(env, v, args, kwargs, true, false),
  selectattr: (env, v, args, kwargs) => selectOrReject(env, v, args, kwargs, true, true),
  slice: sig(
    "slice",
    [
      ["slices", REQUIRED],
      ["fill_with", null],
    ],
    (v, [slices, fill]) =>
      generator(function* () {
        const seq = toList(v);
        const n = num(slices);
        const per = Math.floor(seq.length / n);
        const extra = seq.length % n;
        let offset = 0;
        for (let i = 0; i < n; i++) {
          const start = offset + i * per;
          if (i < extra) offset++;
          const end = offset + (i + 1) * per;
          const tmp = seq.slice(start, end);
          if (fill !== null && i >= extra) tmp.push(fill);
          yield tmp;
        }
      }),
  ),
  sort: sig(
    "sort",
    [
      ["reverse", false],
      ["case_sensitive", false],
      ["attribute", null],
    ],
    (v, [reverse, cs, attribute]) => sorted(toList(v), multiAttrGetter(attribute, truthy(cs) ? null : ignoreCase), truthy(reverse)),
  ),
  string: sig("string", [], (v) => softStr(v)),
  striptags: sig("striptags", [], (v) => {
    const s = pyStr(v)
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]*>/g, "");
    return htmlUnescape(
      s
        .split(new RegExp(`[${PY_WS}]+`, "u"))
        .filter((w) => w !== "")
        .join(" "),
    );
  }),
  sum: sig(
    "sum",
    [
      ["attribute", null],
      ["start", 0],
    ],
    (v, [attribute, start]) => {
      let items = toList(v);
      if (attribute !== null) items = items.map(attrGetter(attribute));
      if (isStr(start)) throw pyError("TypeError", "sum() can't sum strings [use ''.join(seq) instead]");
      return items.reduce((acc, x) => binop("+", acc, x), start);
    },
  ),
  title: sig("title", [], (v) =>
    keepMarkup(
      v,
      text(softStr(v))
        .split(/([-\s({[<]+)/u)
        .filter((item) => item !== "")
        .map((item) => {
          const [first = "", ...rest] = codePoints(item);
          return first.toUpperCase() + rest.join("").toLowerCase();
        })
        .join(""),
    ),
  ),
  tojson: sig(
    "tojson",
    [
      ["ensure_ascii", false],
      ["indent", null],
      ["separators", null],
      ["sort_keys", false],
    ],
    tojson,
  ),
  trim: sig("trim", [["chars", null]], (v, [chars]) => keepMarkup(v, strip(text(softStr(v)), chars, true, true))),
  truncate: sig(
    "truncate",
    [
      ["length", 255],
      ["killwords", false],
      ["end", "..."],
      ["leeway", null],
    ],
    (v, [length, killwords, end, leeway]) => truncate(v, length, killwords, end, leeway),
  ),
  unique: sig(
    "unique",
    [
      ["case_sensitive", false],
      ["attribute", null],
    ],
    (v, [cs, attribute]) =>
      generator(function* () {
        const key = attrGetter(attribute, truthy(cs) ? null : ignoreCase);
        const seen = new Set<Value>();
        for (const item of pyIter(v)) {
          const k = dictKey(key(item));
          if (seen.has(k)) continue;
          seen.add(k);
          yield item;
        }
      }),
  ),
  upper: sig("upper", [], (v) => keepMarkup(v, text(softStr(v)).toUpperCase())),
  urlencode: sig("urlencode", [], (v) => {
    if (isStr(v) || !isIterable(v)) return urlQuote(v, false);
    const items =
      v instanceof Map
        ? [...v].map(([k, x]) => [k, x])
        : toList(v).map((p) => {
            if (!isIterable(p)) throw pyError("TypeError", `cannot unpack non-iterable ${typeName(p)} object`);
            return toList(p);
          });
    for (const pair of items) {
      if (pair.length !== 2) throw pyError("ValueError", `${pair.length > 2 ? "too many" : "not enough"} values to unpack (expected 2, got ${pair.length})`);
    }
    return items.map(([k, x]) => `${urlQuote(k, true)}=${urlQuote(x, true)}`).join("&");
  }),
  urlize: () => {
    throw pyError("TemplateRuntimeError", "the urlize filter is not supported");
  },
  wordcount: sig("wordcount", [], (v) => (pyStr(v).match(/[\p{L}\p{N}_]+/gu) ?? []).length),
  wordwrap: sig(
    "wordwrap",
    [
      ["width", 79],
      ["break_long_words", true],
      ["wrapstring", null],
      ["break_on_hyphens", true],
    ],
    (v, [width, breakLong, wrapstring]) => wordwrap(v, width, breakLong, wrapstring),
  ),
  xmlattr: sig("xmlattr", [["autospace", true]], (v, [autospace]) => {
    if (!(v instanceof Map)) throw pyError("AttributeError", `'${typeName(v)}' object has no attribute 'items'`);
    const items: string[] = [];
    for (const [k, x] of v) {
      if (x === null || x instanceof Undefined) continue;
      if (/[\s/>=]/.test(pyStr(k))) throw pyError("ValueError", `Invalid character in attribute name: ${pyRepr(k)}`);
      items.push(`${escape(k).s}="${escape(x).s}"`);
    }
    const rv = items.join(" ");
    return truthy(autospace) && rv ? " " + rv : rv;
  }),
};
FILTERS.d = FILTERS.default!;
FILTERS.e = FILTERS.escape!;
