/**
 * Python's string formatting: `str % args` (printf style, what the `format`
 * filter does), `str.format(...)` with the format-spec mini-language, and the
 * float conversions both share (`f`, `e`, `g`, rounding half to even on the
 * exact binary value as CPython does, where JS rounds ties up).
 *
 * And Python's `json.dumps`, as transformers' `tojson` filter calls it:
 * `json.dumps(x, ensure_ascii=False, indent=indent, separators=separators,
 * sort_keys=sort_keys)`. Python's spacing (", " and ": ", or "," with an
 * indent), float text (`repr`, `NaN`, `Infinity`), dict keys as strings,
 * tuples as arrays, and a TypeError for anything else (Undefined included).
 */
import {
  isFloat,
  isInt,
  isNumeric,
  isStr,
  isTuple,
  num,
  pyError,
  pyRepr,
  pyStr,
  text,
  typeName,
  Undefined,
  floatRepr,
  intStr,
  strLen,
  type Kwargs,
  type Value,
  Markup,
  pyCompare,
  PyFloat,
} from "./values.js";

/** `x.toFixed(digits)`, with an exact tie rounded to even as Python does. */
function toFixedPy(x: number, digits: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? "nan" : x > 0 ? "inf" : "-inf";
  if (Math.abs(x) >= 1e21) return BigInt(Math.round(x)).toString() + (digits > 0 ? "." + "0".repeat(digits) : "");
  let out = x.toFixed(digits);
  const exact = x.toFixed(Math.min(100, digits + 30));
  const tail = exact.slice(exact.length - 30);
  if (/^50*$/.test(tail)) {
    // A tie: toFixed rounded away from zero; Python keeps the even digit.
    const truncated = exact.slice(0, exact.length - 30).replace(/\.$/, "");
    const last = Number(truncated[truncated.length - 1]);
    if (last % 2 === 0) out = truncated;
  }
  return out;
}

/** `x.toExponential(digits)` with Python's two-digit exponent and ties to even. */
function toExponentialPy(x: number, digits: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? "nan" : x > 0 ? "inf" : "-inf";
  let out = x.toExponential(digits);
  const exact = x.toExponential(Math.min(100, digits + 30));
  const [mant] = exact.split("e") as [string];
  if (/50{29}$/.test(mant)) {
    const truncated = mant.slice(0, mant.length - 30).replace(/\.$/, "");
    if (Number(truncated[truncated.length - 1]) % 2 === 0) out = truncated + "e" + exact.split("e")[1];
  }
  return out.replace(/e([+-])(\d)$/, "e$10$2");
}

/** Python's `g` conversion: `precision` significant digits, fixed or exponent form, trailing zeros dropped unless `alt`. */
function generalFormat(x: number, precision: number, alt: boolean, upper = false): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? "nan" : x > 0 ? "inf" : "-inf";
  const p = precision === 0 ? 1 : precision;
  if (x === 0) return alt ? "0." + "0".repeat(p - 1) : Object.is(x, -0) ? "-0" : "0";
  const exp = Number(toExponentialPy(x, p - 1).split("e")[1]);
  let out: string;
  if (exp >= -4 && exp < p) {
    out = toFixedPy(x, p - 1 - exp);
    if (!alt && out.includes(".")) out = out.replace(/0+$/, "").replace(/\.$/, "");
  } else {
    out = toExponentialPy(x, p - 1);
    if (!alt) out = out.replace(/\.?0+e/, "e");
  }
  return upper ? out.toUpperCase() : out;
}

/** Python's `int()` of a number for the integer conversions. */
function asInt(v: Value, conversion: string): number {
  if (isNumeric(v)) return Math.trunc(num(v));
  if (v instanceof Undefined) v.fail();
  throw pyError("TypeError", `%${conversion} format: a real number is required, not ${typeName(v)}`);
}

function asNumber(v: Value, conversion: string): number {
  if (isNumeric(v)) return num(v);
  if (v instanceof Undefined) v.fail();
  throw pyError("TypeError", `%${conversion} format: a real number is required, not ${typeName(v)}`);
}

/** `format % args`: Python's printf-style formatting. */
export function percentFormat(format: string, args: Value): string {
  const positional = isTuple(args) ? args : [args];
  // Python takes any non-string object with __getitem__ as a mapping: it then allows unused arguments.
  const mappingLike =
    !isTuple(args) &&
    !isStr(args) &&
    (args instanceof Map || Array.isArray(args) || args instanceof Undefined || typeof (args as { pyGetItem?: unknown } | null)?.pyGetItem === "function");
  let next = 0;
  const take = (): Value => {
    if (next >= positional.length) throw pyError("TypeError", "not enough arguments for format string");
    return positional[next++];
  };
  let out = "";
  let i = 0;
  while (i < format.length) {
    const pct = format.indexOf("%", i);
    if (pct < 0) {
      out += format.slice(i);
      break;
    }
    out += format.slice(i, pct);
    i = pct + 1;
    let key: string | null = null;
    if (format[i] === "(") {
      let depth = 1;
      let j = i + 1;
      while (j < format.length && depth > 0) {
        if (format[j] === "(") depth++;
        else if (format[j] === ")") depth--;
        j++;
      }
      if (depth > 0) throw pyError("ValueError", "incomplete format key");
      key = format.slice(i + 1, j - 1);
      i = j;
    }
    let flags = "";
    while ("-+ #0".includes(format[i] ?? "x")) flags += format[i++];
    let width = 0;
    if (format[i] === "*") {
      width = asInt(take(), "*");
      i++;
    } else while (/\d/.test(format[i] ?? "")) width = width * 10 + Number(format[i++]);
    let precision: number | null = null;
    if (format[i] === ".") {
      i++;
      precision = 0;
      if (format[i] === "*") {
        precision = asInt(take(), "*");
        i++;
      } else while (/\d/.test(format[i] ?? "")) precision = precision * 10 + Number(format[i++]);
    }
    while ("hlL".includes(format[i] ?? "x")) i++;
    const conversion = format[i++];
    if (conversion === undefined) throw pyError("ValueError", "incomplete format");
    if (conversion === "%" && key === null) {
      out += "%";
      continue;
    }
    let value: Value;
    if (key !== null) {
      if (!(args instanceof Map)) throw pyError("TypeError", "format requires a mapping");
      if (!args.has(key)) throw pyError("KeyError", `'${key}'`);
      value = args.get(key);
    } else value = take();
    out += convert(value, conversion, flags, width, precision);
  }
  if (next < positional.length && !mappingLike) throw pyError("TypeError", "not all arguments converted during string formatting");
  return out;
}

function convert(v: Value, conversion: string, flags: string, width: number, precision: number | null): string {
  let body: string;
  let sign = "";
  let numeric = true;
  switch (conversion) {
    case "s":
    case "r":
    case "a":
      numeric = false;
      body = conversion === "s" ? pyStr(v) : pyRepr(v);
      if (precision !== null) body = Array.from(body).slice(0, precision).join("");
      break;
    case "c":
      numeric = false;
      body = isInt(v) ? String.fromCodePoint(v) : isStr(v) ? text(v) : "";
      break;
    case "d":
    case "i":
    case "u":
    case "o":
    case "x":
    case "X": {
      const n = asInt(v, conversion);
      const abs = Math.abs(n);
      sign = n < 0 ? "-" : "";
      const radix = conversion === "o" ? 8 : conversion === "x" || conversion === "X" ? 16 : 10;
      body = radix === 10 ? intStr(abs) : abs.toString(radix);
      if (precision !== null) body = body.padStart(precision, "0");
      if (flags.includes("#") && radix !== 10) body = (radix === 8 ? "0o" : "0x") + body;
      if (conversion === "X") body = body.toUpperCase();
      break;
    }
    case "e":
    case "E":
    case "f":
    case "F":
    case "g":
    case "G": {
      const n = asNumber(v, conversion);
      sign = n < 0 || Object.is(n, -0) ? "-" : "";
      const abs = Math.abs(n);
      const p = precision ?? 6;
      const lower = conversion.toLowerCase();
      body = lower === "f" ? toFixedPy(abs, p) : lower === "e" ? toExponentialPy(abs, p) : generalFormat(abs, p, flags.includes("#"));
      if (conversion === conversion.toUpperCase()) body = body.toUpperCase();
      break;
    }
    default:
      throw pyError("ValueError", `unsupported format character '${conversion}'`);
  }
  if (numeric && !sign) sign = flags.includes("+") ? "+" : flags.includes(" ") ? " " : "";
  const length = strLen(sign + body);
  if (length >= width) return sign + body;
  if (flags.includes("-")) return sign + body + " ".repeat(width - length);
  if (numeric && flags.includes("0")) return sign + "0".repeat(width - length) + body;
  return " ".repeat(width - length) + sign + body;
}

// ---------------------------------------------------------------- str.format

interface Spec {
  fill: string;
  align: string;
  sign: string;
  alt: boolean;
  zero: boolean;
  width: number;
  grouping: string;
  precision: number | null;
  type: string;
}

function parseSpec(spec: string): Spec {
  const m = /^(?:(.)?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([bcdeEfFgGnosxX%])?$/su.exec(spec);
  if (!m) throw pyError("ValueError", "Invalid format specifier");
  return {
    fill: m[1] ?? (m[6] && !m[2] ? "0" : " "),
    align: m[2] ?? (m[6] ? "=" : ""),
    sign: m[3] ?? "-",
    alt: m[5] !== undefined,
    zero: m[6] !== undefined,
    width: m[7] ? Number(m[7]) : 0,
    grouping: m[8] ?? "",
    precision: m[9] !== undefined ? Number(m[9]) : null,
    type: m[10] ?? "",
  };
}

function group(digits: string, sep: string): string {
  if (!sep) return digits;
  const [whole, frac] = digits.split(".") as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

function pad(body: string, sign: string, spec: Spec, defaultAlign: string): string {
  const align = spec.align || defaultAlign;
  const length = strLen(sign + body);
  if (length >= spec.width) return sign + body;
  const fill = spec.fill.repeat(spec.width - length);
  if (align === "<") return sign + body + fill;
  if (align === ">") return fill + sign + body;
  if (align === "=") return sign + fill + body;
  const left = Math.floor((spec.width - length) / 2);
  return spec.fill.repeat(left) + sign + body + spec.fill.repeat(spec.width - length - left);
}

/** Python's `format(value, spec)`. */
function formatValue(v: Value, specText: string): string {
  if (specText === "") return pyStr(v);
  const spec = parseSpec(specText);
  if (isStr(v)) {
    if (spec.type && spec.type !== "s") throw pyError("ValueError", `Unknown format code '${spec.type}' for object of type 'str'`);
    let s = text(v);
    if (spec.precision !== null) s = Array.from(s).slice(0, spec.precision).join("");
    return pad(s, "", spec, "<");
  }
  if (!isNumeric(v)) throw pyError("TypeError", `unsupported format string passed to ${typeName(v)}.__format__`);
  const n = num(v);
  const t = spec.type;
  const floatValue = isFloat(v);
  let body: string;
  if (t === "" ? !floatValue : "bcdoxXn".includes(t)) {
    if (floatValue) throw pyError("ValueError", `Unknown format code '${t}' for object of type 'float'`);
    const abs = Math.abs(n);
    if (t === "c") body = String.fromCodePoint(abs);
    else {
      body = t === "b" ? abs.toString(2) : t === "o" ? abs.toString(8) : t === "x" || t === "X" ? abs.toString(16) : intStr(abs);
      if (t === "X") body = body.toUpperCase();
      if (spec.alt && "boxX".includes(t)) body = `0${t}` + body;
      body = group(body, spec.grouping);
    }
  } else if (t === "" || "eEfFgG%".includes(t)) {
    const abs = Math.abs(n);
    if (t === "f" || t === "F") body = toFixedPy(abs, spec.precision ?? 6);
    else if (t === "e" || t === "E") body = toExponentialPy(abs, spec.precision ?? 6);
    else if (t === "g" || t === "G") body = generalFormat(abs, spec.precision ?? 6, spec.alt);
    else if (t === "%") body = toFixedPy(abs * 100, spec.precision ?? 6) + "%";
    else if (spec.precision === null) body = floatRepr(abs);
    else {
      body = generalFormat(abs, spec.precision, spec.alt);
      if (!/[.e]/.test(body) && Number.isFinite(abs)) body += ".0";
    }
    if (t !== "" && t !== "%" && t === t.toUpperCase()) body = body.toUpperCase();
    body = group(body, spec.grouping);
  } else throw pyError("ValueError", `Unknown format code '${t}' for object of type '${typeName(v)}'`);
  const negative = n < 0 || Object.is(n, -0);
  const sign = negative ? "-" : spec.sign === "+" ? "+" : spec.sign === " " ? " " : "";
  return pad(body, sign, spec, ">");
}

/**
 * How a replacement field's `.name` and `[key]` are looked up: the sandbox's own lookups, passed in
 * by the caller because those lookups reach `str.format` again (a string's methods), which would
 * make this module and the operators import each other.
 */
export interface FieldLookup {
  attr(value: Value, name: string): Value;
  item(value: Value, key: Value): Value;
}

/** `format.format(*args, **kwargs)`: Python's `str.format`, with attribute and item lookups done as the sandbox does them. */
export function strFormat(format: string, args: Value[], kwargs: Kwargs, lookup: FieldLookup): string {
  let auto = 0;
  let manual = false;
  const field = (name: string, conversion: string, spec: string): string => {
    const m = /^([^.[]*)(.*)$/s.exec(name)!;
    let first = m[1]!;
    let value: Value;
    if (first === "") {
      if (manual) throw pyError("ValueError", "cannot switch from manual field specification to automatic field numbering");
      first = String(auto++);
    } else if (/^\d+$/.test(first)) manual = true;
    if (/^\d+$/.test(first)) {
      const index = Number(first);
      if (index >= args.length) throw pyError("IndexError", `Replacement index ${index} out of range for positional args tuple`);
      value = args[index];
    } else {
      if (!kwargs.has(first)) throw pyError("KeyError", `'${first}'`);
      value = kwargs.get(first);
    }
    let rest = m[2]!;
    while (rest) {
      const attr = /^\.([^.[]+)/.exec(rest);
      if (attr) {
        value = lookup.attr(value, attr[1]!);
        rest = rest.slice(attr[0].length);
        continue;
      }
      const item = /^\[([^\]]+)\]/.exec(rest);
      if (!item) throw pyError("ValueError", "Only '.' or '[' may follow ']' in format field specifier");
      value = lookup.item(value, /^\d+$/.test(item[1]!) ? Number(item[1]) : item[1]);
      rest = rest.slice(item[0].length);
    }
    if (conversion === "r" || conversion === "a") value = pyRepr(value);
    else if (conversion === "s") value = pyStr(value);
    else if (conversion) throw pyError("ValueError", `Unknown conversion specifier ${conversion}`);
    return formatValue(value, spec);
  };
  let out = "";
  let i = 0;
  while (i < format.length) {
    const ch = format[i]!;
    if (ch === "}") {
      if (format[i + 1] !== "}") throw pyError("ValueError", "Single '}' encountered in format string");
      out += "}";
      i += 2;
      continue;
    }
    if (ch !== "{") {
      out += ch;
      i++;
      continue;
    }
    if (format[i + 1] === "{") {
      out += "{";
      i += 2;
      continue;
    }
    let depth = 1;
    let j = i + 1;
    while (j < format.length && depth > 0) {
      if (format[j] === "{") depth++;
      else if (format[j] === "}") depth--;
      j++;
    }
    if (depth > 0) throw pyError("ValueError", "expected '}' before end of string");
    const inner = format.slice(i + 1, j - 1);
    const m = /^([^!:]*)(?:!([^:]*))?(?::(.*))?$/s.exec(inner)!;
    // A spec may hold replacement fields of its own ({:{width}}).
    const spec = (m[3] ?? "").replace(/\{([^{}]*)\}/g, (_w, name: string) => field(name, "", ""));
    out += field(m[1]!, m[2] ?? "", spec);
    i = j;
  }
  return out;
}

// Python's `json.dumps`
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
