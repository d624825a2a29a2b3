/**
 * What Jinja2's expressions do to values: attribute and item lookup as the
 * sandboxed environment does them (`a.b` tries Python's attribute, then the
 * item; `a['b']` the other way round; a miss is Undefined, a lookup on
 * Undefined raises), slicing, calls, and the operators with Python's rules
 * (int vs float, `//`, `%` as modulo or formatting, `**`, `+` on strings and
 * lists, `*` repeating, `in`, chained comparisons, markup escaping).
 */
import { percentFormat, type FieldLookup } from "./format.js";
import { dictMethod, listMethod, strMethod } from "./methods.js";
import {
  Callable,
  codePoints,
  DictView,
  dictKey,
  FIELDS,
  isFloat,
  isInt,
  isNumeric,
  isStr,
  isTuple,
  Markup,
  MISSING,
  mkFloat,
  Namespace,
  num,
  pyCompare,
  pyEq,
  pyError,
  pyIter,
  pyStr,
  text,
  toList,
  tuple,
  typeName,
  Undefined,
  type Args,
  type Kwargs,
  type Value,
} from "./values.js";

/** A slice key, `x[a:b:c]`. */
export class Slice {
  constructor(
    readonly start: Value,
    readonly stop: Value,
    readonly step: Value,
  ) {}
}

/** Objects with Python attributes of their own (the loop, cycler, joiner) answer `pyGetAttr`. */
interface HasAttrs {
  pyGetAttr(name: string): Value | typeof MISSING;
}

/** `str.format`'s field lookups are this module's own (`format.ts` says why they are passed in). */
export const FORMAT_LOOKUP: FieldLookup = { attr: (v, name) => getAttr(v, name), item: (v, key) => getItem(v, key) };

/** Python's `getattr(obj, name)` for the attributes templates reach: methods, namespace and loop attributes. */
function attribute(obj: Value, name: string): Value | typeof MISSING {
  if (name.startsWith("_")) return MISSING;
  if (obj instanceof Markup) return markupMethod(obj, name) ?? MISSING;
  if (typeof obj === "string") return strMethod(obj, name, FORMAT_LOOKUP) ?? MISSING;
  if (obj instanceof Map) return dictMethod(obj, name) ?? MISSING;
  if (Array.isArray(obj)) {
    const field = FIELDS.get(obj)?.indexOf(name) ?? -1;
    return field >= 0 ? obj[field] : (listMethod(obj, name) ?? MISSING);
  }
  if (obj instanceof Namespace) return obj.attrs.has(name) ? obj.attrs.get(name) : MISSING;
  if (name === "is_integer" && isFloat(obj)) return new Callable("is_integer", () => Number.isInteger(num(obj)));
  if (obj !== null && typeof obj === "object" && typeof (obj as Partial<HasAttrs>).pyGetAttr === "function") return (obj as HasAttrs).pyGetAttr(name);
  return MISSING;
}

/** markupsafe's Markup methods: string arguments are escaped and string results stay Markup. */
const MARKUP_WRAPPED = new Set([
  "capitalize",
  "title",
  "lower",
  "upper",
  "replace",
  "ljust",
  "rjust",
  "lstrip",
  "rstrip",
  "center",
  "strip",
  "expandtabs",
  "swapcase",
  "zfill",
  "partition",
  "rpartition",
  "join",
  "format",
]);
function markupMethod(m: Markup, name: string): Callable | null {
  const method = strMethod(m.s, name, FORMAT_LOOKUP);
  if (!method) return null;
  const wrap = (v: Value): Value => (typeof v === "string" ? new Markup(v) : Array.isArray(v) ? (isTuple(v) ? tuple(v.map(wrap)) : v.map(wrap)) : v);
  const escapeArg = (v: Value): Value => (typeof v === "string" ? escape(v).s : v);
  if (name === "split" || name === "rsplit" || name === "splitlines") return new Callable(name, (args, kwargs) => wrap(method.call(args, kwargs)), method.repr);
  if (!MARKUP_WRAPPED.has(name)) return method;
  return new Callable(
    name,
    (args, kwargs) => {
      const escaped = name === "join" ? args.map((a) => toList(a).map((x) => escape(x).s)) : args.map(escapeArg);
      return wrap(method.call(escaped, new Map([...kwargs].map(([k, v]) => [k, escapeArg(v)]))));
    },
    method.repr,
  );
}

/** Python's attribute alone (the `attr` filter): no item lookup. */
export function getAttrOnly(obj: Value, name: string): Value {
  if (obj instanceof Undefined) obj.fail();
  const found = attribute(obj, name);
  return found !== MISSING ? found : new Undefined(`'${typeName(obj)} object' has no attribute '${name}'`);
}

/** `obj.name` in a template. */
export function getAttr(obj: Value, name: string): Value {
  if (obj instanceof Undefined) obj.fail();
  const found = attribute(obj, name);
  if (found !== MISSING) return found;
  if (obj instanceof Map && obj.has(name)) return obj.get(name);
  return new Undefined(`'${typeName(obj)} object' has no attribute '${name}'`);
}

/**
 * `obj[key]` in a template. A slice bypasses the sandbox's getitem when rendered (Python's `obj[a:b]`, which
 * raises on what cannot be sliced); `sandboxed` takes the sandbox's way, as Jinja2's constant folding does.
 */
export function getItem(obj: Value, key: Value, sandboxed = false): Value {
  if (obj instanceof Undefined) obj.fail();
  if (key instanceof Slice && !sandboxed) {
    const found = Array.isArray(obj) || isStr(obj) || (obj as { pyGetItem?: unknown } | null)?.pyGetItem ? item(obj, key) : MISSING;
    if (found !== MISSING) return found;
    throw pyError("TypeError", obj instanceof Map ? "unhashable type: 'slice'" : `'${typeName(obj)}' object is not subscriptable`);
  }
  const found = item(obj, key);
  if (found !== MISSING) return found;
  if (typeof key === "string") {
    const attr = attribute(obj, key);
    if (attr !== MISSING) return attr;
  }
  if (typeof key === "string" || isNumeric(key)) return new Undefined(`'${typeName(obj)} object' has no attribute '${pyStr(key)}'`);
  return new Undefined(`'${typeName(obj)} object' has no element ${pyStr(key)}`);
}

/** Python's `obj[key]`, MISSING where Python raises a TypeError or LookupError. */
function item(obj: Value, key: Value): Value | typeof MISSING {
  if (obj instanceof Map) {
    let k: Value;
    try {
      k = dictKey(key);
    } catch {
      return MISSING;
    }
    return obj.has(k) ? obj.get(k) : MISSING;
  }
  const seq = Array.isArray(obj) ? obj : isStr(obj) ? text(obj) : null;
  if (seq === null) {
    const getItem = (obj as { pyGetItem?: (k: Value) => Value | typeof MISSING } | null)?.pyGetItem;
    return typeof getItem === "function" ? getItem.call(obj, key) : MISSING;
  }
  const wrap = (v: Value) => (obj instanceof Markup ? new Markup(v as string) : v);
  if (key instanceof Slice) return wrap(slice(seq, key));
  if (!isInt(key) && typeof key !== "boolean") return MISSING;
  const items = typeof seq === "string" ? codePoints(seq) : seq;
  let i = num(key);
  if (i < 0) i += items.length;
  if (i < 0 || i >= items.length) return MISSING;
  return wrap(items[i]);
}

function sliceIndex(v: Value, what: string): number | null {
  if (v === null || v === undefined) return null;
  if (isInt(v) || typeof v === "boolean") return num(v);
  throw pyError("TypeError", `slice indices must be integers or None or have an __index__ method (${what})`);
}

/** Python's `seq[start:stop:step]`. */
export function slice(seq: string | Value[], s: Slice): Value {
  const items = typeof seq === "string" ? codePoints(seq) : seq;
  const n = items.length;
  const step = sliceIndex(s.step, "step") ?? 1;
  if (step === 0) throw pyError("ValueError", "slice step cannot be zero");
  const clamp = (v: number | null, dflt: number, lo: number, hi: number) => {
    if (v === null) return dflt;
    if (v < 0) v += n;
    return Math.min(Math.max(v, lo), hi);
  };
  const start = step > 0 ? clamp(sliceIndex(s.start, "start"), 0, 0, n) : clamp(sliceIndex(s.start, "start"), n - 1, -1, n - 1);
  const stop = step > 0 ? clamp(sliceIndex(s.stop, "stop"), n, 0, n) : clamp(sliceIndex(s.stop, "stop"), -1, -1, n - 1);
  const out: Value[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(items[i]);
  if (typeof seq === "string") return out.join("");
  return isTuple(seq) ? tuple(out) : out;
}

/** Calling a value with arguments. */
export function callValue(f: Value, args: Args, kwargs: Kwargs): Value {
  if (f instanceof Callable) return f.call(args, kwargs);
  if (f instanceof Undefined) f.fail();
  const call = (f as { pyCall?: (a: Args, k: Kwargs) => Value } | null)?.pyCall;
  if (typeof call === "function") return call.call(f, args, kwargs);
  throw pyError("TypeError", `'${typeName(f)}' object is not callable`);
}

// ---------------------------------------------------------------- operators

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" };
/** markupsafe's `escape()`: a Markup stays as it is. */
export function escape(v: Value): Markup {
  if (v instanceof Markup) return v;
  return new Markup(pyStr(v).replace(/[&<>"']/g, (c) => ESCAPES[c]!));
}

function unsupported(op: string, a: Value, b: Value): never {
  throw pyError("TypeError", `unsupported operand type(s) for ${op}: '${typeName(a)}' and '${typeName(b)}'`);
}

/** The result of arithmetic on two numbers: a float when either is. */
const arith = (a: Value, b: Value, n: number): Value => (isFloat(a) || isFloat(b) ? mkFloat(n) : n);

function repeat(seq: Value, times: Value): Value {
  const n = Math.max(0, num(times));
  if (isStr(seq)) {
    const s = text(seq).repeat(n);
    return seq instanceof Markup ? new Markup(s) : s;
  }
  const items = seq as Value[];
  const out: Value[] = [];
  for (let i = 0; i < n; i++) out.push(...items);
  return isTuple(items) ? tuple(out) : out;
}

/** CPython's float floor division (via fmod, so 2.5 // 0.1 is 24.0 as in Python, not 25.0). */
function floorDiv(x: number, y: number): number {
  let mod = x % y;
  let div = (x - mod) / y;
  if (mod !== 0 && y < 0 !== mod < 0) {
    mod += y;
    div -= 1;
  }
  if (div === 0) return Object.is(x / y, -0) || x / y < 0 ? -0 : 0;
  let floor = Math.floor(div);
  if (div - floor > 0.5) floor += 1;
  return floor;
}

/** A binary arithmetic operator: + - * / // % **. */
export function binop(op: string, a: Value, b: Value): Value {
  if (op === "%" && isStr(a)) {
    if (a instanceof Markup) {
      const escaped = isTuple(b) ? tuple(b.map(escape)) : b instanceof Map ? new Map([...b].map(([k, v]) => [k, escape(v)])) : escape(b);
      return new Markup(percentFormat(a.s, escaped));
    }
    return percentFormat(a, b);
  }
  if (a instanceof Undefined) a.fail();
  if (b instanceof Undefined) b.fail();
  const numbers = isNumeric(a) && isNumeric(b);
  const x = numbers ? num(a) : 0;
  const y = numbers ? num(b) : 0;
  switch (op) {
    case "+":
      if (numbers) return arith(a, b, x + y);
      if (isStr(a) && isStr(b)) {
        if (a instanceof Markup) return new Markup(a.s + escape(b).s);
        if (b instanceof Markup) return new Markup(escape(a).s + b.s);
        return a + (b as string);
      }
      if (Array.isArray(a) && Array.isArray(b) && isTuple(a) === isTuple(b)) return isTuple(a) ? tuple([...a, ...b]) : [...a, ...b];
      if (isStr(a)) throw pyError("TypeError", `can only concatenate str (not "${typeName(b)}") to str`);
      if (Array.isArray(a)) throw pyError("TypeError", `can only concatenate ${typeName(a)} (not "${typeName(b)}") to ${typeName(a)}`);
      return unsupported("+", a, b);
    case "-":
      if (numbers) return arith(a, b, x - y);
      return unsupported("-", a, b);
    case "*":
      if (numbers) return arith(a, b, x * y);
      if ((isStr(a) || Array.isArray(a)) && (isInt(b) || typeof b === "boolean")) return repeat(a, b);
      if ((isStr(b) || Array.isArray(b)) && (isInt(a) || typeof a === "boolean")) return repeat(b, a);
      if (isStr(a) || Array.isArray(a)) throw pyError("TypeError", `can't multiply sequence by non-int of type '${typeName(b)}'`);
      return unsupported("*", a, b);
    case "/":
      if (!numbers) return unsupported("/", a, b);
      if (y === 0) throw pyError("ZeroDivisionError", "division by zero");
      return mkFloat(x / y);
    case "//":
      if (!numbers) return unsupported("//", a, b);
      if (y === 0) throw pyError("ZeroDivisionError", "integer division or modulo by zero");
      if (!isFloat(a) && !isFloat(b)) return Math.floor(x / y);
      return mkFloat(floorDiv(x, y));
    case "%": {
      if (!numbers) return unsupported("%", a, b);
      if (y === 0) throw pyError("ZeroDivisionError", "integer modulo by zero");
      let r = x % y;
      if (r !== 0 && r < 0 !== y < 0) r += y;
      // A zero remainder takes the divisor's sign (CPython's float_rem).
      if (r === 0) r = y < 0 ? -0 : 0;
      return arith(a, b, r);
    }
    case "**": {
      if (!numbers) return unsupported("** or pow()", a, b);
      if (x === 0 && y < 0) throw pyError("ZeroDivisionError", "0.0 cannot be raised to a negative power");
      const r = Math.pow(x, y);
      const float = isFloat(a) || isFloat(b) || y < 0;
      if (float && Math.abs(r) === Infinity && Number.isFinite(x) && Number.isFinite(y)) throw pyError("OverflowError", "(34, 'Numerical result out of range')");
      return float ? mkFloat(r) : r;
    }
  }
  throw pyError("TemplateRuntimeError", `unknown operator ${op}`);
}

export function negate(v: Value, op: "-" | "+"): Value {
  if (v instanceof Undefined) v.fail();
  if (!isNumeric(v)) throw pyError("TypeError", `bad operand type for unary ${op}: '${typeName(v)}'`);
  const n = op === "-" ? -num(v) : num(v);
  return isFloat(v) ? mkFloat(n) : n === 0 ? 0 : n;
}

/** Python's `item in container`. */
export function contains(container: Value, item: Value): boolean {
  if (isStr(container)) {
    if (!isStr(item)) throw pyError("TypeError", `'in <string>' requires string as left operand, not ${typeName(item)}`);
    return text(container).includes(text(item));
  }
  if (container instanceof Map) return container.has(dictKey(item));
  if (container instanceof DictView && container.kind === "keys") return container.dict.has(dictKey(item));
  let items: Iterable<Value>;
  try {
    items = pyIter(container);
  } catch {
    throw pyError("TypeError", `argument of type '${typeName(container)}' is not iterable`);
  }
  for (const x of items) if (pyEq(x, item)) return true;
  return false;
}

/** One comparison of a chain: eq ne lt lteq gt gteq in notin. */
export function compare(op: string, a: Value, b: Value): boolean {
  switch (op) {
    case "eq":
      return pyEq(a, b);
    case "ne":
      return !pyEq(a, b);
    case "lt":
      return pyCompare(a, b, "<") < 0;
    case "lteq":
      return pyCompare(a, b, "<=") <= 0;
    case "gt":
      return pyCompare(a, b, ">") > 0;
    case "gteq":
      return pyCompare(a, b, ">=") >= 0;
    case "in":
      return contains(b, a);
    case "notin":
      return !contains(b, a);
  }
  throw pyError("TemplateRuntimeError", `unknown comparison ${op}`);
}
