/**
 * The grammar AST: what one `.dialect` file says, with the source position of
 * every name so later passes can point at it. Built from the chevrotain CST by
 * `readGrammar` (a CST visitor); nothing here knows about other files.
 */
import type { IToken } from "chevrotain";
import { Diagnostics, type SourceFile, type Span } from "./diagnostics.js";
import { dialectLexer, dialectSyntax, strictDialectSyntax, RESERVED, type CstNode } from "./syntax.js";
import { syntaxHint } from "./syntax-hints.js";

export interface Name {
  text: string;
  span: Span;
}

export interface ClassDecl {
  name: Name;
  max: number;
  excluding: string;
}

export type PartDecl = { lit: string; span: Span } | { capture: Name; className: Name; written?: Name } | { ws: Span; written?: Name };

/** What a model may do to a piece of a marker: leave it out (`?`), write it twice (`+`). */
export interface Drift {
  omit: boolean;
  twice: boolean;
  span: Span;
}

/**
 * A spelling as written: the pieces of `PartDecl`, plus groups of respellings
 * (`( "a" | "b" )`) and marks used by name, each of which may carry a drift.
 */
export type PieceDecl = (PartDecl & { drift?: Drift }) | { group: PieceDecl[][]; span: Span; drift?: Drift } | { mark: Name; drift?: Drift };

/** A terminal as the file writes it; loading expands its spellings into `TerminalDecl.variants`. */
export interface TerminalSource {
  name: Name;
  special: boolean;
  spellings: PieceDecl[][];
}

/** A terminal with every spelling it reads, the template's first (see `marks.ts`). */
export interface TerminalDecl {
  name: Name;
  special: boolean;
  variants: PartDecl[][];
}

/** `mark NAME …`: a named piece of spelling, the template's form first, then models' respellings. */
export interface MarkDecl {
  name: Name;
  spellings: PieceDecl[][];
}

export type OptionValue = { atoms: Name[]; map: { key: Name; value: Name }[] };

export interface StateDecl {
  name: Name;
  channel: Name;
  options: { key: Name; value: OptionValue | null }[];
}

export interface EventDecl {
  name: Name;
  /** a capture's name, `declared_only`, or (`literal`) a quoted string standing for itself */
  args: (Name & { literal?: boolean })[];
}

export interface TransitionDecl {
  from: Name;
  terminal: Name;
  to: Name;
  events: EventDecl[];
  follow: Name[] | null;
  followEnd: boolean;
  /** `when outside string`, `when outside json`, `when after TERMINAL` */
  outsideString: Name | null;
}

export interface InitialDecl {
  state: Name;
  flag: Name | null;
  otherwise: Name | null;
}

export interface GrammarAst {
  file: SourceFile;
  name: Name;
  abstract: boolean;
  base: Name | null;
  classes: ClassDecl[];
  marks: MarkDecl[];
  terminals: TerminalSource[];
  states: StateDecl[];
  transitions: TransitionDecl[];
  absorbs: { terminals: Name[]; states: Name[] }[];
  turns: Name[] | null;
  initial: InitialDecl | null;
  policies: { name: Name; value: Name }[];
}

function spanOf(file: SourceFile, token: IToken): Span {
  return { file, offset: token.startOffset, length: token.image.length };
}

function decodeString(token: IToken): string {
  return JSON.parse(token.image) as string;
}

type Children = Record<string, (CstNode | IToken)[] | undefined>;
const tokens = (c: Children, key: string) => (c[key] ?? []) as IToken[];
const nodes = (c: Children, key: string) => (c[key] ?? []) as CstNode[];

const BaseVisitor = dialectSyntax.getBaseCstVisitorConstructorWithDefaults();

/** Turns the CST into our AST; reports malformed values as diagnostics. */
class AstBuilder extends BaseVisitor {
  constructor(private readonly source: SourceFile) {
    super();
    this.validateVisitor();
  }

  private name(token: IToken): Name {
    return { text: token.image, span: spanOf(this.source, token) };
  }

  build(cst: CstNode): GrammarAst {
    return this.visit(cst) as GrammarAst;
  }

  file(ctx: Children): GrammarAst {
    const header = nodes(ctx, "header")[0]!.children;
    const nameToken = tokens(header, "name")[0];
    const baseToken = tokens(header, "base")[0];
    const ast: GrammarAst = {
      file: this.source,
      name: nameToken ? this.name(nameToken) : { text: "?", span: { file: this.source, offset: 0, length: 1 } },
      abstract: tokens(header, "Kw_abstract").length > 0,
      base: baseToken ? this.name(baseToken) : null,
      classes: [],
      marks: [],
      terminals: [],
      states: [],
      transitions: [],
      absorbs: [],
      turns: null,
      initial: null,
      policies: [],
    };
    for (const statement of nodes(ctx, "statement")) {
      const [kind, node] = Object.entries(statement.children)[0] as [string, CstNode[]];
      const c = node[0]!.children;
      switch (kind) {
        case "classDecl":
          ast.classes.push(this.classDecl(c));
          break;
        case "terminalDecl":
          ast.terminals.push(this.terminalDecl(c));
          break;
        case "markDecl":
          ast.marks.push({ name: this.name(tokens(c, "name")[0]!), spellings: nodes(c, "variant").map((v) => this.spelling(v.children)) });
          break;
        case "stateDecl":
          ast.states.push(this.stateDecl(c));
          break;
        case "initialDecl":
          ast.initial = this.initialDecl(c);
          break;
        case "absorbDecl":
          ast.absorbs.push(this.absorbDecl(c));
          break;
        case "turnsDecl":
          ast.turns = this.turnsDecl(c);
          break;
        case "policyDecl":
          ast.policies.push(this.policyDecl(c));
          break;
        case "transition":
          ast.transitions.push(this.transition(c));
          break;
      }
    }
    return ast;
  }

  // Rules read by their parent rule; present so validateVisitor sees every rule covered.
  header(): void {}
  statement(): void {}
  variant(): void {}
  piece(): void {}
  group(): void {}
  capture(): void {}
  channelOption(): void {}
  mapEntry(): void {}
  event(): void {}

  absorbDecl(c: Children): { terminals: Name[]; states: Name[] } {
    return {
      terminals: tokens(c, "terminal").map((t) => this.name(t)),
      states: tokens(c, "state").map((t) => this.name(t)),
    };
  }

  turnsDecl(c: Children): Name[] {
    return tokens(c, "terminal").map((t) => this.name(t));
  }

  policyDecl(c: Children): { name: Name; value: Name } {
    const value = tokens(c, "value")[0]!;
    return {
      name: this.name(tokens(c, "name")[0]!),
      value: {
        text: value.tokenType.name === "StringLiteral" ? decodeString(value) : value.image,
        span: spanOf(this.source, value),
      },
    };
  }

  classDecl(c: Children): ClassDecl {
    const excluding = tokens(c, "excluding")[0];
    return {
      name: this.name(tokens(c, "name")[0]!),
      max: Number(tokens(c, "max")[0]!.image),
      excluding: excluding ? decodeString(excluding) : "",
    };
  }

  terminalDecl(c: Children): TerminalSource {
    return {
      name: this.name(tokens(c, "name")[0]!),
      special: tokens(c, "Kw_special").length > 0,
      spellings: nodes(c, "variant").map((v) => this.spelling(v.children)),
    };
  }

  /** One spelling's pieces, in source order (chevrotain keeps `piece` children in order). */
  private spelling(c: Children): PieceDecl[] {
    return nodes(c, "piece").map((p) => this.pieceOf(p.children));
  }

  private pieceOf(c: Children): PieceDecl {
    const piece = this.bare(c);
    const marks = tokens(c, "drift");
    if (marks.length === 0) return piece;
    const first = marks[0]!;
    const last = marks[marks.length - 1]!;
    const drift: Drift = {
      omit: marks.some((t) => t.image === "?"),
      twice: marks.some((t) => t.image === "+"),
      span: { file: this.source, offset: first.startOffset, length: last.startOffset + 1 - first.startOffset },
    };
    return { ...piece, drift };
  }

  private bare(c: Children): PieceDecl {
    const lit = tokens(c, "lit")[0];
    if (lit) return { lit: decodeString(lit), span: spanOf(this.source, lit) };
    const mark = tokens(c, "mark")[0];
    if (mark) return { mark: this.name(mark) };
    const ws = nodes(c, "whitespace")[0];
    if (ws) return { ws: spanOf(this.source, tokens(ws.children, "Kw_ws")[0]!), ...this.written(ws.children) };
    const group = nodes(c, "group")[0];
    if (group) {
      const open = tokens(group.children, "LParen")[0]!;
      return { group: nodes(group.children, "variant").map((v) => this.spelling(v.children)), span: spanOf(this.source, open) };
    }
    const cap = nodes(c, "capture")[0]!;
    const nameToken = tokens(cap.children, "name")[0]!;
    return { capture: this.name(nameToken), className: this.name(tokens(cap.children, "class")[0]!), ...this.written(cap.children) };
  }

  /** What `render` writes for a capture or `ws` (`= "…"`), when the grammar says. */
  private written(c: Children): { written?: Name } {
    const t = tokens(c, "written")[0];
    return t ? { written: { text: decodeString(t), span: spanOf(this.source, t) } } : {};
  }

  stateDecl(c: Children): StateDecl {
    return {
      name: this.name(tokens(c, "name")[0]!),
      channel: { text: tokens(c, "channel")[0]!.image, span: spanOf(this.source, tokens(c, "channel")[0]!) },
      options: nodes(c, "channelOption").map((o) => {
        const valueNode = nodes(o.children, "optionValue")[0];
        const keyToken = tokens(o.children, "key")[0]!;
        return {
          key: { text: keyToken.image, span: spanOf(this.source, keyToken) },
          value: valueNode ? this.optionValue(valueNode.children) : null,
        };
      }),
    };
  }

  optionValue(c: Children): OptionValue {
    const atoms = tokens(c, "atom")
      .sort((a, b) => a.startOffset - b.startOffset)
      .map((t) => ({
        text: t.tokenType.name === "StringLiteral" ? decodeString(t) : t.image,
        span: spanOf(this.source, t),
      }));
    const map = nodes(c, "mapEntry").map((e) => {
      const key = tokens(e.children, "key")[0]!;
      const value = tokens(e.children, "value")[0]!;
      return {
        key: { text: decodeString(key), span: spanOf(this.source, key) },
        value: { text: value.image, span: spanOf(this.source, value) },
      };
    });
    return { atoms, map };
  }

  initialDecl(c: Children): InitialDecl {
    const flag = tokens(c, "flag")[0];
    const otherwise = tokens(c, "otherwise")[0];
    return {
      state: this.name(tokens(c, "state")[0]!),
      flag: flag ? { text: flag.image, span: spanOf(this.source, flag) } : null,
      otherwise: otherwise ? this.name(otherwise) : null,
    };
  }

  transition(c: Children): TransitionDecl {
    const follow = tokens(c, "follow").map((t) => this.name(t));
    const followEnd = tokens(c, "followEnd").length > 0;
    return {
      from: this.name(tokens(c, "from")[0]!),
      terminal: this.name(tokens(c, "terminal")[0]!),
      to: this.name(tokens(c, "to")[0]!),
      events: nodes(c, "event").map((e) => {
        const nameToken = tokens(e.children, "name")[0]!;
        return {
          name: { text: nameToken.image, span: spanOf(this.source, nameToken) },
          args: tokens(e.children, "arg")
            .sort((a, b) => a.startOffset - b.startOffset)
            .map((t) =>
              t.tokenType.name === "StringLiteral" ? { text: decodeString(t), span: spanOf(this.source, t), literal: true } : { text: t.image, span: spanOf(this.source, t) },
            ),
        };
      }),
      follow: follow.length > 0 || followEnd ? follow : null,
      followEnd,
      outsideString: this.condition(c),
    };
  }

  private condition(c: Children): Name | null {
    const word = tokens(c, "condition")[0];
    const object = tokens(c, "conditionObject")[0];
    if (!word || !object) return null;
    return { text: `${word.image} ${object.image}`, span: { file: this.source, offset: word.startOffset, length: object.endOffset! + 1 - word.startOffset } };
  }
}

const TOKEN_WORDS: Record<string, string> = {
  EOF: "the end of the file",
  Identifier: "a name",
  StringLiteral: "a string literal",
  NumberLiteral: "a number",
  Arrow: "'->'",
  Colon: "':'",
  Comma: "','",
  Equals: "'='",
  LParen: "'('",
  RParen: "')'",
  RBrace: "'}'",
};

function describeToken(name: string): string {
  return TOKEN_WORDS[name] ?? (name.startsWith("Kw_") ? `'${name.slice(3)}'` : name);
}

/** Lexes and parses one grammar file; returns null when its syntax is broken. */
const MAX_LEXER_ERRORS = 20;

/**
 * Limits on a grammar's size, far above any model family's (the largest
 * shipped dialect has 16 terminals, 8 states and 33 transitions): past them a
 * file is a mistake or an attack, and the passes after lexing would take
 * minutes and gigabytes on it.
 */
const GRAMMAR_LIMITS = { terminals: 1024, states: 512, transitions: 8192 } as const;

/** A marker's respellings nest a level or two; deeper is a broken file. */
const MAX_GROUP_DEPTH = 8;

function withinLimits(tokens: IToken[], file: SourceFile, diagnostics: Diagnostics): boolean {
  const counts = { terminals: 0, states: 0, transitions: 0 };
  let depth = 0;
  for (const t of tokens) {
    const kind =
      t.tokenType.name === "Kw_terminal" || t.tokenType.name === "Kw_special"
        ? "terminals"
        : t.tokenType.name === "Kw_state"
          ? "states"
          : t.tokenType.name === "Arrow"
            ? "transitions"
            : null;
    if (t.tokenType.name === "LParen" && ++depth > MAX_GROUP_DEPTH) {
      // Groups inside groups: the syntax analysis recurses once per level.
      diagnostics.error(spanOf(file, t), `groups nested more than ${MAX_GROUP_DEPTH} deep`, "too-large");
      return false;
    }
    if (t.tokenType.name === "RParen") depth = Math.max(0, depth - 1);
    if (kind === null || ++counts[kind] <= GRAMMAR_LIMITS[kind]) continue;
    diagnostics.error(
      spanOf(file, t),
      `more than ${GRAMMAR_LIMITS[kind]} ${kind} in one grammar; dialectc reads grammars up to ${GRAMMAR_LIMITS.terminals} terminals, ${GRAMMAR_LIMITS.states} states and ${GRAMMAR_LIMITS.transitions} transitions`,
      "too-large",
    );
    return false;
  }
  return true;
}

export function readGrammar(file: SourceFile, diagnostics: Diagnostics): GrammarAst | null {
  const lexed = dialectLexer.tokenize(file.text);
  const hinted = new Set<number>();
  const withHint = (message: string, offset: number) => {
    const hint = syntaxHint(file.text, offset, hinted);
    return hint === null ? message : `${message}; ${hint}`;
  };
  // A binary file would give one error per byte; the first few say enough.
  for (const e of lexed.errors.slice(0, MAX_LEXER_ERRORS)) {
    diagnostics.error(
      { file, offset: e.offset, length: Math.max(1, Math.min(e.length, 40)) },
      withHint(`unexpected character ${JSON.stringify(file.text.slice(e.offset, e.offset + Math.min(e.length, 40)))}`, e.offset),
      "syntax",
    );
  }
  if (lexed.errors.length > MAX_LEXER_ERRORS) {
    const e = lexed.errors[MAX_LEXER_ERRORS]!;
    diagnostics.error({ file, offset: e.offset, length: 1 }, `${lexed.errors.length - MAX_LEXER_ERRORS} more unexpected characters (not shown)`, "syntax");
  }
  // Garbage that far from the language is not worth a syntax analysis (slow on that many tokens).
  if (lexed.errors.length > MAX_LEXER_ERRORS) return null;
  // A grammar far beyond any model's dialect is refused before the work on it grows with its size.
  if (!withinLimits(lexed.tokens, file, diagnostics)) return null;
  let syntax = dialectSyntax;
  syntax.input = lexed.tokens;
  let cst: CstNode;
  try {
    cst = syntax.file();
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    syntax = strictDialectSyntax();
    syntax.input = lexed.tokens;
    cst = syntax.file();
  }
  // The first error of a line is the mistake; the rest of that line is the recovery's echo of it.
  const lines = new Set<number>();
  for (const e of syntax.errors) {
    const t = e.token;
    const offset = Number.isNaN(t.startOffset) ? file.text.length : t.startOffset;
    const line = Number.isNaN(t.startOffset) ? -1 : (t.startLine ?? -1);
    if (line === -1 ? lines.size > 0 : lines.has(line)) continue;
    lines.add(line);
    const span = { file, offset, length: Math.max(1, t.image.length) };
    const found = t.tokenType.name === "EOF" ? "end of file" : `'${t.image}'`;
    const wanted = /--> (\w+) <--/.exec(e.message)?.[1];
    const before = (e as { previousToken?: IToken }).previousToken;
    // A keyword where a name belongs, unless it starts a line (then a statement was cut short).
    if (wanted === "Identifier" && RESERVED.has(t.image) && t.startColumn !== 1) {
      diagnostics.error(span, `'${t.image}' is a keyword and cannot be used as a name`, "reserved-word");
    } else if (wanted && before && (Number.isNaN(t.startOffset) || (before.endLine ?? 0) < (t.startLine ?? 0))) {
      // The statement stopped short at its line's end: the caret goes where the missing part belongs.
      const at = before.endOffset! + 1;
      diagnostics.error({ file, offset: at, length: 1 }, withHint(`expected ${describeToken(wanted)} after '${before.image}'`, at), "syntax");
    } else if (wanted) {
      diagnostics.error(span, withHint(`expected ${describeToken(wanted)}, found ${found}`, offset), "syntax");
    } else {
      diagnostics.error(span, withHint(`unexpected ${found}`, offset), "syntax");
    }
  }
  if (lexed.errors.length > 0 || syntax.errors.length > 0) return null;
  return new AstBuilder(file).build(cst);
}
