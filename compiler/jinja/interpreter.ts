/**
 * The interpreter: renders a parsed template with Jinja2's semantics in the
 * environment transformers renders chat templates in (the globals `range`,
 * `dict`, `namespace`, `cycler`, `joiner`, `raise_exception`,
 * `strftime_now`; loop controls; `{% generation %}`).
 *
 * Scoping, as Jinja2's compiled code behaves: `set` binds in the innermost
 * scope; a `for` body is a fresh scope per iteration (what it sets is gone
 * after the iteration), as are macro calls, `with`, set/filter/call block
 * bodies; `if` opens none. Lookups go up the chain lexically, at the time of
 * the lookup (a macro sees what its defining scope holds when it is called),
 * except for the names passes.ts finds Jinja2 starts out Undefined in a
 * frame. Compiling runs Jinja2's compile-time passes (passes.ts) first.
 */
import { FILTERS } from "./filters.js";
import { normalizeSource } from "./lexer.js";
import type { Expr, Macro, Stmt } from "./nodes.js";
import { binop, callValue, compare, getAttr, getItem, negate, Slice } from "./operators.js";
import { parseTemplate } from "./parser.js";
import { globals, type RenderOptions } from "./globals.js";
import { analyzeScopes, checkNames, copyConst, fold, IMPOSSIBLE, undefinedAtEntry } from "./passes.js";
import { TESTS } from "./tests.js";
import {
  Callable,
  dictKey,
  fromJs,
  JinjaError,
  MISSING,
  Namespace,
  pyEq,
  pyError,
  pyStr,
  toList,
  truthy,
  tuple,
  typeName,
  Undefined,
  undefinedName,
  type Args,
  type Env,
  type Kwargs,
  type Value,
} from "./values.js";

class Scope {
  readonly vars = new Map<string, Value>();
  constructor(readonly parent: Scope | null) {}
  lookup(name: string): Value | typeof MISSING {
    for (let s: Scope | null = this; s; s = s.parent) if (s.vars.has(name)) return s.vars.get(name);
    return MISSING;
  }
}

type Signal = "break" | "continue" | null;

/** Jinja2's loop object (`loop.index`, `loop.last`, `loop.cycle(...)`, `loop(children)` in a recursive loop). */
class LoopContext {
  index0 = 0;
  private lastChanged: Value[] | null = null;
  constructor(
    private readonly items: Value[],
    private readonly depth0: number,
    private readonly recurse: ((iterable: Value) => string) | null,
  ) {}
  pyGetAttr(name: string): Value | typeof MISSING {
    const n = this.items.length;
    const i = this.index0;
    switch (name) {
      case "index":
        return i + 1;
      case "index0":
        return i;
      case "revindex":
        return n - i;
      case "revindex0":
        return n - i - 1;
      case "first":
        return i === 0;
      case "last":
        return i === n - 1;
      case "length":
        return n;
      case "depth":
        return this.depth0 + 1;
      case "depth0":
        return this.depth0;
      case "previtem":
        return i > 0 ? this.items[i - 1] : new Undefined("there is no previous item");
      case "nextitem":
        return i < n - 1 ? this.items[i + 1] : new Undefined("there is no next item");
      case "cycle":
        return new Callable("cycle", (args) => {
          if (args.length === 0) throw pyError("TypeError", "no items for cycling given");
          return args[i % args.length];
        });
      case "changed":
        return new Callable("changed", (args) => {
          if (this.lastChanged !== null && pyEq(tuple(this.lastChanged), tuple(args))) return false;
          this.lastChanged = args;
          return true;
        });
      default:
        return MISSING;
    }
  }
  pyLen(): number {
    return this.items.length;
  }
  pyCall(args: Args): Value {
    if (!this.recurse) throw pyError("TypeError", "The loop must have the 'recursive' marker to be called recursively.");
    return this.recurse(args[0]);
  }
  pyRepr(): string {
    return `<LoopContext ${this.index0 + 1}/${this.items.length}>`;
  }
}

/** Filters that take the render context, which Jinja2 never folds. */
const CONTEXT_FILTERS = new Set(["map", "select", "reject", "selectattr", "rejectattr", "random"]);

class Interpreter implements Env {
  /**
   * Evaluating as Jinja2's `as_const` does (its constant folding): names and calls are not constants, and a
   * slice goes through the sandbox's getitem (Undefined where it cannot slice) rather than Python's `obj[a:b]`.
   */
  constMode = false;

  constructor(private readonly options: RenderOptions) {}

  callFilter(name: string, value: Value, args: Args, kwargs: Kwargs): Value {
    const f = FILTERS[name];
    if (!f) throw pyError("TemplateRuntimeError", `No filter named '${name}' found.`);
    return f(this, value, args, kwargs);
  }
  callTest(name: string, value: Value, args: Args, kwargs: Kwargs): boolean {
    const t = TESTS[name];
    if (!t) throw pyError("TemplateRuntimeError", `No test named '${name}' found.`);
    return t(this, value, args, kwargs);
  }
  hasFilter(name: string): boolean {
    return name in FILTERS;
  }
  hasTest(name: string): boolean {
    return name in TESTS;
  }

  render(body: Stmt[], vars: Record<string, unknown>): string {
    // The context: the environment's globals, then the render variables over them.
    const context = new Scope(null);
    for (const [k, v] of globals(this.options)) context.vars.set(k, v);
    for (const [k, v] of Object.entries(vars)) if (v !== undefined) context.vars.set(k, fromJs(v));
    const out: string[] = [];
    this.exec(body, this.enter(context, body), out);
    return out.join("");
  }

  // ---------------------------------------------------------------- statements

  private exec(stmts: Stmt[], scope: Scope, out: string[]): Signal {
    for (const stmt of stmts) {
      let signal: Signal;
      try {
        signal = this.execOne(stmt, scope, out);
      } catch (e) {
        throw located(e, stmt.at);
      }
      if (signal) return signal;
    }
    return null;
  }

  private execOne(stmt: Stmt, scope: Scope, out: string[]): Signal {
    switch (stmt.kind) {
      case "output":
        for (const node of stmt.nodes) out.push(typeof node === "string" ? node : pyStr(this.eval(node, scope)));
        return null;
      case "if":
        if (truthy(this.eval(stmt.test, scope))) return this.exec(stmt.body, scope, out);
        for (const elif of stmt.elifs) if (truthy(this.eval(elif.test, scope))) return this.exec(elif.body, scope, out);
        return this.exec(stmt.else, scope, out);
      case "for":
        return this.loop(stmt, this.eval(stmt.iter, scope), scope, out, 0);
      case "set":
        this.assign(stmt.target, this.eval(stmt.value, scope), scope);
        return null;
      case "setblock": {
        const body = this.capture(stmt.body, scope);
        const value = stmt.filter ? this.applyFilter(stmt.filter, body, scope) : body;
        this.assign(stmt.target, value, scope);
        return null;
      }
      case "macro":
        scope.vars.set(stmt.macro.name, this.macro(stmt.macro, scope));
        return null;
      case "callblock": {
        const call = stmt.call as Expr & { kind: "call" };
        const [args, kwargs] = this.evalArgs(call.args, scope);
        kwargs.set("caller", this.macro(stmt.caller, scope));
        out.push(pyStr(callValue(this.eval(call.callee, scope), args, kwargs)));
        return null;
      }
      case "filterblock":
        out.push(pyStr(this.applyFilter(stmt.filter, this.capture(stmt.body, scope), scope)));
        return null;
      case "with": {
        const inner = this.enter(scope, stmt.body);
        const values = stmt.values.map((v) => this.eval(v, scope));
        stmt.targets.forEach((t, i) => this.assign(t, values[i], inner));
        return this.exec(stmt.body, inner, out);
      }
      case "scope":
        return this.exec(stmt.body, this.enter(scope, stmt.body), out);
      case "break":
      case "continue":
        return stmt.kind;
      case "unsupported":
        throw pyError("TypeError", `no loader for this environment specified ({% ${stmt.what} %} needs another template)`);
    }
  }

  /** A body rendered to a string in a scope of its own (set blocks, filter blocks). */
  private capture(body: Stmt[], scope: Scope): string {
    const out: string[] = [];
    this.exec(body, this.enter(scope, body), out);
    return out.join("");
  }

  /** A frame's scope: the names Jinja2 starts out undefined there shadow what lies outside (scopes.ts). */
  private enter(parent: Scope, frame: object): Scope {
    const s = new Scope(parent);
    for (const name of undefinedAtEntry(frame)) s.vars.set(name, undefinedName(name));
    return s;
  }

  /** Runs a loop; a `break`/`continue` in its `else` belongs to the enclosing loop, so it is returned. */
  private loop(stmt: Stmt & { kind: "for" }, iterable: Value, scope: Scope, out: string[], depth0: number): Signal {
    let items = toList(iterable);
    if (stmt.filter) {
      const test = stmt.filter;
      items = items.filter((item) => {
        const s = this.enter(scope, test);
        this.assign(stmt.target, item, s);
        return truthy(this.eval(test, s));
      });
    }
    if (items.length === 0) return this.exec(stmt.else, this.enter(scope, stmt.else), out);
    const recurse = stmt.recursive
      ? (inner: Value) => {
          const buffer: string[] = [];
          this.loop(stmt, inner, scope, buffer, depth0 + 1);
          return buffer.join("");
        }
      : null;
    const loop = new LoopContext(items, depth0, recurse);
    for (let i = 0; i < items.length; i++) {
      loop.index0 = i;
      const s = this.enter(scope, stmt.body);
      this.assign(stmt.target, items[i], s);
      s.vars.set("loop", loop);
      if (this.exec(stmt.body, s, out) === "break") break;
    }
    return null;
  }

  private assign(target: Expr, value: Value, scope: Scope): void {
    if (target.kind === "name") scope.vars.set(target.name, value);
    else if (target.kind === "nsref") {
      const ns = this.lookup(target.name, scope);
      if (!(ns instanceof Namespace)) throw pyError("TemplateRuntimeError", "cannot assign attribute on non-namespace object");
      ns.attrs.set(target.attr, value);
    } else if (target.kind === "tuple") {
      const items = toList(value);
      const n = target.items.length;
      if (items.length > n) throw pyError("ValueError", `too many values to unpack (expected ${n})`);
      if (items.length < n) throw pyError("ValueError", `not enough values to unpack (expected ${n}, got ${items.length})`);
      target.items.forEach((t, i) => this.assign(t, items[i], scope));
    } else throw pyError("TemplateSyntaxError", "cannot assign to this expression");
  }

  private lookup(name: string, scope: Scope): Value {
    const v = scope.lookup(name);
    return v === MISSING ? undefinedName(name) : v;
  }

  /** A macro as a callable closing over the scope it is defined in (Jinja2's `Macro.__call__` argument rules). */
  private macro(m: Macro, defScope: Scope): Callable {
    const n = m.params.length;
    return new Callable(
      m.name,
      (args, kwargs) => {
        const kw = new Map(kwargs);
        const values: (Value | typeof MISSING)[] = args.slice(0, n);
        let foundCaller = m.params.includes("caller");
        if (values.length !== n) {
          foundCaller = false;
          for (const name of m.params.slice(values.length)) {
            if (kw.has(name)) {
              values.push(kw.get(name));
              kw.delete(name);
            } else values.push(MISSING);
            if (name === "caller") foundCaller = true;
          }
        }
        const s = this.enter(defScope, m.body);
        if (m.caller && !foundCaller) {
          s.vars.set("caller", kw.has("caller") ? kw.get("caller") : new Undefined("No caller defined"));
          kw.delete("caller");
        }
        if (m.catchKwargs) s.vars.set("kwargs", new Map<Value, Value>(kw));
        else if (kw.size) {
          if (kw.has("caller")) throw pyError("TypeError", `macro '${m.name}' was invoked with two values for the special caller argument. This is most likely a bug.`);
          throw pyError("TypeError", `macro '${m.name}' takes no keyword argument '${[...kw.keys()][0]}'`);
        }
        if (m.catchVarargs) s.vars.set("varargs", tuple(args.slice(n)));
        else if (args.length > n) throw pyError("TypeError", `macro '${m.name}' takes not more than ${n} argument(s)`);
        m.params.forEach((p, i) => {
          if (values[i] !== MISSING) s.vars.set(p, values[i]);
        });
        const firstDefault = n - m.defaults.length;
        m.params.forEach((p, i) => {
          if (values[i] !== MISSING) return;
          s.vars.set(p, i >= firstDefault ? this.eval(m.defaults[i - firstDefault]!, s) : new Undefined(`parameter '${p}' was not provided`));
        });
        const out: string[] = [];
        this.exec(m.body, s, out);
        return out.join("");
      },
      `<Macro '${m.name}'>`,
    );
  }

  /** Jinja2's `as_const`: the expression's value, or IMPOSSIBLE (any failure is, as Jinja2 wraps them). */
  asConst(expr: Expr): Value | typeof IMPOSSIBLE {
    this.constMode = true;
    try {
      return this.evalOne(expr, new Scope(null));
    } catch {
      return IMPOSSIBLE;
    } finally {
      this.constMode = false;
    }
  }

  // ---------------------------------------------------------------- expressions

  private eval(expr: Expr, scope: Scope): Value {
    try {
      return this.evalOne(expr, scope);
    } catch (e) {
      throw located(e, expr.at);
    }
  }

  private evalOne(expr: Expr, scope: Scope): Value {
    switch (expr.kind) {
      case "const":
        return expr.fresh ? copyConst(expr.value) : expr.value;
      case "name":
        if (this.constMode) throw IMPOSSIBLE;
        return this.lookup(expr.name, scope);
      case "nsref":
        return getAttr(this.lookup(expr.name, scope), expr.attr);
      case "list":
        return expr.items.map((x) => this.eval(x, scope));
      case "tuple":
        return tuple(expr.items.map((x) => this.eval(x, scope)));
      case "dict": {
        const d = new Map<Value, Value>();
        for (const [k, v] of expr.pairs) d.set(dictKey(this.eval(k, scope)), this.eval(v, scope));
        return d;
      }
      case "getattr":
        return getAttr(this.eval(expr.object, scope), expr.attr);
      case "getitem": {
        const object = this.eval(expr.object, scope);
        const k = expr.key;
        const key =
          k.kind === "slice"
            ? new Slice(k.start ? this.eval(k.start, scope) : null, k.stop ? this.eval(k.stop, scope) : null, k.step ? this.eval(k.step, scope) : null)
            : this.eval(k, scope);
        return getItem(object, key, this.constMode);
      }
      case "slice":
        throw pyError("TemplateSyntaxError", "a slice outside a subscript");
      case "call": {
        if (this.constMode) throw IMPOSSIBLE;
        const callee = this.eval(expr.callee, scope);
        const [args, kwargs] = this.evalArgs(expr.args, scope);
        return callValue(callee, args, kwargs);
      }
      case "filter":
        if (this.constMode && (!expr.node || CONTEXT_FILTERS.has(expr.name) || !(expr.name in FILTERS))) throw IMPOSSIBLE;
        return this.applyFilter(expr, expr.node ? this.eval(expr.node, scope) : null, scope);
      case "test": {
        if (this.constMode && !(expr.name in TESTS)) throw IMPOSSIBLE;
        const value = this.eval(expr.node, scope);
        const [args, kwargs] = this.evalArgs(expr.args, scope);
        return this.callTest(expr.name, value, args, kwargs);
      }
      case "condexpr":
        if (truthy(this.eval(expr.test, scope))) return this.eval(expr.then, scope);
        if (!expr.else && this.constMode) throw IMPOSSIBLE;
        return expr.else ? this.eval(expr.else, scope) : new Undefined("the inline if-expression evaluated to false and no else section was defined.");
      case "and": {
        const left = this.eval(expr.left, scope);
        return truthy(left) ? this.eval(expr.right, scope) : left;
      }
      case "or": {
        const left = this.eval(expr.left, scope);
        return truthy(left) ? left : this.eval(expr.right, scope);
      }
      case "not":
        return !truthy(this.eval(expr.node, scope));
      case "neg":
        return negate(this.eval(expr.node, scope), "-");
      case "pos":
        return negate(this.eval(expr.node, scope), "+");
      case "binop":
        return binop(expr.op, this.eval(expr.left, scope), this.eval(expr.right, scope));
      case "compare": {
        let left = this.eval(expr.first, scope);
        for (const { op, expr: e } of expr.ops) {
          const right = this.eval(e, scope);
          if (!compare(op, left, right)) return false;
          left = right;
        }
        return true;
      }
      case "concat":
        return expr.items.map((x) => pyStr(this.eval(x, scope))).join("");
    }
  }

  private evalArgs(call: { args: Expr[]; kwargs: [string, Expr][]; dynArgs: Expr | null; dynKwargs: Expr | null }, scope: Scope): [Args, Kwargs] {
    const args = call.args.map((a) => this.eval(a, scope));
    const kwargs: Kwargs = new Map();
    for (const [k, v] of call.kwargs) kwargs.set(k, this.eval(v, scope));
    if (call.dynArgs) args.push(...toList(this.eval(call.dynArgs, scope)));
    if (call.dynKwargs) {
      const d = this.eval(call.dynKwargs, scope);
      if (!(d instanceof Map)) throw pyError("TypeError", `argument after ** must be a mapping, not ${typeName(d)}`);
      for (const [k, v] of d) kwargs.set(pyStr(k), v);
    }
    return [args, kwargs];
  }

  /** A filter (chain) applied to a value: a block's filters (`{% set x | trim | upper %}`) start from the block's text. */
  private applyFilter(filter: Expr, value: Value, scope: Scope): Value {
    const f = filter as Expr & { kind: "filter" };
    if (f.node && f.node.kind === "filter" && hasBlockInput(f.node)) value = this.applyFilter(f.node, value, scope);
    const [args, kwargs] = this.evalArgs(f.args, scope);
    return this.callFilter(f.name, value, args, kwargs);
  }
}

/** Whether a filter chain starts from a block's text (its innermost filter has no operand). */
function hasBlockInput(f: Expr): boolean {
  return f.kind === "filter" && (f.node === null || hasBlockInput(f.node));
}

/**
 * The error with the offset of the innermost construct that failed; a JS error (a bug of ours) becomes one
 * too. A stack overflow (a macro that calls itself without end) goes up as it is: this deep, making anything
 * (even a regex) may overflow again. The template's render makes it Python's RecursionError.
 */
function located(e: unknown, at: number): unknown {
  if (e instanceof Error && !(e instanceof JinjaError) && e.message.includes("Maximum call stack size exceeded")) return e;
  const err = e instanceof JinjaError ? e : new JinjaError("InternalError", e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  err.at ??= at;
  return err;
}

/** What a render or compile raises: a located error, a stack overflow as Python's RecursionError. */
function raised(e: unknown): JinjaError {
  const err = located(e, 0);
  return err instanceof JinjaError ? err : new JinjaError("RecursionError", "maximum recursion depth exceeded");
}

/** Line and column (1-based) of an offset in the normalised source, set on the error. */
function place(e: JinjaError, source: string): JinjaError {
  if (e.at !== undefined && e.line === undefined) {
    const before = source.slice(0, e.at);
    e.line = before.split("\n").length;
    e.column = e.at - before.lastIndexOf("\n");
  }
  return e;
}

export interface CompiledTemplate {
  render(vars: Record<string, unknown>): string;
  /** The string a top-level `{% set name = '…' %}` always gives `name`, where its value is a constant; else undefined. */
  setsConstant(name: string): string | undefined;
}

/** Parses and checks a template (a TemplateSyntaxError or TemplateAssertionError, with its line and column, if it fails). */
export function compileTemplate(input: string, options: RenderOptions): CompiledTemplate {
  const source = normalizeSource(input);
  let body: Stmt[];
  try {
    body = parseTemplate(input);
    checkNames(body);
    const folder = new Interpreter(options);
    fold(body, (e) => folder.asConst(e));
    analyzeScopes(body);
  } catch (e) {
    throw place(raised(e), source);
  }
  return {
    setsConstant(name) {
      let value: string | undefined;
      // Only statements at the top level run on every render; the last such `set` is what later text reads.
      for (const st of body) {
        if (st.kind !== "set" || st.target.kind !== "name" || st.target.name !== name) continue;
        value = st.value.kind === "const" && typeof st.value.value === "string" ? st.value.value : undefined;
      }
      return value;
    },
    render(vars) {
      try {
        return new Interpreter(options).render(body, vars);
      } catch (e) {
        throw place(raised(e), source);
      }
    },
  };
}
