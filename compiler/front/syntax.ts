/**
 * The `.dialect` surface syntax: chevrotain tokens and a CstParser.
 *
 * The parser only recognises shape; meaning (which names exist, what an option
 * may hold) is `ast.ts`'s visitor and `check.ts`'s business, so a file with
 * several mistakes still yields one CST and all its diagnostics at once.
 *
 *   [abstract] dialect NAME [extends NAME]
 *   class NAME max N [excluding "chars"]
 *   terminal NAME "lit" cap:CLASS "lit" | "variant"
 *   mark NAME "lit" ws | "respelling"        (used in a spelling by name)
 *   spelling pieces: "lit"  ( a | b )  MARK  ws  cap:CLASS, a piece suffixed ? (may be
 *   left out) or + (may be written twice)
 *   special NAME "lit"
 *   state NAME : CHANNEL[(option, key = value …)]
 *   initial STATE [when thinking else STATE]
 *   STATE TERMINAL -> STATE [: event, event(arg, …)] [when followed by T | T | end]
 *   absorb T, T in S, S
 *   turns T, T
 *   policy NAME = VALUE
 */
import { KEYWORDS } from "../../runtime/compiler-api.js";
import { CstParser, Lexer, createToken, type CstNode, type TokenType } from "chevrotain";

const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n]+/, group: Lexer.SKIPPED });
const LineComment = createToken({ name: "LineComment", pattern: /\/\/[^\n]*/, group: Lexer.SKIPPED });
const BlockComment = createToken({ name: "BlockComment", pattern: /\/\*[\s\S]*?\*\//, group: Lexer.SKIPPED });
export const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z_][A-Za-z0-9_]*/ });
// JSON-style string literal: the visitor decodes it with JSON.parse.
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\n]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/ });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /[0-9]+/ });
export const Arrow = createToken({ name: "Arrow", pattern: /->/ });
export const Colon = createToken({ name: "Colon", pattern: /:/ });
export const Comma = createToken({ name: "Comma", pattern: /,/ });
const Pipe = createToken({ name: "Pipe", pattern: /\|/ });
const Question = createToken({ name: "Question", pattern: /\?/ });
const Plus = createToken({ name: "Plus", pattern: /\+/ });
export const Equals = createToken({ name: "Equals", pattern: /=/ });
export const LParen = createToken({ name: "LParen", pattern: /\(/ });
export const RParen = createToken({ name: "RParen", pattern: /\)/ });
const LBrace = createToken({ name: "LBrace", pattern: /\{/ });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/ });

function keyword(word: string): TokenType {
  return createToken({ name: "Kw_" + word, pattern: new RegExp(word), longer_alt: Identifier });
}
/** One token per reserved word of the grammar's table (`grammar-words.ts`), in its order. */
const Kw = Object.fromEntries(KEYWORDS.map((word) => [word, keyword(word)])) as Record<(typeof KEYWORDS)[number], TokenType>;

/** Words the grammar reserves; they cannot name a state, terminal or class. */
export const RESERVED = new Set<string>(KEYWORDS);

const allTokens: TokenType[] = [
  WhiteSpace,
  BlockComment,
  LineComment,
  Arrow,
  ...Object.values(Kw),
  Identifier,
  StringLiteral,
  NumberLiteral,
  Colon,
  Comma,
  Pipe,
  Question,
  Plus,
  Equals,
  LParen,
  RParen,
  LBrace,
  RBrace,
];

export const dialectLexer = new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: false });

class DialectSyntax extends CstParser {
  constructor(recovery = true) {
    super(allTokens, { recoveryEnabled: recovery, maxLookahead: 3 });
    this.performSelfAnalysis();
  }

  public file = this.RULE("file", () => {
    this.SUBRULE(this.header);
    this.MANY(() => this.SUBRULE(this.statement));
  });

  public header = this.RULE("header", () => {
    this.OPTION(() => this.CONSUME(Kw.abstract));
    this.CONSUME(Kw.dialect);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION2(() => {
      this.CONSUME(Kw.extends);
      this.CONSUME2(Identifier, { LABEL: "base" });
    });
  });

  public statement = this.RULE("statement", () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.classDecl) },
      { ALT: () => this.SUBRULE(this.terminalDecl) },
      { ALT: () => this.SUBRULE(this.markDecl) },
      { ALT: () => this.SUBRULE(this.stateDecl) },
      { ALT: () => this.SUBRULE(this.initialDecl) },
      { ALT: () => this.SUBRULE(this.absorbDecl) },
      { ALT: () => this.SUBRULE(this.turnsDecl) },
      { ALT: () => this.SUBRULE(this.policyDecl) },
      { ALT: () => this.SUBRULE(this.transition) },
    ]);
  });

  public classDecl = this.RULE("classDecl", () => {
    this.CONSUME(Kw.class);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(Kw.max);
    this.CONSUME(NumberLiteral, { LABEL: "max" });
    this.OPTION(() => {
      this.CONSUME(Kw.excluding);
      this.CONSUME(StringLiteral, { LABEL: "excluding" });
    });
  });

  public terminalDecl = this.RULE("terminalDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(Kw.terminal) }, { ALT: () => this.CONSUME(Kw.special) }]);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.AT_LEAST_ONE_SEP({ SEP: Pipe, DEF: () => this.SUBRULE(this.variant) });
  });

  /** A named piece of spelling with the ways models write it: the first is the template's. */
  public markDecl = this.RULE("markDecl", () => {
    this.CONSUME(Kw.mark);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.AT_LEAST_ONE_SEP({ SEP: Pipe, DEF: () => this.SUBRULE(this.variant) });
  });

  public variant = this.RULE("variant", () => {
    this.AT_LEAST_ONE({
      // A name continues the spelling as a capture (`name:`), a mark, or a mistake on the
      // same line; a name that starts a later line (`content A -> b`) is a new statement.
      GATE: () => this.LA(1).tokenType !== Identifier || this.LA(2).tokenType === Colon || this.LA(1).startLine === this.LA(0).endLine,
      DEF: () => this.SUBRULE(this.piece),
    });
  });

  public piece = this.RULE("piece", () => {
    this.OR([
      { ALT: () => this.CONSUME(StringLiteral, { LABEL: "lit" }) },
      { ALT: () => this.SUBRULE(this.whitespace) },
      { ALT: () => this.SUBRULE(this.capture) },
      { ALT: () => this.SUBRULE(this.group) },
      { ALT: () => this.CONSUME(Identifier, { LABEL: "mark" }) },
    ]);
    // `?` the piece may be left out, `+` it may be written twice: the drift a model makes.
    this.MANY(() => this.OR2([{ ALT: () => this.CONSUME(Question, { LABEL: "drift" }) }, { ALT: () => this.CONSUME(Plus, { LABEL: "drift" }) }]));
  });

  /** `( "a" | "b" )`: the first is the template's spelling, the others models' respellings. */
  public group = this.RULE("group", () => {
    this.CONSUME(LParen);
    this.AT_LEAST_ONE_SEP({ SEP: Pipe, DEF: () => this.SUBRULE(this.variant) });
    this.CONSUME(RParen);
  });

  public whitespace = this.RULE("whitespace", () => {
    this.CONSUME(Kw.ws);
    // What `render` writes there (a newline unless it says otherwise).
    this.OPTION(() => {
      this.CONSUME(Equals);
      this.CONSUME(StringLiteral, { LABEL: "written" });
    });
  });

  public capture = this.RULE("capture", () => {
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(Colon);
    this.CONSUME2(Identifier, { LABEL: "class" });
    // What `render` writes there when no name or key fills it.
    this.OPTION(() => {
      this.CONSUME(Equals);
      this.CONSUME(StringLiteral, { LABEL: "written" });
    });
  });

  public stateDecl = this.RULE("stateDecl", () => {
    this.CONSUME(Kw.state);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(Colon);
    this.CONSUME2(Identifier, { LABEL: "channel" });
    this.OPTION(() => {
      this.CONSUME(LParen);
      this.MANY_SEP({ SEP: Comma, DEF: () => this.SUBRULE(this.channelOption) });
      this.CONSUME(RParen);
    });
  });

  public channelOption = this.RULE("channelOption", () => {
    this.CONSUME(Identifier, { LABEL: "key" });
    this.OPTION(() => {
      this.CONSUME(Equals);
      this.SUBRULE(this.optionValue);
    });
  });

  /** `"a" | "b"`, `after "." before ":"`, `string { "true": string }`: atoms, then an optional map */
  public optionValue = this.RULE("optionValue", () => {
    this.MANY(() =>
      this.OR([
        { ALT: () => this.CONSUME(StringLiteral, { LABEL: "atom" }) },
        { ALT: () => this.CONSUME(Identifier, { LABEL: "atom" }) },
        { ALT: () => this.CONSUME(NumberLiteral, { LABEL: "atom" }) },
        { ALT: () => this.CONSUME(Pipe) },
      ]),
    );
    this.OPTION(() => {
      this.CONSUME(LBrace);
      this.MANY_SEP({ SEP: Comma, DEF: () => this.SUBRULE(this.mapEntry) });
      this.CONSUME(RBrace);
    });
  });

  public mapEntry = this.RULE("mapEntry", () => {
    this.CONSUME(StringLiteral, { LABEL: "key" });
    this.CONSUME(Colon);
    this.CONSUME(Identifier, { LABEL: "value" });
  });

  public initialDecl = this.RULE("initialDecl", () => {
    this.CONSUME(Kw.initial);
    this.CONSUME(Identifier, { LABEL: "state" });
    this.OPTION(() => {
      this.CONSUME(Kw.when);
      this.CONSUME2(Identifier, { LABEL: "flag" });
      this.CONSUME(Kw.else);
      this.CONSUME3(Identifier, { LABEL: "otherwise" });
    });
  });

  public absorbDecl = this.RULE("absorbDecl", () => {
    this.CONSUME(Kw.absorb);
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => this.CONSUME(Identifier, { LABEL: "terminal" }) });
    this.CONSUME(Kw.in);
    this.AT_LEAST_ONE_SEP2({ SEP: Comma, DEF: () => this.CONSUME2(Identifier, { LABEL: "state" }) });
  });

  public turnsDecl = this.RULE("turnsDecl", () => {
    this.CONSUME(Kw.turns);
    this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => this.CONSUME(Identifier, { LABEL: "terminal" }) });
  });

  public policyDecl = this.RULE("policyDecl", () => {
    this.CONSUME(Kw.policy);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(Equals);
    this.OR([
      { ALT: () => this.CONSUME2(Identifier, { LABEL: "value" }) },
      { ALT: () => this.CONSUME(StringLiteral, { LABEL: "value" }) },
      { ALT: () => this.CONSUME(NumberLiteral, { LABEL: "value" }) },
    ]);
  });

  public transition = this.RULE("transition", () => {
    this.CONSUME(Identifier, { LABEL: "from" });
    this.CONSUME2(Identifier, { LABEL: "terminal" });
    this.CONSUME(Arrow);
    this.CONSUME3(Identifier, { LABEL: "to" });
    this.OPTION(() => {
      this.CONSUME(Colon);
      this.AT_LEAST_ONE_SEP({ SEP: Comma, DEF: () => this.SUBRULE(this.event) });
    });
    this.OPTION2(() => {
      this.CONSUME(Kw.when);
      this.OR2([
        {
          ALT: () => {
            this.CONSUME(Kw.followed);
            this.CONSUME(Kw.by);
            this.AT_LEAST_ONE_SEP2({
              SEP: Pipe,
              DEF: () => this.OR([{ ALT: () => this.CONSUME4(Identifier, { LABEL: "follow" }) }, { ALT: () => this.CONSUME(Kw.end, { LABEL: "followEnd" }) }]),
            });
          },
        },
        {
          // `when outside string`: not inside a JSON string of the state's text; `when after T`: straight after T
          ALT: () => {
            this.CONSUME5(Identifier, { LABEL: "condition" });
            this.CONSUME6(Identifier, { LABEL: "conditionObject" });
          },
        },
      ]);
    });
  });

  public event = this.RULE("event", () => {
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION(() => {
      this.CONSUME(LParen);
      this.MANY_SEP({
        SEP: Comma,
        DEF: () => this.OR([{ ALT: () => this.CONSUME2(Identifier, { LABEL: "arg" }) }, { ALT: () => this.CONSUME(StringLiteral, { LABEL: "arg" }) }]),
      });
      this.CONSUME(RParen);
    });
  });
}

/** One shared instance: chevrotain parsers are reusable through `input =`. */
export const dialectSyntax = new DialectSyntax();

let strictSyntax: DialectSyntax | null = null;
/**
 * A parser without error recovery, built on first use. Recovery reports every
 * syntax error of a file, but on pathological input (thousands of broken
 * statements) chevrotain's re-synchronisation recurses past the stack; then
 * the file is parsed again without it and the first error is reported.
 */
export function strictDialectSyntax(): DialectSyntax {
  strictSyntax ??= new DialectSyntax(false);
  return strictSyntax;
}

export type { CstNode };
