/**
 * The parser: tokens to the syntax tree, a port of Jinja2's `Parser` with
 * its precedence (condexpr < or < and < not < compare < + - < ~ < * / // %
 * < ** < unary; filters, tests and calls bind to the operand before any
 * binary operator), its tuple rules, and the tags the chat-template
 * environment knows: Jinja2's own, `break`/`continue` (loopcontrols) and
 * transformers' `generation`. A tag it does not know is a syntax error, as in
 * Jinja2.
 */
import { syntaxError, tokenize, type Token } from "./lexer.js";
import type { CallArgs, Expr, Macro, Stmt } from "./nodes.js";

const STATEMENT_TAGS = new Set(["for", "if", "block", "extends", "print", "macro", "include", "from", "import", "set", "with", "autoescape", "call", "filter"]);
const COMPARE = new Set(["eq", "ne", "lt", "lteq", "gt", "gteq"]);
const MATH: Record<string, string> = { add: "+", sub: "-", mul: "*", div: "/", floordiv: "//", mod: "%" };

class Parser {
  private i = 0;
  private endTokenStack: string[][] = [];

  constructor(private readonly tokens: Token[]) {}

  private get current(): Token {
    return this.tokens[this.i]!;
  }
  private look(): Token {
    return this.tokens[Math.min(this.i + 1, this.tokens.length - 1)]!;
  }
  private next(): Token {
    const t = this.current;
    if (this.i < this.tokens.length - 1) this.i++;
    return t;
  }
  /** Jinja2's token expressions: "name:for" or a token type. */
  private test(t: Token, expr: string): boolean {
    const colon = expr.indexOf(":");
    if (colon < 0) return t.type === expr;
    return t.type === expr.slice(0, colon) && t.value === expr.slice(colon + 1);
  }
  private skipIf(expr: string): boolean {
    if (!this.test(this.current, expr)) return false;
    this.next();
    return true;
  }
  private expect(expr: string): Token {
    if (!this.test(this.current, expr)) {
      const t = this.current;
      const want = expr.includes(":") ? expr.split(":")[1] : expr;
      if (t.type === "eof") throw syntaxError(`unexpected end of template, expected '${want}'`, t.at);
      throw syntaxError(`expected token '${want}', got '${describe(t)}'`, t.at);
    }
    return this.next();
  }
  private fail(message: string, at = this.current.at): never {
    throw syntaxError(message, at);
  }

  parse(): Stmt[] {
    return this.subparse(null);
  }

  private subparse(endTokens: string[] | null): Stmt[] {
    const body: Stmt[] = [];
    let buffer: (Expr | string)[] = [];
    let bufferAt = 0;
    const flush = () => {
      if (buffer.length) body.push({ kind: "output", at: bufferAt, nodes: buffer });
      buffer = [];
    };
    if (endTokens) this.endTokenStack.push(endTokens);
    try {
      while (this.current.type !== "eof") {
        const t = this.current;
        if (t.type === "data") {
          if (!buffer.length) bufferAt = t.at;
          buffer.push(t.value as string);
          this.next();
        } else if (t.type === "variable_begin") {
          this.next();
          if (!buffer.length) bufferAt = t.at;
          buffer.push(this.parseTuple({ withCondexpr: true }));
          this.expect("variable_end");
        } else if (t.type === "block_begin") {
          flush();
          this.next();
          if (endTokens && endTokens.some((e) => this.test(this.current, e))) return body;
          body.push(...this.parseStatement());
          this.expect("block_end");
        } else this.fail("internal parsing error");
      }
      flush();
    } finally {
      if (endTokens) this.endTokenStack.pop();
    }
    return body;
  }

  private parseStatement(): Stmt[] {
    const t = this.current;
    if (t.type !== "name") this.fail("tag name expected");
    const name = t.value as string;
    if (STATEMENT_TAGS.has(name)) return [this.parseTag(name)];
    if (name === "break" || name === "continue") {
      this.next();
      return [{ kind: name, at: t.at }];
    }
    if (name === "generation") {
      this.next();
      return [{ kind: "scope", at: t.at, body: this.parseStatements(["name:endgeneration"], true) }];
    }
    const expected = this.endTokenStack.flat().map((e) => e.split(":")[1]);
    if (expected.includes(name)) {
      const looking = this.endTokenStack[this.endTokenStack.length - 1]!.map((e) => `'${e.split(":")[1]}'`).join(" or ");
      this.fail(`Encountered unknown tag '${name}'. You probably made a nesting mistake. Jinja is expecting this tag, but currently looking for ${looking}.`, t.at);
    }
    this.fail(`Encountered unknown tag '${name}'.`, t.at);
  }

  private parseStatements(endTokens: string[], dropNeedle = false): Stmt[] {
    this.skipIf("colon");
    this.expect("block_end");
    const result = this.subparse(endTokens);
    if (this.current.type === "eof") {
      this.fail(`Unexpected end of template. Jinja was looking for the following tags: ${endTokens.map((e) => `'${e.split(":")[1]}'`).join(" or ")}.`);
    }
    if (dropNeedle) this.next();
    return result;
  }

  /** A tag Jinja2's parser has a `parse_<name>` for: each reads from the tag's name to the end of its body. */
  private parseTag(name: string): Stmt {
    const at = this.next().at;
    switch (name) {
      case "set":
        return this.parseSet(at);
      case "for":
        return this.parseFor(at);
      case "if":
        return this.parseIf(at);
      case "macro":
        return this.parseMacro(at);
      case "call":
        return this.parseCallBlock(at);
      case "filter":
        return { kind: "filterblock", at, filter: this.parseFilter(null, true)!, body: this.parseStatements(["name:endfilter"], true) };
      case "with":
        return this.parseWith(at);
      case "autoescape":
        this.parseExpression();
        return { kind: "scope", at, body: this.parseStatements(["name:endautoescape"], true) };
      case "block":
        return this.parseBlock(at);
      case "print":
        return { kind: "output", at, nodes: this.parseExpressions() };
      default:
        // extends, include, import, from: a chat template has no loader to fetch another template from.
        while (this.current.type !== "block_end" && this.current.type !== "eof") this.next();
        return { kind: "unsupported", at, what: name };
    }
  }

  /** `{% set x = value %}`, or a block `{% set x | filter %}…{% endset %}`. */
  private parseSet(at: number): Stmt {
    const target = this.parseAssignTarget({ withNamespace: true });
    if (this.skipIf("assign")) return { kind: "set", at, target, value: this.parseTuple() };
    const filter = this.parseFilter(null);
    const body = this.parseStatements(["name:endset"], true);
    return { kind: "setblock", at, target, filter, body };
  }

  private parseFor(at: number): Stmt {
    const target = this.parseAssignTarget({ extraEnd: ["name:in"] });
    this.expect("name:in");
    const iter = this.parseTuple({ withCondexpr: false, extraEnd: ["name:recursive"] });
    const filter = this.skipIf("name:if") ? this.parseExpression() : null;
    const recursive = this.skipIf("name:recursive");
    const body = this.parseStatements(["name:endfor", "name:else"]);
    const els = (this.next().value as string) === "endfor" ? [] : this.parseStatements(["name:endfor"], true);
    return { kind: "for", at, target, iter, filter, recursive, body, else: els };
  }

  private parseIf(at: number): Stmt {
    const test = this.parseTuple({ withCondexpr: false });
    const body = this.parseStatements(["name:elif", "name:else", "name:endif"]);
    const node: Stmt & { kind: "if" } = { kind: "if", at, test, body, elifs: [], else: [] };
    for (;;) {
      const t = this.next();
      if (t.value === "elif") {
        const test2 = this.parseTuple({ withCondexpr: false });
        node.elifs.push({ test: test2, body: this.parseStatements(["name:elif", "name:else", "name:endif"]) });
        continue;
      }
      if (t.value === "else") node.else = this.parseStatements(["name:endif"], true);
      break;
    }
    return node;
  }

  private parseMacro(at: number): Stmt {
    const macroName = this.expect("name").value as string;
    const macro = this.parseSignature(macroName);
    macro.body = this.parseStatements(["name:endmacro"], true);
    markSpecials(macro, at);
    return { kind: "macro", at, macro };
  }

  /** `{% call(params) macro(args) %}…{% endcall %}`: the body is the `caller` macro. */
  private parseCallBlock(at: number): Stmt {
    const caller = this.current.type === "lparen" ? this.parseSignature("caller") : emptyMacro("caller");
    const call = this.parseExpression();
    if (call.kind !== "call") this.fail("expected call", at);
    caller.body = this.parseStatements(["name:endcall"], true);
    markSpecials(caller, at);
    return { kind: "callblock", at, call, caller };
  }

  private parseWith(at: number): Stmt {
    const targets: Expr[] = [];
    const values: Expr[] = [];
    while (this.current.type !== "block_end") {
      if (targets.length) this.expect("comma");
      targets.push(this.parseAssignTarget({}));
      this.expect("assign");
      values.push(this.parseExpression());
    }
    return { kind: "with", at, targets, values, body: this.parseStatements(["name:endwith"], true) };
  }

  /** A block is written where it stands: a chat template extends nothing that could override it. */
  private parseBlock(at: number): Stmt {
    const blockName = this.expect("name").value as string;
    this.skipIf("name:scoped");
    this.skipIf("name:required");
    const body = this.parseStatements(["name:endblock"], true);
    this.skipIf(`name:${blockName}`);
    return { kind: "scope", at, body };
  }

  /** `{% print a, b %}`: comma-separated expressions up to the tag's end. */
  private parseExpressions(): Expr[] {
    const nodes: Expr[] = [];
    while (this.current.type !== "block_end") {
      if (nodes.length) this.expect("comma");
      nodes.push(this.parseExpression());
    }
    return nodes;
  }

  private parseSignature(name: string): Macro {
    const macro = emptyMacro(name);
    this.expect("lparen");
    while (this.current.type !== "rparen") {
      if (macro.params.length) this.expect("comma");
      macro.params.push(this.expect("name").value as string);
      if (this.skipIf("assign")) macro.defaults.push(this.parseExpression());
      else if (macro.defaults.length) this.fail("non-default argument follows default argument");
    }
    this.expect("rparen");
    return macro;
  }

  private parseAssignTarget(options: { extraEnd?: string[]; withNamespace?: boolean }): Expr {
    const target = this.parseTuple({ simplified: true, extraEnd: options.extraEnd, withNamespace: options.withNamespace });
    const ok = (e: Expr): boolean => e.kind === "name" || e.kind === "nsref" || (e.kind === "tuple" && e.items.every(ok));
    if (!ok(target) || (target.kind === "name" && ["true", "false", "none", "True", "False", "None"].includes(target.name))) {
      this.fail(`can't assign to '${target.kind}'`, target.at);
    }
    return target;
  }

  parseExpression(withCondexpr = true): Expr {
    return withCondexpr ? this.parseCondexpr() : this.parseOr();
  }

  private parseCondexpr(): Expr {
    const at = this.current.at;
    let expr = this.parseOr();
    while (this.skipIf("name:if")) {
      const test = this.parseOr();
      const els = this.skipIf("name:else") ? this.parseCondexpr() : null;
      expr = { kind: "condexpr", at, test, then: expr, else: els };
    }
    return expr;
  }

  private parseOr(): Expr {
    const at = this.current.at;
    let left = this.parseAnd();
    while (this.skipIf("name:or")) left = { kind: "or", at, left, right: this.parseAnd() };
    return left;
  }

  private parseAnd(): Expr {
    const at = this.current.at;
    let left = this.parseNot();
    while (this.skipIf("name:and")) left = { kind: "and", at, left, right: this.parseNot() };
    return left;
  }

  private parseNot(): Expr {
    if (this.test(this.current, "name:not")) {
      const at = this.next().at;
      return { kind: "not", at, node: this.parseNot() };
    }
    return this.parseCompare();
  }

  private parseCompare(): Expr {
    const at = this.current.at;
    const first = this.parseMath1();
    const ops: { op: string; expr: Expr }[] = [];
    for (;;) {
      const type = this.current.type;
      if (COMPARE.has(type)) {
        this.next();
        ops.push({ op: type, expr: this.parseMath1() });
      } else if (this.skipIf("name:in")) ops.push({ op: "in", expr: this.parseMath1() });
      else if (this.test(this.current, "name:not") && this.test(this.look(), "name:in")) {
        this.next();
        this.next();
        ops.push({ op: "notin", expr: this.parseMath1() });
      } else break;
    }
    return ops.length ? { kind: "compare", at, first, ops } : first;
  }

  private parseMath1(): Expr {
    const at = this.current.at;
    let left = this.parseConcat();
    while (this.current.type === "add" || this.current.type === "sub") {
      const op = MATH[this.next().type]!;
      left = { kind: "binop", at, op, left, right: this.parseConcat() };
    }
    return left;
  }

  private parseConcat(): Expr {
    const at = this.current.at;
    const items = [this.parseMath2()];
    while (this.current.type === "tilde") {
      this.next();
      items.push(this.parseMath2());
    }
    return items.length === 1 ? items[0]! : { kind: "concat", at, items };
  }

  private parseMath2(): Expr {
    const at = this.current.at;
    let left = this.parsePow();
    while (["mul", "div", "floordiv", "mod"].includes(this.current.type)) {
      const op = MATH[this.next().type]!;
      left = { kind: "binop", at, op, left, right: this.parsePow() };
    }
    return left;
  }

  private parsePow(): Expr {
    const at = this.current.at;
    let left = this.parseUnary();
    while (this.current.type === "pow") {
      this.next();
      left = { kind: "binop", at, op: "**", left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(withFilter = true): Expr {
    const t = this.current;
    let node: Expr;
    if (t.type === "sub") {
      this.next();
      node = { kind: "neg", at: t.at, node: this.parseUnary(false) };
    } else if (t.type === "add") {
      this.next();
      node = { kind: "pos", at: t.at, node: this.parseUnary(false) };
    } else node = this.parsePrimary();
    node = this.parsePostfix(node);
    if (withFilter) node = this.parseFilterExpr(node);
    return node;
  }

  private parsePrimary(withNamespace = false): Expr {
    const t = this.current;
    if (t.type === "name") {
      this.next();
      const v = t.value as string;
      if (v === "true" || v === "True") return { kind: "const", at: t.at, value: true };
      if (v === "false" || v === "False") return { kind: "const", at: t.at, value: false };
      if (v === "none" || v === "None") return { kind: "const", at: t.at, value: null };
      if (withNamespace && this.current.type === "dot") {
        this.next();
        return { kind: "nsref", at: t.at, name: v, attr: this.expect("name").value as string };
      }
      return { kind: "name", at: t.at, name: v };
    }
    if (t.type === "string") {
      this.next();
      let value = t.value as string;
      while (this.current.type === "string") value += this.next().value as string;
      return { kind: "const", at: t.at, value };
    }
    if (t.type === "integer" || t.type === "float") {
      this.next();
      return { kind: "const", at: t.at, value: t.value };
    }
    if (t.type === "lparen") {
      this.next();
      const node = this.parseTuple({ explicitParentheses: true });
      this.expect("rparen");
      return node;
    }
    if (t.type === "lbracket") return this.parseList();
    if (t.type === "lbrace") return this.parseDict();
    if (t.type === "eof") this.fail("unexpected end of template");
    this.fail(`unexpected '${describe(t)}'`, t.at);
  }

  parseTuple(options: { simplified?: boolean; withCondexpr?: boolean; extraEnd?: string[]; explicitParentheses?: boolean; withNamespace?: boolean } = {}): Expr {
    const at = this.current.at;
    const parse = options.simplified ? () => this.parsePrimary(options.withNamespace) : () => this.parseExpression(options.withCondexpr ?? true);
    const items: Expr[] = [];
    let isTuple = false;
    for (;;) {
      if (items.length) this.expect("comma");
      if (this.isTupleEnd(options.extraEnd)) break;
      items.push(parse());
      if (this.current.type === "comma") isTuple = true;
      else break;
    }
    if (!isTuple) {
      if (items.length) return items[0]!;
      if (!options.explicitParentheses) this.fail(`Expected an expression, got '${describe(this.current)}'`);
    }
    return { kind: "tuple", at, items };
  }

  private isTupleEnd(extraEnd?: string[]): boolean {
    const type = this.current.type;
    if (type === "variable_end" || type === "block_end" || type === "rparen") return true;
    return extraEnd !== undefined && extraEnd.some((e) => this.test(this.current, e));
  }

  private parseList(): Expr {
    const at = this.expect("lbracket").at;
    const items: Expr[] = [];
    while (this.current.type !== "rbracket") {
      if (items.length) this.expect("comma");
      if (this.current.type === "rbracket") break;
      items.push(this.parseExpression());
    }
    this.expect("rbracket");
    return { kind: "list", at, items };
  }

  private parseDict(): Expr {
    const at = this.expect("lbrace").at;
    const pairs: [Expr, Expr][] = [];
    while (this.current.type !== "rbrace") {
      if (pairs.length) this.expect("comma");
      if (this.current.type === "rbrace") break;
      const key = this.parseExpression();
      this.expect("colon");
      pairs.push([key, this.parseExpression()]);
    }
    this.expect("rbrace");
    return { kind: "dict", at, pairs };
  }

  private parsePostfix(node: Expr): Expr {
    for (;;) {
      const type = this.current.type;
      if (type === "dot" || type === "lbracket") node = this.parseSubscript(node);
      else if (type === "lparen") node = this.parseCall(node);
      else return node;
    }
  }

  private parseFilterExpr(node: Expr): Expr {
    for (;;) {
      const type = this.current.type;
      if (type === "pipe") node = this.parseFilter(node)!;
      else if (this.test(this.current, "name:is")) node = this.parseTest(node);
      else if (type === "lparen") node = this.parseCall(node);
      else return node;
    }
  }

  private parseSubscript(node: Expr): Expr {
    const t = this.next();
    if (t.type === "dot") {
      const attr = this.next();
      if (attr.type === "name") return { kind: "getattr", at: node.at, object: node, attr: attr.value as string };
      if (attr.type !== "integer") this.fail("expected name or number", attr.at);
      return { kind: "getitem", at: node.at, object: node, key: { kind: "const", at: attr.at, value: attr.value } };
    }
    const args: Expr[] = [];
    while (this.current.type !== "rbracket") {
      if (args.length) this.expect("comma");
      args.push(this.parseSubscribed());
    }
    this.expect("rbracket");
    const key: Expr = args.length === 1 ? args[0]! : { kind: "tuple", at: t.at, items: args };
    return { kind: "getitem", at: node.at, object: node, key };
  }

  private parseSubscribed(): Expr {
    const at = this.current.at;
    const parts: (Expr | null)[] = [];
    if (this.current.type === "colon") {
      this.next();
      parts.push(null);
    } else {
      const node = this.parseExpression();
      if (this.current.type !== "colon") return node;
      this.next();
      parts.push(node);
    }
    if (this.current.type === "colon") parts.push(null);
    else if (this.current.type !== "rbracket" && this.current.type !== "comma") parts.push(this.parseExpression());
    else parts.push(null);
    if (this.current.type === "colon") {
      this.next();
      const after = this.tokens[this.i]!.type;
      parts.push(after !== "rbracket" && after !== "comma" ? this.parseExpression() : null);
    } else parts.push(null);
    return { kind: "slice", at, start: parts[0]!, stop: parts[1]!, step: parts[2]! };
  }

  private parseCallArgs(): CallArgs {
    const open = this.expect("lparen");
    const out: CallArgs = { args: [], kwargs: [], dynArgs: null, dynKwargs: null };
    const ensure = (ok: boolean) => {
      if (!ok) this.fail("invalid syntax for function call expression", open.at);
    };
    let requireComma = false;
    while (this.current.type !== "rparen") {
      if (requireComma) {
        this.expect("comma");
        if (this.current.type === "rparen") break;
      }
      if (this.current.type === "mul") {
        ensure(out.dynArgs === null && out.dynKwargs === null);
        this.next();
        out.dynArgs = this.parseExpression();
      } else if (this.current.type === "pow") {
        ensure(out.dynKwargs === null);
        this.next();
        out.dynKwargs = this.parseExpression();
      } else if (this.current.type === "name" && this.look().type === "assign") {
        ensure(out.dynKwargs === null);
        const key = this.next().value as string;
        this.next();
        out.kwargs.push([key, this.parseExpression()]);
      } else {
        ensure(out.dynArgs === null && out.dynKwargs === null && out.kwargs.length === 0);
        out.args.push(this.parseExpression());
      }
      requireComma = true;
    }
    this.expect("rparen");
    return out;
  }

  private parseCall(node: Expr): Expr {
    return { kind: "call", at: node.at, callee: node, args: this.parseCallArgs() };
  }

  private parseFilter(node: Expr | null, startInline = false): Expr | null {
    while (this.current.type === "pipe" || startInline) {
      const at = startInline ? this.current.at : this.next().at;
      let name = this.expect("name").value as string;
      while (this.current.type === "dot") {
        this.next();
        name += "." + (this.expect("name").value as string);
      }
      const args = this.current.type === "lparen" ? this.parseCallArgs() : { args: [], kwargs: [], dynArgs: null, dynKwargs: null };
      node = { kind: "filter", at, node, name, args };
      startInline = false;
    }
    return node;
  }

  private parseTest(node: Expr): Expr {
    const at = this.next().at;
    const negated = this.skipIf("name:not");
    let name = this.expect("name").value as string;
    while (this.current.type === "dot") {
      this.next();
      name += "." + (this.expect("name").value as string);
    }
    let args: CallArgs = { args: [], kwargs: [], dynArgs: null, dynKwargs: null };
    const c = this.current;
    if (c.type === "lparen") args = this.parseCallArgs();
    else if (["name", "string", "integer", "float", "lparen", "lbracket", "lbrace"].includes(c.type) && !["name:else", "name:or", "name:and"].some((e) => this.test(c, e))) {
      if (this.test(c, "name:is")) this.fail("You cannot chain multiple tests with is");
      args.args.push(this.parsePostfix(this.parsePrimary()));
    }
    const test: Expr = { kind: "test", at, node, name, args };
    return negated ? { kind: "not", at, node: test } : test;
  }
}

function describe(t: Token): string {
  if (t.type === "name") return t.value as string;
  if (t.type === "eof") return "end of template";
  if (t.type === "block_end") return "end of statement block";
  if (t.type === "variable_end") return "end of print statement";
  if (t.type === "block_begin") return "begin of statement block";
  if (t.type === "variable_begin") return "begin of print statement";
  if (t.type === "data") return "template data / text";
  if (t.type === "string" || t.type === "integer" || t.type === "float") return t.type;
  return String(t.value);
}

function emptyMacro(name: string): Macro {
  return { name, params: [], defaults: [], body: [], catchVarargs: false, catchKwargs: false, caller: false };
}

/** Whether a macro's body reads `varargs`, `kwargs` or `caller` (not as its own parameters), as Jinja2 decides. */
function markSpecials(macro: Macro, at: number): void {
  const names = new Set<string>();
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(visit);
    else if (x !== null && typeof x === "object") {
      const node = x as { kind?: string; name?: string; macro?: unknown };
      if (node.kind === "name" && typeof node.name === "string") names.add(node.name);
      // A nested macro's own reads are its own (Jinja2 looks into them too, for closures; so do we).
      for (const v of Object.values(x)) visit(v);
    }
  };
  visit(macro.body);
  visit(macro.defaults);
  const callerParam = macro.params.indexOf("caller");
  if (names.has("caller") && callerParam >= 0 && callerParam < macro.params.length - macro.defaults.length) {
    throw syntaxError("When defining macros or call blocks the special 'caller' argument must be omitted or be given a default.", at);
  }
  macro.catchVarargs = names.has("varargs") && !macro.params.includes("varargs");
  macro.catchKwargs = names.has("kwargs") && !macro.params.includes("kwargs");
  macro.caller = names.has("caller") && !macro.params.includes("caller");
}

/** The syntax tree of a template. */
export function parseTemplate(source: string): Stmt[] {
  return new Parser(tokenize(source)).parse();
}
