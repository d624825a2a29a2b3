/**
 * Jinja2's tests (`x is defined`, `x is string`, `x is divisibleby 3`, the
 * comparison aliases `eq`/`equalto`/`gt`/…), with Python's answers:
 * `sequence` is true for strings, dicts and Undefined, `number` for booleans,
 * `integer` not for booleans, `callable` for Undefined, `odd` raises on a
 * string.
 */
import { binop, compare, contains } from "./operators.js";
import {
  bindArgs,
  Callable,
  isFloat,
  isInt,
  isIterable,
  isNumeric,
  isStr,
  Markup,
  pyEq,
  pyLen,
  pyStr,
  REQUIRED,
  Undefined,
  type Args,
  type Env,
  type Kwargs,
  type Value,
} from "./values.js";

export type Test = (env: Env, value: Value, args: Args, kwargs: Kwargs) => boolean;

/** A test of the value alone. */
const unary =
  (name: string, f: (v: Value) => boolean): Test =>
  (_env, v, args, kwargs) => {
    bindArgs(name, [], args, kwargs);
    return f(v);
  };

/** A test of the value and one argument. */
const binary =
  (name: string, param: string, f: (v: Value, other: Value) => boolean): Test =>
  (_env, v, args, kwargs) =>
    f(v, bindArgs(name, [[param, REQUIRED]], args, kwargs)[0]);

const isCased = (ch: string) => ch.toLowerCase() !== ch.toUpperCase();

export const TESTS: Record<string, Test> = {
  odd: unary("odd", (v) => pyEq(binop("%", v, 2), 1)),
  even: unary("even", (v) => pyEq(binop("%", v, 2), 0)),
  divisibleby: binary("divisibleby", "num", (v, n) => pyEq(binop("%", v, n), 0)),
  defined: unary("defined", (v) => !(v instanceof Undefined)),
  undefined: unary("undefined", (v) => v instanceof Undefined),
  filter: (env, v) => isStr(v) && env.hasFilter(pyStr(v)),
  test: (env, v) => isStr(v) && env.hasTest(pyStr(v)),
  none: unary("none", (v) => v === null),
  boolean: unary("boolean", (v) => typeof v === "boolean"),
  false: unary("false", (v) => v === false),
  true: unary("true", (v) => v === true),
  integer: unary("integer", (v) => isInt(v)),
  float: unary("float", (v) => isFloat(v)),
  lower: unary("lower", (v) => {
    const s = pyStr(v);
    return [...s].some(isCased) && s === s.toLowerCase();
  }),
  upper: unary("upper", (v) => {
    const s = pyStr(v);
    return [...s].some(isCased) && s === s.toUpperCase();
  }),
  string: unary("string", isStr),
  mapping: unary("mapping", (v) => v instanceof Map),
  number: unary("number", isNumeric),
  sequence: unary("sequence", (v) => {
    if (isStr(v) || Array.isArray(v) || v instanceof Map || v instanceof Undefined) return true;
    try {
      pyLen(v);
    } catch {
      return false;
    }
    return typeof (v as { pyGetItem?: unknown }).pyGetItem === "function";
  }),
  sameas: binary("sameas", "other", (v, other) => v === other),
  iterable: unary("iterable", isIterable),
  callable: unary("callable", (v) => v instanceof Callable || v instanceof Undefined || typeof (v as { pyCall?: unknown } | null)?.pyCall === "function"),
  escaped: unary("escaped", (v) => v instanceof Markup),
  in: binary("in", "seq", (v, seq) => contains(seq, v)),
};

for (const [names, op] of [
  [["==", "eq", "equalto"], "eq"],
  [["!=", "ne"], "ne"],
  [[">", "gt", "greaterthan"], "gt"],
  [[">=", "ge"], "gteq"],
  [["<", "lt", "lessthan"], "lt"],
  [["<=", "le"], "lteq"],
] as const) {
  for (const name of names) TESTS[name] = binary(name, "b", (v, other) => compare(op, v, other));
}
