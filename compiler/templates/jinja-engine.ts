/**
 * The Jinja engine chat templates are rendered with: `@huggingface/jinja`'s
 * parser and interpreter, with the Python Jinja2 behaviour real templates
 * rely on and that engine lacks (seen failing in shipped templates): integer
 * dict keys, `list.append`/`extend`/`pop`, `for a, b in` over tuples, the
 * `format` filter (`"%s" | format(x)`, Python's `%` formatting), `*` between
 * a string and an integer, `string` as Python's `str()`, and a `strftime_now` that knows every directive
 * Python's does (`%A` included). Semantics, not per-template fixes: each one is
 * what Jinja2 does for any template.
 */
import { Environment, Interpreter, parse, tokenize } from "@huggingface/jinja";

// The engine's value classes are not exported; their constructors are read
// off values the engine itself makes.
type Value = { type: string; value: any; builtins?: Map<string, Value> };
type ValueClass = new (value?: unknown) => Value;
type Node = { type: string; [key: string]: any };

const probe = new Environment();
for (const [name, v] of Object.entries({ s: "", n: null, a: [], o: {}, u: undefined, fn: () => 0 })) probe.set(name, v);
const classOf = (name: string) => (probe.lookupVariable(name) as unknown as Value).constructor as ValueClass;
const StringValue = classOf("s");
const NullValue = classOf("n");
const ArrayValue = classOf("a");
const ObjectValue = classOf("o");
const FunctionValue = classOf("fn");
const UndefinedValue = classOf("u");

/** The key values of a dict literal whose keys are not all strings, by the string the engine's Map holds. */
const dictKeys = new WeakMap<Value, Map<string, Value>>();

/** Python's `str()` of a value, as `%s` and `str` write it. */
function pyStr(v: Value): string {
  return v.type === "StringValue" ? v.value : pyRepr(v);
}

/** Python's `repr()` of a value: what `%r`, and `%s` inside containers, write. */
function pyRepr(v: Value): string {
  switch (v.type) {
    case "StringValue": {
      const s = v.value as string;
      const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
      const body = s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t");
      return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
    }
    case "IntegerValue":
      return String(v.value);
    case "FloatValue":
      return Number.isInteger(v.value) ? `${v.value}.0` : String(v.value);
    case "BooleanValue":
      return v.value ? "True" : "False";
    case "NullValue":
    case "UndefinedValue":
      return "None";
    case "ArrayValue":
      return `[${(v.value as Value[]).map(pyRepr).join(", ")}]`;
    case "TupleValue":
      return `(${(v.value as Value[]).map(pyRepr).join(", ")}${v.value.length === 1 ? "," : ""})`;
    default:
      if (v.value instanceof Map) {
        const keys = dictKeys.get(v);
        return `{${[...(v.value as Map<string, Value>)].map(([k, x]) => `${pyRepr(keys?.get(k) ?? new StringValue(k))}: ${pyRepr(x)}`).join(", ")}}`;
      }
      return String(v.value);
  }
}

/** Python's `format % args` for the directives templates use (%s %r %d %i %f %x %%, with flags and width). */
function percentFormat(format: string, args: Value[]): string {
  let next = 0;
  return format.replace(/%([-+ 0#]*)(\d*)(?:\.(\d+))?([srdifxXeEgG%])/g, (_whole, flags: string, width: string, precision: string | undefined, kind: string) => {
    if (kind === "%") return "%";
    const v = args[next++];
    if (v === undefined) throw new Error("not enough arguments for format string");
    let out: string;
    const n = Number(v.value);
    switch (kind) {
      case "s":
        out = pyStr(v);
        break;
      case "r":
        out = pyRepr(v);
        break;
      case "d":
      case "i":
        out = String(Math.trunc(n));
        break;
      case "x":
      case "X":
        out = Math.trunc(n).toString(16);
        if (kind === "X") out = out.toUpperCase();
        break;
      case "e":
      case "E":
        out = n.toExponential(precision === undefined ? 6 : Number(precision));
        out = out.replace(/e([+-])(\d)$/, "e$10$2");
        if (kind === "E") out = out.toUpperCase();
        break;
      case "g":
      case "G":
        out = String(Number(n.toPrecision(precision === undefined ? 6 : Math.max(1, Number(precision)))));
        break;
      default:
        out = n.toFixed(precision === undefined ? 6 : Number(precision));
    }
    if (flags.includes("+") && kind !== "s" && kind !== "r" && n >= 0) out = "+" + out;
    const w = width ? Number(width) : 0;
    if (out.length < w) out = flags.includes("-") ? out.padEnd(w) : flags.includes("0") && kind !== "s" ? out.padStart(w, "0") : out.padStart(w);
    return out;
  });
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Python's `datetime.now().strftime(format)` in the C locale. */
export function strftime(date: Date, format: string): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  const hour12 = date.getHours() % 12 || 12;
  const dayOfYear = Math.floor((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(date.getFullYear(), 0, 1)) / 86_400_000) + 1;
  const one: Record<string, () => string> = {
    a: () => DAYS[date.getDay()]!.slice(0, 3),
    A: () => DAYS[date.getDay()]!,
    w: () => String(date.getDay()),
    d: () => pad(date.getDate()),
    e: () => String(date.getDate()).padStart(2),
    b: () => MONTHS[date.getMonth()]!.slice(0, 3),
    h: () => MONTHS[date.getMonth()]!.slice(0, 3),
    B: () => MONTHS[date.getMonth()]!,
    m: () => pad(date.getMonth() + 1),
    y: () => pad(date.getFullYear() % 100),
    Y: () => String(date.getFullYear()),
    H: () => pad(date.getHours()),
    I: () => pad(hour12),
    p: () => (date.getHours() < 12 ? "AM" : "PM"),
    M: () => pad(date.getMinutes()),
    S: () => pad(date.getSeconds()),
    f: () => pad(date.getMilliseconds() * 1000, 6),
    j: () => pad(dayOfYear, 3),
    z: () => "",
    Z: () => "",
    "%": () => "%",
  };
  one.c = () => `${one.a!()} ${one.b!()} ${one.e!()} ${one.H!()}:${one.M!()}:${one.S!()} ${one.Y!()}`;
  one.x = () => `${one.m!()}/${one.d!()}/${one.y!()}`;
  one.X = () => `${one.H!()}:${one.M!()}:${one.S!()}`;
  one.D = one.x;
  one.F = () => `${one.Y!()}-${one.m!()}-${one.d!()}`;
  one.T = one.X;
  return format.replace(/%([a-zA-Z%])/g, (whole, d: string) => one[d]?.() ?? whole);
}

function compareKeys(a: Value, b: Value): number {
  if (typeof a.value === "number" && typeof b.value === "number") return a.value - b.value;
  return String(a.value) < String(b.value) ? -1 : String(a.value) > String(b.value) ? 1 : 0;
}

/** A dict literal with keys that are not strings: stored by their text, its keys, items and dictsort give the keys back. */
function mixedDict(entries: [Value, Value][]): Value {
  const map = new Map<string, Value>();
  const keys = new Map<string, Value>();
  for (const [k, v] of entries) {
    const text = String(k.value);
    map.set(text, v);
    keys.set(text, k);
  }
  const dict = new ObjectValue(map);
  dictKeys.set(dict, keys);
  const items = (sorted: boolean) => {
    const pairs = [...map].map(([k, v]) => [keys.get(k)!, v] as [Value, Value]);
    if (sorted) pairs.sort((x, y) => compareKeys(x[0], y[0]));
    return new ArrayValue(pairs.map((p) => new ArrayValue(p)));
  };
  const builtins = new Map(dict.builtins);
  builtins.set("items", new FunctionValue(() => items(false)));
  builtins.set("keys", new FunctionValue(() => new ArrayValue([...keys.values()])));
  builtins.set("dictsort", new FunctionValue(() => items(true)));
  builtins.set("get", new FunctionValue(([key, fallback]: Value[]) => map.get(String(key?.value)) ?? fallback ?? new NullValue(null)));
  Object.assign(dict, { _builtins: builtins, items: () => items(false), keys: () => new ArrayValue([...keys.values()]) });
  return dict;
}

/** The list methods templates call to build up state (`ns.ids.append(x)`), which mutate the list as Python's do. */
function listMethod(list: Value, name: string, args: Value[]): Value | undefined {
  const items = list.value as Value[];
  switch (name) {
    case "append":
      items.push(args[0] ?? new NullValue(null));
      return new NullValue(null);
    case "extend":
      items.push(...((args[0]?.value as Value[] | undefined) ?? []));
      return new NullValue(null);
    case "insert":
      items.splice(Number(args[0]?.value ?? 0), 0, args[1] ?? new NullValue(null));
      return new NullValue(null);
    case "pop": {
      const at = args[0] === undefined ? items.length - 1 : Number(args[0].value);
      const [out] = items.splice(at < 0 ? items.length + at : at, 1);
      if (out === undefined) throw new Error("pop from empty list");
      return out;
    }
    default:
      return undefined;
  }
}

/** The interpreter with Jinja2's behaviour where @huggingface/jinja's differs or is missing. */
// (typed here: the package's declarations import "../runtime" without an extension, which NodeNext does not follow)
const InterpreterBase = Interpreter as unknown as new (env: Environment) => { run(program: unknown): unknown };
class Jinja2Interpreter extends InterpreterBase {}
const base = Interpreter.prototype as unknown as Record<string, (this: Jinja2Interpreter, ...args: any[]) => Value>;
const ours = Jinja2Interpreter.prototype as unknown as Record<string, (this: Jinja2Interpreter, ...args: any[]) => Value>;
/** Evaluates a child node with this interpreter's rules (the overrides below included). */
const evaluate = (self: Jinja2Interpreter, node: Node, env: Environment) => ours.evaluate!.call(self, node, env);

ours.evaluate = function (node: Node | undefined, env: Environment): Value {
  if (node?.type === "Evaluated") return node.value as Value;
  if (node?.type === "ObjectLiteral") {
    const entries: [Value, Value][] = [...(node.value as Map<Node, Node>)].map(([k, v]) => [evaluate(this, k, env), evaluate(this, v, env)]);
    if (entries.some(([k]) => k.type !== "StringValue")) return mixedDict(entries);
  }
  // A tuple is a list to everything a template does with it (for a, b in …, indexing, length).
  if (node?.type === "TupleLiteral") return new ArrayValue((node.value as Node[]).map((x) => evaluate(this, x, env)));
  return base.evaluate!.call(this, node, env);
};

ours.evaluateMemberExpression = function (expr: Node, env: Environment): Value {
  if (expr.computed && expr.property.type !== "SliceExpression") {
    const object = evaluate(this, expr.object, env);
    const property = evaluate(this, expr.property, env);
    if (object.value instanceof Map && (property.type === "IntegerValue" || property.type === "FloatValue" || property.type === "BooleanValue")) {
      return (object.value as Map<string, Value>).get(String(property.value)) ?? new UndefinedValue();
    }
  }
  return base.evaluateMemberExpression!.call(this, expr, env);
};

ours.evaluateCallExpression = function (expr: Node, env: Environment): Value {
  const callee = expr.callee as Node;
  if (callee.type === "MemberExpression" && !callee.computed && ["append", "extend", "insert", "pop"].includes(callee.property.value)) {
    const list = evaluate(this, callee.object, env);
    if (list.type === "ArrayValue") {
      const args = (expr.args as Node[]).map((a) => evaluate(this, a, env));
      const out = listMethod(list, callee.property.value, args);
      if (out) return out;
    }
  }
  return base.evaluateCallExpression!.call(this, expr, env);
};

ours.applyFilter = function (operand: Value, filter: Node, env: Environment): Value {
  // Python's str(): True, None, {'k': 'v'} (the engine writes JSON for containers and fails on dicts).
  if (filter.type === "Identifier" && filter.value === "string") return new StringValue(pyStr(operand));
  if (filter.type === "CallExpression" && filter.callee.value === "format" && operand.type === "StringValue") {
    return new StringValue(
      percentFormat(
        operand.value,
        (filter.args as Node[]).map((a) => evaluate(this, a, env)),
      ),
    );
  }
  return base.applyFilter!.call(this, operand, filter, env);
};

ours.evaluateBinaryExpression = function (node: Node, env: Environment): Value {
  if (node.operator.value === "*" || node.operator.value === "%") {
    const left = evaluate(this, node.left, env);
    const right = evaluate(this, node.right, env);
    if (node.operator.value === "*") {
      if (left.type === "StringValue" && right.type === "IntegerValue") return new StringValue(left.value.repeat(Math.max(0, right.value)));
      if (left.type === "IntegerValue" && right.type === "StringValue") return new StringValue(right.value.repeat(Math.max(0, left.value)));
    } else if (left.type === "StringValue") {
      return new StringValue(percentFormat(left.value, right.type === "ArrayValue" ? right.value : [right]));
    }
    // Both sides are evaluated already: hand the engine literals of them.
    return base.evaluateBinaryExpression!.call(this, { ...node, left: literal(left), right: literal(right) }, env);
  }
  return base.evaluateBinaryExpression!.call(this, node, env);
};

/** A node the engine evaluates to this value again, so an operand is not evaluated twice. */
function literal(v: Value): Node {
  return { type: "Evaluated", value: v };
}

/** A parsed template, rendered with Jinja2's semantics as servers' `apply_chat_template` does. */
export interface JinjaTemplate {
  render(vars: Record<string, unknown>): string;
}

function range(start: number, stop?: number, step = 1): number[] {
  if (stop === undefined) [start, stop] = [0, start];
  if (step === 0) throw new Error("range() step must not be zero");
  const out: number[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

/** Parse a template as chat templates are parsed (trim_blocks and lstrip_blocks on); throws the engine's error. */
export function compileJinja(source: string): JinjaTemplate {
  const program = parse(tokenize(source, { lstrip_blocks: true, trim_blocks: true }));
  return {
    render(vars) {
      const env = new Environment();
      for (const [name, value] of Object.entries({ true: true, false: false, none: null, True: true, False: false, None: null })) env.set(name, value);
      env.set("raise_exception", (message: unknown) => {
        throw new Error(String(message));
      });
      env.set("range", range);
      env.set("strftime_now", (format: string) => strftime(new Date(), format));
      for (const [name, value] of Object.entries(vars)) env.set(name, value);
      return (new Jinja2Interpreter(env).run(program) as unknown as Value).value as string;
    },
  };
}
