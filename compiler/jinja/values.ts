/**
 * The Python values a template computes with, and what Python does with any
 * of them: `str()` and `repr()`, truthiness, `==`, ordering, dict keys,
 * iteration, `len()`, and the exceptions Jinja2 raises.
 *
 * Layout of a value: a plain JS value where Python's is plain —
 *   str → string; int → integral number; float → non-integral number, or a
 *   `PyFloat` when it is integral (`2.0` prints as 2.0); bool → boolean;
 *   None → null; list → array; tuple → array registered in `TUPLES`;
 *   dict → Map (keys are strings, numbers, booleans or null, in insertion order);
 * and a class where Python's value has behaviour of its own: `Undefined`,
 * `Markup` (a string `safe`/`escape` made), `Namespace`, `PyIter` (a generator:
 * one pass, no len, always true), `DictView` (`d.items()`), `Callable` (a
 * global, a bound method, a macro), and the loop object (interpreter.ts).
 * Render variables come in through `fromJs`, a request's JSON through
 * `parseJsonAsPython` (at the end).
 */

export type Value = unknown;

/** What a lookup answers where Python would raise (AttributeError, KeyError, IndexError, TypeError). */
export const MISSING = Symbol("missing");

/** A Python exception: `kind` is its class (`TypeError`, `UndefinedError`, …), what `except` clauses in filters test. */
export class JinjaError extends Error {
  /** offset in the (newline-normalised) source of the construct that failed, once known */
  at?: number;
  line?: number;
  column?: number;
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
    this.name = kind;
  }
}

export const pyError = (kind: string, message: string) => new JinjaError(kind, message);

/** Jinja2's default `Undefined`: prints as "", is false and empty, and raises on any other use. */
export class Undefined {
  constructor(readonly hint: string = "value is undefined") {}
  fail(): never {
    throw new JinjaError("UndefinedError", this.hint);
  }
}

export const undefinedName = (name: string) => new Undefined(`'${name}' is undefined`);

/** A float whose value is integral (Python's `2.0`); a non-integral JS number is a float as it is. */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** A string marked safe (`safe`, `escape`): `+` and `%` escape what joins it, as markupsafe's Markup does. */
export class Markup {
  constructor(readonly s: string) {}
}

/** Jinja2's `namespace(...)`: attributes a loop body can set for the code after it. */
export class Namespace {
  constructor(readonly attrs: Map<string, Value>) {}
}

/** A generator (what `map`, `select`, `unique`, `reverse` return): iterated once, has no len, is always true. */
export class PyIter {
  constructor(
    readonly it: Iterator<Value>,
    readonly label = "generator object",
  ) {}
}

/** `d.items()`, `d.keys()`, `d.values()`: live views of the dict. */
export class DictView {
  constructor(
    readonly kind: "items" | "keys" | "values",
    readonly dict: Map<Value, Value>,
  ) {}
  list(): Value[] {
    if (this.kind === "keys") return [...this.dict.keys()];
    if (this.kind === "values") return [...this.dict.values()];
    return [...this.dict].map(([k, v]) => tuple([k, v]));
  }
}

export type Args = Value[];
export type Kwargs = Map<string, Value>;

/** Something a template can call: a global, a bound method, a macro, `loop`, `caller`. */
export class Callable {
  constructor(
    readonly name: string,
    readonly call: (args: Args, kwargs: Kwargs) => Value,
    /** Python's repr of it */
    readonly repr = `<function ${name}>`,
  ) {}
}

/** Arrays that are tuples: they print with parentheses and compare unequal to lists. */
export const TUPLES = new WeakSet<Value[]>();
export function tuple(items: Value[]): Value[] {
  TUPLES.add(items);
  return items;
}
export const isTuple = (v: Value): v is Value[] => Array.isArray(v) && TUPLES.has(v);
/** Named tuples (`groupby`'s `(grouper, list)`): their field names. */
export const FIELDS = new WeakMap<Value[], string[]>();

// ---------------------------------------------------------------- numbers

export const isFloat = (v: Value): boolean => v instanceof PyFloat || (typeof v === "number" && !Number.isInteger(v));
export const isInt = (v: Value): v is number => typeof v === "number" && Number.isInteger(v);
/** int, float or bool: what Python's arithmetic takes. */
export const isNumeric = (v: Value): boolean => typeof v === "number" || typeof v === "boolean" || v instanceof PyFloat;
/** The JS number of an int, float or bool. */
export const num = (v: Value): number => (v instanceof PyFloat ? v.value : typeof v === "boolean" ? (v ? 1 : 0) : (v as number));
/** A float result: boxed when integral, so it stays a float. */
export const mkFloat = (n: number): Value => (Number.isInteger(n) ? new PyFloat(n) : n);

export const isStr = (v: Value): v is string | Markup => typeof v === "string" || v instanceof Markup;
/** The text of a str or Markup. */
export const text = (v: string | Markup): string => (typeof v === "string" ? v : v.s);

/** Python's `repr()` of a float: the shortest text that reads back, in exponent form below 1e-4 and from 1e16. */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa, expText] = x.toExponential().split("e") as [string, string];
  const exp = Number(expText);
  const sign = mantissa.startsWith("-") ? "-" : "";
  const digits = mantissa.replace("-", "").replace(".", "");
  if (exp >= -4 && exp < 16) {
    if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
    const whole = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
    const frac = digits.slice(exp + 1);
    return `${sign}${whole}.${frac === "" ? "0" : frac}`;
  }
  const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${sign}${m}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
}

export function intStr(n: number): string {
  return Math.abs(n) < 1e21 ? String(n) : BigInt(n).toString();
}

// ---------------------------------------------------------------- str() and repr()

/** Python's `str()`. */
export function pyStr(v: Value): string {
  if (typeof v === "string") return v;
  if (v instanceof Markup) return v.s;
  if (v instanceof Undefined) return "";
  return pyRepr(v);
}

/** Characters `repr()` escapes: controls, and what Python's `str.isprintable()` calls unprintable. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    if (ch === quote || ch === "\\") out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch !== " " && UNPRINTABLE.test(ch)) {
      const c = ch.codePointAt(0)!;
      out += c < 0x100 ? `\\x${c.toString(16).padStart(2, "0")}` : c < 0x10000 ? `\\u${c.toString(16).padStart(4, "0")}` : `\\U${c.toString(16).padStart(8, "0")}`;
    } else out += ch;
  }
  return out + quote;
}

/** Python's `repr()`. */
export function pyRepr(v: Value): string {
  if (v === null || v === undefined) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "number") return Number.isInteger(v) ? intStr(v) : floatRepr(v);
  if (v instanceof PyFloat) return floatRepr(v.value);
  if (typeof v === "string") return strRepr(v);
  if (v instanceof Markup) return `Markup(${strRepr(v.s)})`;
  if (Array.isArray(v)) {
    const items = v.map(pyRepr).join(", ");
    if (!TUPLES.has(v)) return `[${items}]`;
    return v.length === 1 ? `(${items},)` : `(${items})`;
  }
  if (v instanceof Map) return `{${[...v].map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`).join(", ")}}`;
  if (v instanceof Undefined) return "Undefined";
  if (v instanceof Namespace) return `<Namespace ${pyRepr(v.attrs)}>`;
  if (v instanceof DictView) return `dict_${v.kind}(${pyRepr(v.list())})`;
  if (v instanceof PyIter) return `<${v.label}>`;
  if (v instanceof Callable) return v.repr;
  const r = (v as { pyRepr?: () => string }).pyRepr;
  if (typeof r === "function") return r.call(v);
  return String(v);
}

/** Python's name of a value's type, as error messages write it. */
export function typeName(v: Value): string {
  if (v === null || v === undefined) return "NoneType";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  if (v instanceof PyFloat) return "float";
  if (typeof v === "string") return "str";
  if (v instanceof Markup) return "Markup";
  if (Array.isArray(v)) return TUPLES.has(v) ? "tuple" : "list";
  if (v instanceof Map) return "dict";
  if (v instanceof Undefined) return "Undefined";
  if (v instanceof Namespace) return "Namespace";
  if (v instanceof DictView) return `dict_${v.kind}`;
  if (v instanceof PyIter) return "generator";
  if (v instanceof Callable) return "function";
  return (v as object).constructor?.name ?? "object";
}

// ---------------------------------------------------------------- truth, equality, order

export function truthy(v: Value): boolean {
  if (v === null || v === undefined || v === false) return false;
  if (v === true) return true;
  if (typeof v === "number") return v !== 0;
  if (typeof v === "string") return v.length > 0;
  if (v instanceof PyFloat) return v.value !== 0;
  if (v instanceof Markup) return v.s.length > 0;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof Map) return v.size > 0;
  if (v instanceof Undefined) return false;
  if (v instanceof DictView) return v.dict.size > 0;
  const len = (v as { pyLen?: () => number }).pyLen;
  if (typeof len === "function") return len.call(v) > 0;
  return true;
}

/** Python's `==`. */
export function pyEq(a: Value, b: Value): boolean {
  if (a === b) return !(typeof a === "number" && Number.isNaN(a));
  if (isNumeric(a)) return isNumeric(b) && num(a) === num(b);
  if (isStr(a)) return isStr(b) && text(a) === text(b);
  if (a instanceof Undefined) return b instanceof Undefined;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || TUPLES.has(a) !== TUPLES.has(b) || a.length !== b.length) return false;
    return a.every((x, i) => pyEq(x, b[i]));
  }
  const eq = (a as { pyEq?: (b: Value) => boolean } | null)?.pyEq;
  if (typeof eq === "function") return eq.call(a, b);
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    for (const [k, v] of a) {
      const key = dictKey(k);
      if (!b.has(key) || !pyEq(v, b.get(key))) return false;
    }
    return true;
  }
  return false;
}

/** Python's ordering: negative, zero or positive; a TypeError between types Python does not order. */
export function pyCompare(a: Value, b: Value, op = "<"): number {
  if (a instanceof Undefined) a.fail();
  if (b instanceof Undefined) b.fail();
  if (isNumeric(a) && isNumeric(b)) {
    const x = num(a);
    const y = num(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (isStr(a) && isStr(b)) {
    const x = text(a);
    const y = text(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (Array.isArray(a) && Array.isArray(b) && TUPLES.has(a) === TUPLES.has(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (pyEq(a[i], b[i])) continue;
      return pyCompare(a[i], b[i], op);
    }
    return a.length - b.length;
  }
  throw pyError("TypeError", `'${op}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`);
}

/** The Map key a Python value hashes to (1, 1.0 and True are one key); a TypeError for what Python cannot hash. */
export function dictKey(k: Value): Value {
  if (k instanceof PyFloat) return k.value;
  if (k === true) return 1;
  if (k === false) return 0;
  if (k instanceof Markup) return k.s;
  if (k === null || typeof k === "string" || typeof k === "number") return k;
  if (isTuple(k)) return pyRepr(k);
  if (k instanceof Undefined) return k;
  if (Array.isArray(k) || k instanceof Map || k instanceof Namespace) throw pyError("TypeError", `unhashable type: '${typeName(k)}'`);
  // Other objects (range, functions, generators) hash by identity here.
  return k;
}

// ---------------------------------------------------------------- iteration and length

/** The code points of a string (what Python indexes and counts). */
export function codePoints(s: string): string[] {
  return Array.from(s);
}

/** `len()` of a string in code points. */
export function strLen(s: string): number {
  return /[\uD800-\uDFFF]/.test(s) ? Array.from(s).length : s.length;
}

/** Python's `iter()` over a value, as a JS iterable. */
export function pyIter(v: Value): Iterable<Value> {
  if (Array.isArray(v)) return v;
  if (typeof v === "string") return codePoints(v);
  if (v instanceof Markup) return codePoints(v.s);
  if (v instanceof Map) return v.keys();
  if (v instanceof Undefined) return [];
  if (v instanceof DictView) return v.list();
  if (v instanceof PyIter) return { [Symbol.iterator]: () => v.it };
  const it = v !== null && typeof v === "object" ? (v as { pyIter?: () => Iterable<Value> }).pyIter : undefined;
  if (typeof it === "function") return it.call(v);
  throw pyError("TypeError", `'${typeName(v)}' object is not iterable`);
}

/** Whether `iter()` takes the value. */
export function isIterable(v: Value): boolean {
  try {
    pyIter(v);
    return true;
  } catch {
    return false;
  }
}

/** Python's `list()`. */
export function toList(v: Value): Value[] {
  return [...pyIter(v)];
}

/** Python's `len()`. */
export function pyLen(v: Value): number {
  if (typeof v === "string") return strLen(v);
  if (v instanceof Markup) return strLen(v.s);
  if (Array.isArray(v)) return v.length;
  if (v instanceof Map) return v.size;
  if (v instanceof Undefined) return 0;
  if (v instanceof DictView) return v.dict.size;
  const len = v !== null && typeof v === "object" ? (v as { pyLen?: () => number }).pyLen : undefined;
  if (typeof len === "function") return len.call(v);
  throw pyError("TypeError", `object of type '${typeName(v)}' has no len()`);
}

/** A plain JS value (a render variable) as a template value: objects become dicts. */
export function fromJs(v: unknown): Value {
  if (v === undefined) return new Undefined();
  if (typeof v === "function") return new Callable(v.name || "function", (args) => fromJs((v as (...a: unknown[]) => unknown)(...args)));
  if (v === null || typeof v !== "object") return v;
  const floats = WRITTEN_AS_FLOAT.get(v);
  if (Array.isArray(v)) return v.map((x, i) => (floats?.has(i) && typeof x === "number" ? mkFloat(x) : fromJs(x)));
  if (v instanceof Map || v instanceof Undefined || v instanceof PyFloat || v instanceof Markup || v instanceof Namespace || v instanceof Callable) return v;
  const map = new Map<Value, Value>();
  for (const [k, x] of Object.entries(v)) if (x !== undefined) map.set(k, floats?.has(k) && typeof x === "number" ? mkFloat(x) : fromJs(x));
  return map;
}

/**
 * The members of a plain object or array whose number the JSON text it came from wrote as a float
 * (`parseJsonAsPython`, below): `fromJs` makes a whole one a float, as Python's json.loads does.
 */
export const WRITTEN_AS_FLOAT = new WeakMap<object, Set<string | number>>();

// ---------------------------------------------------------------- calling conventions

/** A parameter without a default. */
export const REQUIRED = Symbol("required");
export type Params = [name: string, fallback: Value][];

/** Binds positional and keyword arguments to a Python signature, raising Python's TypeErrors. */
export function bindArgs(fname: string, params: Params, args: Args, kwargs: Kwargs): Value[] {
  if (args.length > params.length) throw pyError("TypeError", `${fname}() takes at most ${params.length} arguments (${args.length} given)`);
  const out = params.map(([name, fallback], i) => {
    if (i < args.length) {
      if (kwargs.has(name)) throw pyError("TypeError", `${fname}() got multiple values for argument '${name}'`);
      return args[i];
    }
    if (kwargs.has(name)) return kwargs.get(name);
    if (fallback === REQUIRED) throw pyError("TypeError", `${fname}() missing required argument: '${name}'`);
    return fallback;
  });
  for (const k of kwargs.keys()) if (!params.some(([n]) => n === k)) throw pyError("TypeError", `${fname}() got an unexpected keyword argument '${k}'`);
  return out;
}

export const NO_KWARGS: Kwargs = new Map();

/** What filters and tests call back into: other filters and tests by name (`map('upper')`, `select('odd')`). */
export interface Env {
  callFilter(name: string, value: Value, args: Args, kwargs: Kwargs): Value;
  callTest(name: string, value: Value, args: Args, kwargs: Kwargs): boolean;
  hasFilter(name: string): boolean;
  hasTest(name: string): boolean;
}

// ---------------------------------------------------------------- JSON text as Python reads it

// JSON text as Python's `json.loads` reads it, for a server to hand a request to a template: plain JS
// values, in which a whole number written as a float (`1.0`, `0.0`, `1e2`) is remembered as a float.
// JS has one number type, so `JSON.parse` makes `{"minimum": 0.0}` the int 0 and a template's
// `tools | tojson` then writes `0` where vLLM's (Python's) writes `0.0`: the prompt differs from the
// one the model was trained on. The values stay plain (the rest of a server uses them as JSON.parse
// gives them); only `fromJs`, the engine's door for render variables, reads the marks.

// A whole-number float literal: digits, a point and only zeros after it, or an exponent. Where the text
// has none (most requests), JSON.parse's values are already what Python's would be.
const WHOLE_FLOAT = /[0-9]\.0+(?![0-9])|[0-9][eE]/;

/** Parses JSON text (throwing JSON.parse's SyntaxError where it is not JSON), keeping floats' marks. */
export function parseJsonAsPython(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  if (!WHOLE_FLOAT.test(text)) return value;
  new Marker(text).value(value);
  return value;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Walks the text beside the value JSON.parse made of it (the text is valid JSON: only its shape is
 * read here), marking each number literal with a point or an exponent at its place in the value.
 */
class Marker {
  private at = 0;
  constructor(private readonly text: string) {}

  value(v: unknown): void {
    this.space();
    const c = this.text.charCodeAt(this.at);
    // An earlier value of a repeated key is not the one JSON.parse kept: it is read past on a stand-in.
    if (c === 0x7b /* { */) this.object(isRecord(v) ? v : {});
    else if (c === 0x5b /* [ */) this.array(Array.isArray(v) ? v : []);
    else if (c === 0x22 /* " */) this.string();
    else this.scalar();
  }

  private object(o: Record<string, unknown>): void {
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 0x7d) {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      const start = this.at;
      this.string();
      const raw = this.text.slice(start + 1, this.at - 1);
      const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
      this.space();
      this.at++; // :
      this.member(o, key, o[key]);
      this.space();
      if (this.text.charCodeAt(this.at++) === 0x7d) return;
    }
  }

  private array(a: unknown[]): void {
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 0x5d) {
      this.at++;
      return;
    }
    for (let i = 0; ; i++) {
      this.member(a, i, a[i]);
      this.space();
      if (this.text.charCodeAt(this.at++) === 0x5d) return;
    }
  }

  /** One member; a repeated key's earlier values are read past (JSON.parse keeps the last, as Python does). */
  private member(container: object, key: string | number, v: unknown): void {
    this.space();
    const start = this.at;
    this.value(v);
    if (typeof v !== "number") return;
    const marks = WRITTEN_AS_FLOAT.get(container);
    let float = false;
    for (let i = start; i < this.at && !float; i++) {
      const c = this.text.charCodeAt(i);
      float = c === 0x2e /* . */ || c === 0x65 /* e */ || c === 0x45; /* E */
    }
    if (float) {
      if (marks) marks.add(key);
      else WRITTEN_AS_FLOAT.set(container, new Set([key]));
    } else marks?.delete(key);
  }

  private string(): void {
    this.at++;
    for (;;) {
      const c = this.text.charCodeAt(this.at++);
      if (c === 0x5c /* \ */) this.at++;
      else if (c === 0x22) return;
    }
  }

  /** A number, true, false or null: up to the next delimiter. */
  private scalar(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (Number.isNaN(c) || c === 0x2c || c === 0x5d || c === 0x7d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) return;
      this.at++;
    }
  }

  private space(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.at);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      this.at++;
    }
  }
}
