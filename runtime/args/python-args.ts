/**
 * Python keyword arguments as JSON, while they stream: `city='Paris', n=3,
 * tags=['a', "b"], opts={'x': None})` becomes
 * `{"city": "Paris", "n": 3, "tags": ["a", "b"], "opts": {"x": null}}`.
 * Pythonic tool calls (Llama 3.2/4, LFM2, Llama 3.1's built-in tools) write
 * their arguments this way.
 *
 * Strings stream as they arrive (Python escapes decoded, JSON escapes
 * written); other scalars go out once a delimiter ends them: `True`, `False`,
 * `None` (and JSON's spellings), numbers (`1_000`, `.5`, `0x1F` normalised);
 * any other bare word becomes a string rather than being lost. Tuples and
 * sets are lists (a `{` waits for its first key's end to show which it
 * opens); dict keys that are not strings become strings. A quote closes its
 * string only where the literal can go on after it (a comma, a closer, a
 * key's colon), so a shell command's own quotes (`'sed -n '1,5p' f'`) stay
 * in it. A `(`, `,`, `)` or
 * `]` inside a string is data. A triple-quoted string (`"""…"""`, code a
 * model writes over several lines) ends only at its three quotes. The text ends at the `)` that closes the
 * arguments; anything malformed stops the translation ("invalid") and what was
 * written stands, to be completed by the JSON reader downstream.
 */
import { Ch, isNameChar, isNameStart, isSpace } from "../text/chars.js";
import { isHex, jsonChar, stringRunEnd } from "../text/json-text.js";
import { DEFAULT_CAPS, type CapsIR } from "../ir/ir.js";

const enum Mode {
  /** before a keyword, or the `)` that ends the arguments */
  KeyStart,
  Key,
  /** between a keyword and its `=` */
  Equals,
  Value,
  /** inside a quoted string (dict key or value) */
  Str,
  /** after a quote that may close the string: whether it does waits for what follows */
  Quote,
  /** a backslash escape inside a string */
  Escape,
  /** an unquoted scalar (number, True, None, …) */
  Scalar,
  AfterValue,
  DictKey,
  /** after the first key of a `{`: a colon makes it a dict, a comma or `}` a set */
  KeyEnd,
  Colon,
  Done,
  Invalid,
}

/** What an open container expects; the arguments themselves are the bottom one. */
const enum Ctx {
  Kwargs,
  List,
  Tuple,
  Dict,
  /** a Python set, written as a JSON array */
  Set,
}

/** A scalar's JSON text: literals translated, numbers normalised, anything else a string. */
function scalarJson(word: string): string {
  switch (word) {
    case "True":
    case "true":
      return "true";
    case "False":
    case "false":
      return "false";
    case "None":
    case "null":
      return "null";
  }
  let digits = "";
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== Ch.Underscore) digits += word[i];
  const n = digits === "" ? NaN : Number(digits);
  if (Number.isFinite(n) && !isSpace(digits.charCodeAt(0))) return String(n);
  return JSON.stringify(word);
}

export class PythonArgsTranslator {
  private mode = Mode.KeyStart;
  private readonly ctx: Ctx[] = [Ctx.Kwargs];
  /** elements written so far in each open container (a comma goes before the next) */
  private readonly count: number[] = [0];
  private word = "";
  private quote = 0;
  /** whether the open string is a dict key (then a colon follows) */
  private strIsKey = false;
  /** whitespace read after a quote whose role is not yet known */
  private afterQuote = "";
  /** the open string has a character: a quote right after its opening one is `""`, or the start of `"""` */
  private strBegun = false;
  /** the open string is triple-quoted, and how many of its quotes in a row were read (3 close it) */
  private triple = false;
  private closing = 0;
  /** where the `{` of a brace not yet known to be a dict or a set stands in `out` (-1: none) */
  private braceAt = -1;
  private esc = "";
  private out = "{";
  /** a keyword and its `=`, or an immediate `)`, has been read: this is a call's argument list */
  confirmed = false;

  constructor(private readonly caps: CapsIR = DEFAULT_CAPS) {}

  /** the closing parenthesis was read (never once malformed) */
  get closed(): boolean {
    return this.mode === Mode.Done;
  }

  get malformed(): boolean {
    return this.mode === Mode.Invalid;
  }

  /** JSON text written since the last call. */
  take(): string {
    // A brace not yet known to open a dict or a set waits with what follows it.
    if (this.braceAt >= 0) {
      const s = this.out.slice(0, this.braceAt);
      this.out = this.out.slice(this.braceAt);
      this.braceAt = 0;
      return s;
    }
    const s = this.out;
    this.out = "";
    return s;
  }

  /** The stream ended: a scalar that was still being read counts as complete. */
  finish(): string {
    if (this.mode === Mode.Scalar && !this.strIsKey) {
      this.out += scalarJson(this.word);
      this.mode = Mode.AfterValue;
    } else if (this.mode === Mode.Quote) {
      this.out += '"';
      this.endValue(this.strIsKey);
    } else if (this.mode === Mode.Str) this.quotesAreData();
    this.braceAt = -1;
    return this.take();
  }

  /** Consumes src[from, to); returns where it stopped (after the closing `)`, or `to`). */
  // A per-character state machine, kept as one loop: it reads as one, and split up it would cost a call per character on the hot path.
  push(src: string, from: number, to: number): number {
    let p = from;
    while (p < to) {
      const c = src.charCodeAt(p);
      switch (this.mode) {
        case Mode.Str: {
          if (this.triple) {
            if (c === this.quote) {
              if (++this.closing === 3) {
                this.triple = false;
                this.closing = 0;
                this.out += '"';
                this.endValue(this.strIsKey);
              }
              break;
            }
            this.quotesAreData();
          } else if (c !== this.quote) this.strBegun = true;
          // A run of plain characters goes out at once.
          const q = stringRunEnd(src, p, to, this.quote);
          if (q > p) {
            this.out += src.slice(p, q);
            p = q;
            continue;
          }
          if (c === this.quote) {
            this.mode = Mode.Quote;
            this.afterQuote = "";
          } else if (c === Ch.Backslash) {
            this.mode = Mode.Escape;
            this.esc = "";
          } else this.out += jsonChar(c);
          break;
        }
        case Mode.Escape:
          if (!this.escape(c)) continue;
          break;
        case Mode.Quote:
          // The quote closes the string where the literal can go on after it (a
          // comma, a closer, a key's colon); otherwise it is the string's own
          // (`'sed -n '1,5p' f'`), as is the whitespace read since.
          if (c === this.quote && !this.strBegun && this.afterQuote === "") {
            // `"""`: the third quote opens a triple-quoted string.
            this.triple = true;
            this.mode = Mode.Str;
            break;
          }
          if (isSpace(c)) {
            this.afterQuote += src[p];
            if (this.afterQuote.length > this.caps.name) this.quoteIsData();
            break;
          }
          if (c === Ch.Comma || c === Ch.ParenR || c === Ch.BracketR || c === Ch.BraceR || (c === Ch.Colon && this.strIsKey)) {
            this.out += '"';
            this.endValue(this.strIsKey);
          } else this.quoteIsData();
          continue; // what follows the quote is read again
        case Mode.KeyEnd:
          if (isSpace(c)) break;
          if (c === Ch.Colon) {
            // A dict: its first key, written as a set's element would be, becomes a string.
            const key = this.out.slice(this.braceAt + 1);
            if (key.charCodeAt(0) !== Ch.Quote) this.out = this.out.slice(0, this.braceAt + 1) + JSON.stringify(key);
            this.out += ": ";
            this.braceAt = -1;
            this.mode = Mode.Value;
          } else if (c === Ch.Comma || c === Ch.BraceR) this.becomeSet();
          else this.mode = Mode.Invalid;
          if (c === Ch.Colon) break;
          continue;
        case Mode.KeyStart:
          if (isSpace(c)) break;
          if (c === Ch.ParenR) {
            this.confirmed = true;
            this.close();
          } else if (isNameStart(c)) {
            this.mode = Mode.Key;
            this.word = src[p]!;
          } else this.mode = Mode.Invalid;
          break;
        case Mode.Key:
          if (isNameChar(c)) {
            this.word += src[p];
            if (this.word.length > this.caps.name) this.mode = Mode.Invalid;
          } else if (c === Ch.Equals) this.keyword();
          else if (isSpace(c)) this.mode = Mode.Equals;
          else this.mode = Mode.Invalid;
          break;
        case Mode.Equals:
          if (c === Ch.Equals) this.keyword();
          else if (!isSpace(c)) this.mode = Mode.Invalid;
          break;
        case Mode.Value:
          if (!isSpace(c)) this.startValue(src, p, c, false);
          break;
        case Mode.DictKey:
          if (isSpace(c)) break;
          if (c === Ch.BraceR) this.close(Ch.BraceR);
          else this.startValue(src, p, c, true);
          break;
        case Mode.Colon:
          if (c === Ch.Colon) this.mode = Mode.Value;
          else if (!isSpace(c)) this.mode = Mode.Invalid;
          break;
        case Mode.Scalar:
          if (isSpace(c) || c === Ch.Comma || c === Ch.ParenR || c === Ch.BracketR || c === Ch.BraceR || c === Ch.Colon) {
            const key = this.strIsKey;
            const json = scalarJson(this.word);
            // The first element of a set is written as the value it is.
            this.out += key && this.braceAt < 0 && json.charCodeAt(0) !== Ch.Quote ? JSON.stringify(json) : json;
            this.endValue(key);
            continue; // the delimiter is read again
          }
          this.word += src[p];
          if (this.word.length > this.caps.name) this.mode = Mode.Invalid;
          break;
        case Mode.AfterValue:
          if (isSpace(c)) break;
          if (c === Ch.Comma) {
            const top = this.ctx[this.ctx.length - 1]!;
            this.mode = top === Ctx.Kwargs ? Mode.KeyStart : top === Ctx.Dict ? Mode.DictKey : Mode.Value;
            // An empty set after a trailing comma reads its `}` as a closer.
            if (top === Ctx.Set) this.mode = Mode.Value;
          } else this.close(c);
          break;
        case Mode.Done:
          return p;
        case Mode.Invalid:
          return to;
      }
      p++;
    }
    return to;
  }

  private keyword(): void {
    this.out += (this.count[0]! > 0 ? ", " : "") + JSON.stringify(this.word) + ": ";
    this.count[0]!++;
    this.confirmed = true;
    this.mode = Mode.Value;
  }

  /** The first character of a value (or of a dict key). */
  private startValue(src: string, p: number, c: number, isKey: boolean): void {
    const top = this.ctx.length - 1;
    if (!isKey && this.ctx[top] !== Ctx.Kwargs) {
      // An empty container, or a trailing comma before its closer.
      if ((c === Ch.BracketR && this.ctx[top] === Ctx.List) || (c === Ch.ParenR && this.ctx[top] === Ctx.Tuple) || (c === Ch.BraceR && this.ctx[top] === Ctx.Set)) {
        this.close(c);
        return;
      }
      if (this.ctx[top] !== Ctx.Dict) this.out += this.count[top]! > 0 ? ", " : "";
      if (this.ctx[top] !== Ctx.Dict) this.count[top]!++;
    }
    if (isKey) {
      this.out += this.count[top]! > 0 ? ", " : "";
      this.count[top]!++;
    }
    this.strIsKey = isKey;
    if (c === Ch.Apostrophe || c === Ch.Quote) {
      this.mode = Mode.Str;
      this.quote = c;
      this.strBegun = false;
      this.out += '"';
    } else if (!isKey && (c === Ch.BracketL || c === Ch.ParenL || c === Ch.BraceL)) {
      if (this.ctx.length > this.caps.depth) {
        this.mode = Mode.Invalid;
        return;
      }
      this.ctx.push(c === Ch.BracketL ? Ctx.List : c === Ch.ParenL ? Ctx.Tuple : Ctx.Dict);
      this.count.push(0);
      if (c === Ch.BraceL) this.braceAt = this.out.length;
      this.out += c === Ch.BraceL ? "{" : "[";
      this.mode = c === Ch.BraceL ? Mode.DictKey : Mode.Value;
    } else if (c === Ch.Comma || c === Ch.ParenR || c === Ch.BracketR || c === Ch.BraceR || c === Ch.Colon || c === Ch.Equals) {
      this.mode = Mode.Invalid;
    } else {
      this.mode = Mode.Scalar;
      this.word = src[p]!;
    }
  }

  /** A value (or dict key) ended. */
  private endValue(wasKey: boolean): void {
    if (wasKey && this.braceAt >= 0) this.mode = Mode.KeyEnd;
    else if (wasKey) {
      this.out += ": ";
      this.mode = Mode.Colon;
    } else this.mode = Mode.AfterValue;
  }

  /** Quotes of a triple-quoted string that were fewer than three in a row: the string's own. */
  private quotesAreData(): void {
    for (; this.closing > 0; this.closing--) this.out += jsonChar(this.quote);
  }

  /** A quote that did not close its string: it and the whitespace after it are the string's. */
  private quoteIsData(): void {
    this.strBegun = true;
    this.out += jsonChar(this.quote);
    for (let i = 0; i < this.afterQuote.length; i++) this.out += jsonChar(this.afterQuote.charCodeAt(i));
    this.afterQuote = "";
    this.mode = Mode.Str;
  }

  /** The brace held a set (`{'a', 'b'}`): JSON has none, so it is written as an array. */
  private becomeSet(): void {
    this.out = this.out.slice(0, this.braceAt) + "[" + this.out.slice(this.braceAt + 1);
    this.braceAt = -1;
    this.ctx[this.ctx.length - 1] = Ctx.Set;
    this.mode = Mode.AfterValue;
  }

  /** A closer after a value, or `)` ending the arguments. */
  private close(c: number = Ch.ParenR): void {
    const top = this.ctx[this.ctx.length - 1]!;
    const matches =
      (top === Ctx.Kwargs && c === Ch.ParenR) ||
      (top === Ctx.List && c === Ch.BracketR) ||
      (top === Ctx.Tuple && c === Ch.ParenR) ||
      ((top === Ctx.Dict || top === Ctx.Set) && c === Ch.BraceR);
    // `{}` is an empty dict.
    if (matches && top === Ctx.Dict) this.braceAt = -1;
    if (!matches) {
      this.mode = Mode.Invalid;
      return;
    }
    this.ctx.pop();
    this.count.pop();
    this.out += top === Ctx.Kwargs || top === Ctx.Dict ? "}" : "]";
    this.mode = this.ctx.length === 0 ? Mode.Done : Mode.AfterValue;
  }

  /**
   * One character of an escape (`\n`, `\'`, `\x41`, `\u00e9`, `\U0001F600`,
   * octal); returns false when the character was not consumed (an escape
   * that ended before it).
   */
  private escape(c: number): boolean {
    if (this.esc === "") {
      const simple = SIMPLE_ESCAPES[c];
      if (simple !== undefined) {
        this.out += simple;
        this.mode = Mode.Str;
        return true;
      }
      if (c === Ch.Newline) {
        // a backslash-newline continues the line
        this.mode = Mode.Str;
        return true;
      }
      if (c === Ch.LowerX || c === Ch.LowerU || c === Ch.UpperU || (c >= Ch.Digit0 && c <= Ch.Digit7)) {
        this.esc = String.fromCharCode(c);
        return true;
      }
      // Python keeps an unknown escape as written.
      this.out += "\\\\" + jsonChar(c);
      this.mode = Mode.Str;
      return true;
    }
    const kind = this.esc.charCodeAt(0);
    if (kind >= Ch.Digit0 && kind <= Ch.Digit7) {
      if (c >= Ch.Digit0 && c <= Ch.Digit7 && this.esc.length < 3) {
        this.esc += String.fromCharCode(c);
        return true;
      }
      this.out += jsonChar(parseInt(this.esc, 8));
      this.mode = Mode.Str;
      return false;
    }
    const want = kind === Ch.LowerX ? 2 : kind === Ch.LowerU ? 4 : 8;
    if (!isHex(c)) {
      this.mode = Mode.Invalid;
      return true;
    }
    this.esc += String.fromCharCode(c);
    if (this.esc.length - 1 === want) {
      const code = parseInt(this.esc.slice(1), 16);
      if (code > 0x10ffff) {
        this.mode = Mode.Invalid;
        return true;
      }
      this.out += code > 0xffff ? String.fromCodePoint(code) : jsonChar(code);
      this.mode = Mode.Str;
    }
    return true;
  }
}

const SIMPLE_ESCAPES: Record<number, string> = {
  [Ch.Backslash]: "\\\\",
  [Ch.Apostrophe]: "'",
  [Ch.Quote]: '\\"',
  [Ch.LowerN]: "\\n",
  [Ch.LowerT]: "\\t",
  [Ch.LowerR]: "\\r",
  [Ch.LowerB]: "\\b",
  [Ch.LowerF]: "\\f",
  [Ch.LowerA]: "\\u0007",
  [Ch.LowerV]: "\\u000b",
};

/**
 * A Python literal (`['a', 1, True]`, `{'k': None}`) as the value it spells, or undefined when the
 * text is not one: what a model that writes Python puts in a parameter whose schema wants a list or
 * a dict (vLLM and SGLang try `json.loads`, then `ast.literal_eval`). Read as the one keyword
 * argument of a call, which this translator knows.
 */
export function pythonLiteral(text: string): unknown {
  const t = new PythonArgsTranslator();
  const src = `v=${text.trim()})`;
  const end = t.push(src, 0, src.length);
  if (!t.closed || t.malformed || end !== src.length) return undefined;
  try {
    return (JSON.parse(t.take() + t.finish()) as { v?: unknown }).v;
  } catch {
    return undefined;
  }
}
