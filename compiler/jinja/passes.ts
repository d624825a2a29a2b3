/**
 * The passes Jinja2's compiler makes over a template before rendering, whose
 * effects a template can see:
 *
 * - names: a filter or test it does not know fails the template at compile
 *   time, unless it stands only in `if` bodies and conditional expressions
 *   (where it fails when reached);
 * - folding: an expression whose value is known before rendering is replaced
 *   by that value, which differs from rendering it where slicing what cannot
 *   be sliced (Undefined when folded, a TypeError when rendered);
 * - symbols (Jinja2's `idtracking`): which names start out Undefined in each
 *   frame. Jinja2 compiles each frame (the template, a loop body, a macro
 *   body, a set/filter/call block, `with`) to Python locals. A name a frame
 *   assigns unconditionally, before reading it at that level, and that no
 *   enclosing frame refers to, starts out undefined: a loop or macro that
 *   reads it before the assignment sees Undefined, not the render variable of
 *   that name. Every other read is what looking the name up the scope chain
 *   gives (the interpreter's lookup). Names assigned only inside `if`
 *   branches resolve from outside, as Jinja2's `branch_update` makes them.
 */
import { FILTERS } from "./filters.js";
import { PyRange } from "./globals.js";
import type { CallArgs, Expr, Macro, Stmt } from "./nodes.js";
import { TESTS } from "./tests.js";
import { FIELDS, isTuple, JinjaError, Markup, PyFloat, pyStr, tuple, type Value } from "./values.js";

/** What Jinja2's `as_const` gives where it cannot evaluate an expression before rendering. */
export const IMPOSSIBLE = Symbol("impossible");

/**
 * Jinja2's compile-time checks: a filter or test name it does not know fails, outside `if` bodies and
 * `x if c else y`; `break` and `continue` outside a loop (a macro body is a function of its own) fail too.
 */
export function checkNames(stmts: Stmt[]): void {
  let inLoop = false;
  const expr = (e: Expr | null | undefined, soft: boolean): void => {
    if (!e) return;
    switch (e.kind) {
      case "filter":
        if (!soft && !(e.name in FILTERS)) throw compileError(`No filter named '${e.name}'.`, e.at);
        expr(e.node, soft);
        args(e.args, soft);
        return;
      case "test":
        if (!soft && !(e.name in TESTS)) throw compileError(`No test named '${e.name}'.`, e.at);
        expr(e.node, soft);
        args(e.args, soft);
        return;
      case "condexpr":
        expr(e.test, true);
        expr(e.then, true);
        expr(e.else, true);
        return;
      case "list":
      case "tuple":
      case "concat":
        e.items.forEach((x) => expr(x, soft));
        return;
      case "dict":
        e.pairs.forEach(([k, v]) => (expr(k, soft), expr(v, soft)));
        return;
      case "getattr":
        expr(e.object, soft);
        return;
      case "getitem":
        expr(e.object, soft);
        expr(e.key, soft);
        return;
      case "slice":
        expr(e.start, soft);
        expr(e.stop, soft);
        expr(e.step, soft);
        return;
      case "call":
        expr(e.callee, soft);
        args(e.args, soft);
        return;
      case "and":
      case "or":
      case "binop":
        expr(e.left, soft);
        expr(e.right, soft);
        return;
      case "not":
      case "neg":
      case "pos":
        expr(e.node, soft);
        return;
      case "compare":
        expr(e.first, soft);
        e.ops.forEach((o) => expr(o.expr, soft));
        return;
      default:
        return;
    }
  };
  const args = (a: { args: Expr[]; kwargs: [string, Expr][]; dynArgs: Expr | null; dynKwargs: Expr | null }, soft: boolean) => {
    a.args.forEach((x) => expr(x, soft));
    a.kwargs.forEach(([, x]) => expr(x, soft));
    expr(a.dynArgs, soft);
    expr(a.dynKwargs, soft);
  };
  const macro = (m: Macro) => {
    m.defaults.forEach((d) => expr(d, false));
    const outer = inLoop;
    inLoop = false;
    body(m.body, false);
    inLoop = outer;
  };
  const body = (list: Stmt[], soft: boolean): void => {
    for (const s of list) {
      switch (s.kind) {
        case "output":
          s.nodes.forEach((n) => typeof n !== "string" && expr(n, soft));
          break;
        case "if":
          expr(s.test, true);
          body(s.body, true);
          s.elifs.forEach((e) => (expr(e.test, true), body(e.body, true)));
          body(s.else, true);
          break;
        case "for": {
          expr(s.iter, soft);
          expr(s.filter, false);
          const outer = inLoop;
          inLoop = true;
          body(s.body, false);
          inLoop = outer;
          body(s.else, false);
          break;
        }
        case "break":
        case "continue":
          if (!inLoop) throw compileError(`'${s.kind}' outside loop`, s.at);
          break;
        case "set":
          expr(s.value, soft);
          break;
        case "setblock":
          expr(s.filter, false);
          body(s.body, false);
          break;
        case "macro":
          macro(s.macro);
          break;
        case "callblock":
          expr(s.call, soft);
          macro(s.caller);
          break;
        case "filterblock":
          expr(s.filter, false);
          body(s.body, false);
          break;
        case "with":
          s.values.forEach((v) => expr(v, soft));
          body(s.body, false);
          break;
        case "scope": {
          const outer = inLoop;
          inLoop = false;
          body(s.body, false);
          inLoop = outer;
          break;
        }
        default:
          break;
      }
    }
  };
  body(stmts, false);
}

function compileError(message: string, at: number): JinjaError {
  const e = new JinjaError("TemplateAssertionError", message);
  e.at = at;
  return e;
}

/** Values Jinja2 can write back as Python source (`has_safe_repr`): only those fold into constants. */
function safeRepr(v: Value): boolean {
  if (v === null || typeof v === "boolean" || typeof v === "number" || typeof v === "string" || v instanceof PyFloat || v instanceof Markup || v instanceof PyRange) return true;
  if (Array.isArray(v)) return !FIELDS.has(v) && v.every(safeRepr);
  if (v instanceof Map) return [...v].every(([k, x]) => safeRepr(k) && safeRepr(x));
  return false;
}

/** A folded constant is rebuilt at each evaluation, as Jinja2's generated code rebuilds it from its repr. */
export function copyConst(v: Value): Value {
  if (Array.isArray(v)) return isTuple(v) ? tuple(v.map(copyConst)) : v.map(copyConst);
  if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, copyConst(x)]));
  return v;
}

/**
 * Jinja2's optimizer: an expression whose value is known before rendering is replaced by that value (when
 * it can be written as Python source), else its parts are tried; a printed expression is folded to its
 * text whatever its value. It matters where constant evaluation differs from rendering: slicing what
 * cannot be sliced is Undefined when folded and a TypeError when rendered.
 */
export function fold(stmts: Stmt[], asConst: (e: Expr) => Value): void {
  const expr = <E extends Expr | null>(e: E): E => {
    if (e === null || e.kind === "const") return e;
    const v = asConst(e);
    if (v !== IMPOSSIBLE && safeRepr(v)) return { kind: "const", at: e.at, value: v, fresh: Array.isArray(v) || v instanceof Map } as E;
    return foldParts(e);
  };
  const args = (a: CallArgs): CallArgs => ({ args: a.args.map(expr), kwargs: a.kwargs.map(([k, v]) => [k, expr(v)]), dynArgs: expr(a.dynArgs), dynKwargs: expr(a.dynKwargs) });
  const foldParts = <E extends Expr>(e: E): E => {
    const x = e as Expr;
    switch (x.kind) {
      case "list":
      case "tuple":
      case "concat":
        return { ...x, items: x.items.map(expr) } as E;
      case "dict":
        return { ...x, pairs: x.pairs.map(([k, v]) => [expr(k), expr(v)]) } as E;
      case "getattr":
        return { ...x, object: expr(x.object) } as E;
      case "getitem":
        return { ...x, object: expr(x.object), key: x.key.kind === "slice" ? foldParts(x.key) : expr(x.key) } as E;
      case "slice":
        return { ...x, start: expr(x.start), stop: expr(x.stop), step: expr(x.step) } as E;
      case "call":
        return { ...x, callee: expr(x.callee), args: args(x.args) } as E;
      case "filter":
        return { ...x, node: expr(x.node), args: args(x.args) } as E;
      case "test":
        return { ...x, node: expr(x.node), args: args(x.args) } as E;
      case "condexpr":
        return { ...x, test: expr(x.test), then: expr(x.then), else: expr(x.else) } as E;
      case "and":
      case "or":
      case "binop":
        return { ...x, left: expr(x.left), right: expr(x.right) } as E;
      case "not":
      case "neg":
      case "pos":
        return { ...x, node: expr(x.node) } as E;
      case "compare":
        return { ...x, first: expr(x.first), ops: x.ops.map((o) => ({ op: o.op, expr: expr(o.expr) })) } as E;
      default:
        return e;
    }
  };
  const macro = (m: Macro) => {
    m.defaults = m.defaults.map(expr);
    body(m.body);
  };
  const body = (list: Stmt[]): void => {
    for (const s of list) {
      switch (s.kind) {
        case "output":
          s.nodes = s.nodes.map((n) => {
            if (typeof n === "string") return n;
            const v = asConst(n);
            return v === IMPOSSIBLE ? expr(n) : pyStr(v);
          });
          break;
        case "if":
          s.test = expr(s.test);
          body(s.body);
          for (const e of s.elifs) {
            e.test = expr(e.test);
            body(e.body);
          }
          body(s.else);
          break;
        case "for":
          s.iter = expr(s.iter);
          s.filter = expr(s.filter);
          body(s.body);
          body(s.else);
          break;
        case "set":
          s.value = expr(s.value);
          break;
        case "setblock":
          s.filter = s.filter && foldParts(s.filter);
          body(s.body);
          break;
        case "macro":
          macro(s.macro);
          break;
        case "callblock":
          s.call = foldParts(s.call);
          macro(s.caller);
          break;
        case "filterblock":
          s.filter = foldParts(s.filter);
          body(s.body);
          break;
        case "with":
          s.values = s.values.map(expr);
          body(s.body);
          break;
        case "scope":
          body(s.body);
          break;
        default:
          break;
      }
    }
  };
  body(stmts);
}

// ---------------------------------------------------------------- symbols

type Load = "param" | "resolve" | "alias" | "undefined";

/** Jinja2's `Symbols` of one frame: how each name it refers to is first loaded. */
class Symbols {
  refs = new Map<string, Load>();
  stores = new Set<string>();
  constructor(readonly parent: Symbols | null) {}

  findRef(name: string): boolean {
    return this.refs.has(name) || (this.parent?.findRef(name) ?? false);
  }
  store(name: string): void {
    this.stores.add(name);
    if (!this.refs.has(name)) this.refs.set(name, this.parent?.findRef(name) ? "alias" : "undefined");
  }
  param(name: string): void {
    this.stores.add(name);
    this.refs.set(name, "param");
  }
  load(name: string): void {
    if (!this.findRef(name)) this.refs.set(name, "resolve");
  }
  copy(): Symbols {
    const s = new Symbols(this.parent);
    s.refs = new Map(this.refs);
    s.stores = new Set(this.stores);
    return s;
  }
  /** Names stored in some branches of an `if` load from outside the frame (or the context). */
  branchUpdate(branches: Symbols[]): void {
    const stored = new Set<string>();
    for (const b of branches) for (const n of b.stores) if (!this.stores.has(n)) stored.add(n);
    for (const b of branches) {
      for (const [n, l] of b.refs) this.refs.set(n, l);
      for (const n of b.stores) this.stores.add(n);
    }
    for (const n of stored) this.refs.set(n, this.parent?.findRef(n) ? "alias" : "resolve");
  }
}

/** The names each frame (keyed by its body, or a loop's filter) marks Undefined on entry. */
const UNDEFINED_AT_ENTRY = new WeakMap<object, string[]>();

export function undefinedAtEntry(frame: object): readonly string[] {
  return UNDEFINED_AT_ENTRY.get(frame) ?? [];
}

function loads(e: Expr | null | undefined, sym: Symbols): void {
  if (!e) return;
  if (e.kind === "name" || e.kind === "nsref") {
    sym.load(e.name);
    return;
  }
  for (const v of Object.values(e)) {
    if (Array.isArray(v)) v.forEach((x) => visitPart(x, sym));
    else visitPart(v, sym);
  }
}

/** An expression, a [key, value] pair, a comparison operand or call arguments inside an expression. */
function visitPart(x: unknown, sym: Symbols): void {
  if (x === null || typeof x !== "object") return;
  if (Array.isArray(x)) {
    x.forEach((y) => visitPart(y, sym));
    return;
  }
  if ("kind" in x) loads(x as Expr, sym);
  else for (const v of Object.values(x)) visitPart(v, sym);
}

function stores(target: Expr, sym: Symbols): void {
  if (target.kind === "name") sym.store(target.name);
  else if (target.kind === "nsref") sym.load(target.name);
  else if (target.kind === "tuple") target.items.forEach((t) => stores(t, sym));
}

function params(target: Expr, sym: Symbols): void {
  if (target.kind === "name") sym.param(target.name);
  else if (target.kind === "tuple") target.items.forEach((t) => params(t, sym));
}

/** Jinja2's FrameSymbolVisitor: what a frame's own statements load and store (child frames' headers only). */
function visit(stmts: Stmt[], sym: Symbols): void {
  for (const s of stmts) {
    switch (s.kind) {
      case "output":
        s.nodes.forEach((n) => typeof n !== "string" && loads(n, sym));
        break;
      case "if": {
        loads(s.test, sym);
        const body = sym.copy();
        visit(s.body, body);
        const elifs = sym.copy();
        for (const e of s.elifs) {
          loads(e.test, elifs);
          const inner = elifs.copy();
          visit(e.body, inner);
          elifs.branchUpdate([inner]);
        }
        const els = sym.copy();
        visit(s.else, els);
        sym.branchUpdate([body, elifs, els]);
        break;
      }
      case "for":
        loads(s.iter, sym);
        break;
      case "set":
        loads(s.value, sym);
        stores(s.target, sym);
        break;
      case "setblock":
        stores(s.target, sym);
        break;
      case "macro":
        sym.store(s.macro.name);
        break;
      case "callblock":
        loads(s.call, sym);
        break;
      case "filterblock":
        loads(s.filter, sym);
        break;
      case "with":
        s.values.forEach((v) => loads(v, sym));
        break;
      default:
        break;
    }
  }
}

/** Analyses one frame and, within it, every frame it holds. */
function frame(key: object, parent: Symbols | null, fill: (sym: Symbols) => void, content: Stmt[]): void {
  const sym = new Symbols(parent);
  fill(sym);
  const undef = [...sym.refs].filter(([, l]) => l === "undefined").map(([n]) => n);
  if (undef.length) UNDEFINED_AT_ENTRY.set(key, undef);
  children(content, sym);
}

function macroFrame(m: Macro, parent: Symbols): void {
  frame(
    m.body,
    parent,
    (sym) => {
      m.params.forEach((p) => sym.param(p));
      m.defaults.forEach((d) => loads(d, sym));
      visit(m.body, sym);
      if (m.caller) sym.param("caller");
      if (m.catchKwargs) sym.param("kwargs");
      if (m.catchVarargs) sym.param("varargs");
    },
    m.body,
  );
}

/** The child frames among a frame's statements (if branches belong to the frame itself). */
function children(stmts: Stmt[], sym: Symbols): void {
  for (const s of stmts) {
    switch (s.kind) {
      case "if":
        children(s.body, sym);
        s.elifs.forEach((e) => children(e.body, sym));
        children(s.else, sym);
        break;
      case "for": {
        frame(
          s.body,
          sym,
          (f) => {
            params(s.target, f);
            f.param("loop");
            visit(s.body, f);
          },
          s.body,
        );
        frame(s.else, sym, (f) => visit(s.else, f), s.else);
        const test = s.filter;
        if (test)
          frame(
            test,
            sym,
            (f) => {
              params(s.target, f);
              loads(test, f);
            },
            [],
          );
        break;
      }
      case "macro":
        macroFrame(s.macro, sym);
        break;
      case "callblock":
        macroFrame(s.caller, sym);
        break;
      case "setblock":
        frame(s.body, sym, (f) => visit(s.body, f), s.body);
        break;
      case "filterblock":
        frame(
          s.body,
          sym,
          (f) => {
            loads(s.filter, f);
            visit(s.body, f);
          },
          s.body,
        );
        break;
      case "with":
        frame(
          s.body,
          sym,
          (f) => {
            s.targets.forEach((t) => params(t, f));
            visit(s.body, f);
          },
          s.body,
        );
        break;
      case "scope":
        frame(s.body, sym, (f) => visit(s.body, f), s.body);
        break;
      default:
        break;
    }
  }
}

/** Records, for the template and every frame in it, the names that start out Undefined there. */
export function analyzeScopes(template: Stmt[]): void {
  frame(template, null, (sym) => visit(template, sym), template);
}
