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
  new NameCheck().body(stmts, false);
}

/** A walk over a template for {@link checkNames}: `soft` where a name is checked only when reached. */
class NameCheck {
  private inLoop = false;

  body(list: Stmt[], soft: boolean): void {
    for (const s of list) this.stmt(s, soft);
  }

  private stmt(s: Stmt, soft: boolean): void {
    switch (s.kind) {
      case "output":
        s.nodes.forEach((n) => typeof n !== "string" && this.expr(n, soft));
        return;
      case "if":
        this.expr(s.test, true);
        this.body(s.body, true);
        s.elifs.forEach((e) => (this.expr(e.test, true), this.body(e.body, true)));
        this.body(s.else, true);
        return;
      case "for":
        this.expr(s.iter, soft);
        this.expr(s.filter, false);
        this.frame(s.body, true);
        this.body(s.else, false);
        return;
      case "break":
      case "continue":
        if (!this.inLoop) throw compileError(`'${s.kind}' outside loop`, s.at);
        return;
      case "set":
        this.expr(s.value, soft);
        return;
      case "setblock":
      case "filterblock":
        this.expr(s.filter, false);
        this.body(s.body, false);
        return;
      case "macro":
        this.macro(s.macro);
        return;
      case "callblock":
        this.expr(s.call, soft);
        this.macro(s.caller);
        return;
      case "with":
        s.values.forEach((v) => this.expr(v, soft));
        this.body(s.body, false);
        return;
      case "scope":
        this.frame(s.body, false);
        return;
      default:
        return;
    }
  }

  /** A body inside a loop (`inLoop`) or outside every loop (a macro's, a scope's). */
  private frame(list: Stmt[], inLoop: boolean): void {
    const outer = this.inLoop;
    this.inLoop = inLoop;
    this.body(list, false);
    this.inLoop = outer;
  }

  private macro(m: Macro): void {
    m.defaults.forEach((d) => this.expr(d, false));
    this.frame(m.body, false);
  }

  private expr(e: Expr | null | undefined, soft: boolean): void {
    if (!e) return;
    switch (e.kind) {
      case "filter":
      case "test":
        if (!soft && !(e.name in (e.kind === "filter" ? FILTERS : TESTS))) throw compileError(`No ${e.kind} named '${e.name}'.`, e.at);
        this.expr(e.node, soft);
        this.args(e.args, soft);
        return;
      case "condexpr":
        this.expr(e.test, true);
        this.expr(e.then, true);
        this.expr(e.else, true);
        return;
      case "list":
      case "tuple":
      case "concat":
        e.items.forEach((x) => this.expr(x, soft));
        return;
      case "dict":
        e.pairs.forEach(([k, v]) => (this.expr(k, soft), this.expr(v, soft)));
        return;
      case "getattr":
        this.expr(e.object, soft);
        return;
      case "getitem":
        this.expr(e.object, soft);
        this.expr(e.key, soft);
        return;
      case "slice":
        this.expr(e.start, soft);
        this.expr(e.stop, soft);
        this.expr(e.step, soft);
        return;
      case "call":
        this.expr(e.callee, soft);
        this.args(e.args, soft);
        return;
      case "and":
      case "or":
      case "binop":
        this.expr(e.left, soft);
        this.expr(e.right, soft);
        return;
      case "not":
      case "neg":
      case "pos":
        this.expr(e.node, soft);
        return;
      case "compare":
        this.expr(e.first, soft);
        e.ops.forEach((o) => this.expr(o.expr, soft));
        return;
      default:
        return;
    }
  }

  private args(a: CallArgs, soft: boolean): void {
    a.args.forEach((x) => this.expr(x, soft));
    a.kwargs.forEach(([, x]) => this.expr(x, soft));
    this.expr(a.dynArgs, soft);
    this.expr(a.dynKwargs, soft);
  }
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
  new Folder(asConst).body(stmts);
}

/** The walk of {@link fold}: statements are folded in place, expressions rebuilt. */
class Folder {
  constructor(private readonly asConst: (e: Expr) => Value) {}

  body(list: Stmt[]): void {
    for (const s of list) this.stmt(s);
  }

  private stmt(s: Stmt): void {
    switch (s.kind) {
      case "output":
        s.nodes = s.nodes.map((n) => (typeof n === "string" ? n : this.printed(n)));
        return;
      case "if":
        s.test = this.expr(s.test);
        this.body(s.body);
        for (const e of s.elifs) {
          e.test = this.expr(e.test);
          this.body(e.body);
        }
        this.body(s.else);
        return;
      case "for":
        s.iter = this.expr(s.iter);
        s.filter = this.expr(s.filter);
        this.body(s.body);
        this.body(s.else);
        return;
      case "set":
        s.value = this.expr(s.value);
        return;
      case "setblock":
        s.filter = s.filter && this.parts(s.filter);
        this.body(s.body);
        return;
      case "macro":
        this.macro(s.macro);
        return;
      case "callblock":
        s.call = this.parts(s.call);
        this.macro(s.caller);
        return;
      case "filterblock":
        s.filter = this.parts(s.filter);
        this.body(s.body);
        return;
      case "with":
        s.values = s.values.map((v) => this.expr(v));
        this.body(s.body);
        return;
      case "scope":
        this.body(s.body);
        return;
      default:
        return;
    }
  }

  private macro(m: Macro): void {
    m.defaults = m.defaults.map((d) => this.expr(d));
    this.body(m.body);
  }

  /** A printed expression folds to its text whatever its value. */
  private printed(n: Expr): Expr | string {
    const v = this.asConst(n);
    return v === IMPOSSIBLE ? this.expr(n) : pyStr(v);
  }

  /** The expression's value as a constant where it is known and can be written as Python source, else its parts folded. */
  private expr<E extends Expr | null>(e: E): E {
    if (e === null || e.kind === "const") return e;
    const v = this.asConst(e);
    if (v !== IMPOSSIBLE && safeRepr(v)) return { kind: "const", at: e.at, value: v, fresh: Array.isArray(v) || v instanceof Map } as E;
    return this.parts(e);
  }

  private args(a: CallArgs): CallArgs {
    const expr = (e: Expr) => this.expr(e);
    return { args: a.args.map(expr), kwargs: a.kwargs.map(([k, v]) => [k, expr(v)]), dynArgs: this.expr(a.dynArgs), dynKwargs: this.expr(a.dynKwargs) };
  }

  /** The expression with each of its parts folded. */
  private parts<E extends Expr>(e: E): E {
    const expr = <F extends Expr | null>(f: F): F => this.expr(f);
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
        return { ...x, object: expr(x.object), key: x.key.kind === "slice" ? this.parts(x.key) : expr(x.key) } as E;
      case "slice":
        return { ...x, start: expr(x.start), stop: expr(x.stop), step: expr(x.step) } as E;
      case "call":
        return { ...x, callee: expr(x.callee), args: this.args(x.args) } as E;
      case "filter":
      case "test":
        return { ...x, node: expr(x.node), args: this.args(x.args) } as E;
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
  }
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
