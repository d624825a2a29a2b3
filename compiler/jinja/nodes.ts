/**
 * The syntax tree the parser builds and the interpreter walks: Jinja2's
 * `nodes` module, the kinds chat templates can hold. Every node carries
 * `at`, the offset in the source of the token that starts it, for errors.
 */

export type Expr =
  /** `fresh`: a folded list or dict, rebuilt at each evaluation as Jinja2 rebuilds it from its repr */
  | { kind: "const"; at: number; value: unknown; fresh?: boolean }
  | { kind: "name"; at: number; name: string }
  | { kind: "nsref"; at: number; name: string; attr: string }
  | { kind: "list" | "tuple"; at: number; items: Expr[] }
  | { kind: "dict"; at: number; pairs: [Expr, Expr][] }
  | { kind: "getattr"; at: number; object: Expr; attr: string }
  | { kind: "getitem"; at: number; object: Expr; key: Expr }
  | { kind: "slice"; at: number; start: Expr | null; stop: Expr | null; step: Expr | null }
  | { kind: "call"; at: number; callee: Expr; args: CallArgs }
  | { kind: "filter"; at: number; node: Expr | null; name: string; args: CallArgs }
  | { kind: "test"; at: number; node: Expr; name: string; args: CallArgs }
  | { kind: "condexpr"; at: number; test: Expr; then: Expr; else: Expr | null }
  | { kind: "and" | "or"; at: number; left: Expr; right: Expr }
  | { kind: "not" | "neg" | "pos"; at: number; node: Expr }
  | { kind: "binop"; at: number; op: string; left: Expr; right: Expr }
  | { kind: "compare"; at: number; first: Expr; ops: { op: string; expr: Expr }[] }
  | { kind: "concat"; at: number; items: Expr[] };

export interface CallArgs {
  args: Expr[];
  kwargs: [string, Expr][];
  dynArgs: Expr | null;
  dynKwargs: Expr | null;
}

export interface Macro {
  name: string;
  params: string[];
  defaults: Expr[];
  body: Stmt[];
  /** whether the body reads `varargs`, `kwargs`, `caller` (Jinja2 then accepts extra arguments / a caller) */
  catchVarargs: boolean;
  catchKwargs: boolean;
  caller: boolean;
}

export type Stmt =
  | { kind: "output"; at: number; nodes: (Expr | string)[] }
  | { kind: "if"; at: number; test: Expr; body: Stmt[]; elifs: { test: Expr; body: Stmt[] }[]; else: Stmt[] }
  | { kind: "for"; at: number; target: Expr; iter: Expr; filter: Expr | null; recursive: boolean; body: Stmt[]; else: Stmt[] }
  | { kind: "set"; at: number; target: Expr; value: Expr }
  | { kind: "setblock"; at: number; target: Expr; filter: Expr | null; body: Stmt[] }
  | { kind: "macro"; at: number; macro: Macro }
  | { kind: "callblock"; at: number; call: Expr; caller: Macro }
  | { kind: "filterblock"; at: number; filter: Expr; body: Stmt[] }
  | { kind: "with"; at: number; targets: Expr[]; values: Expr[]; body: Stmt[] }
  | { kind: "scope"; at: number; body: Stmt[] }
  | { kind: "break" | "continue"; at: number }
  | { kind: "unsupported"; at: number; what: string };
