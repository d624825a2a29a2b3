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
 * any other bare word becomes a string rather than being lost. Tuples are
 * lists; dict keys that are not strings become strings. A `(`, `,`, `)` or
 * `]` inside a string is data. The text ends at the `)` that closes the
 * arguments; anything malformed stops the translation ("invalid") and what was
 * written stands, to be completed by the JSON reader downstream.
 */
import { isNameChar, isNameStart, isSpace } from "./chars.js";
import { isHex, jsonChar, stringRunEnd } from "./json-text.js";
import { DEFAULT_CAPS, type CapsIR } from "./ir.js";

const enum Mode {
  /** before a keyword, or the `)` that ends the arguments */
  KeyStart,
  Key,
  /** between a keyword and its `=` */
  Equals,
  Value,
  /** inside a quoted string (dict key or value) */
  Str,
  /** a backslash escape inside a string */
  Escape,
  /** an unquoted scalar (number, True, None, …) */
  Scalar,
  AfterValue,
  DictKey,
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
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== 95) digits += word[i];
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
  private esc = "";
  private out = "{";
  /** a keyword and its `=`, or an immediate `)`, has been read: this is a call's argument list */
  confirmed = false;

  constructor(private readonly caps: CapsIR = DEFAULT_CAPS) {}

  get done(): boolean {
    return this.mode === Mode.Done;
  }

  get invalid(): boolean {
    return this.mode === Mode.Invalid;
  }

  /** JSON text written since the last call. */
  take(): string {
    const s = this.out;
    this.out = "";
    return s;
  }

  /** The stream ended: a scalar that was still being read counts as complete. */
  finish(): string {
    if (this.mode === Mode.Scalar && !this.strIsKey) {
      this.out += scalarJson(this.word);
      this.mode = Mode.AfterValue;
    }
    return this.take();
  }

  /** Consumes src[from, to); returns where it stopped (after the closing `)`, or `to`). */
  push(src: string, from: number, to: number): number {
    let p = from;
    while (p < to) {
      const c = src.charCodeAt(p);
      switch (this.mode) {
        case Mode.Str: {
          // A run of plain characters goes out at once.
          const q = stringRunEnd(src, p, to, this.quote);
          if (q > p) {
            this.out += src.slice(p, q);
            p = q;
            continue;
          }
          if (c === this.quote) {
            this.out += '"';
            this.endValue(this.strIsKey);
          } else if (c === 92) {
            this.mode = Mode.Escape;
            this.esc = "";
          } else this.out += jsonChar(c);
          break;
        }
        case Mode.Escape:
          if (!this.escape(c)) continue;
          break;
        case Mode.KeyStart:
          if (isSpace(c)) break;
          if (c === 41) {
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
          } else if (c === 61) this.keyword();
          else if (isSpace(c)) this.mode = Mode.Equals;
          else this.mode = Mode.Invalid;
          break;
        case Mode.Equals:
          if (c === 61) this.keyword();
          else if (!isSpace(c)) this.mode = Mode.Invalid;
          break;
        case Mode.Value:
          if (!isSpace(c)) this.startValue(src, p, c, false);
          break;
        case Mode.DictKey:
          if (isSpace(c)) break;
          if (c === 125) this.close(125);
          else this.startValue(src, p, c, true);
          break;
        case Mode.Colon:
          if (c === 58) this.mode = Mode.Value;
          else if (!isSpace(c)) this.mode = Mode.Invalid;
          break;
        case Mode.Scalar:
          if (isSpace(c) || c === 44 || c === 41 || c === 93 || c === 125 || c === 58) {
            const key = this.strIsKey;
            const json = scalarJson(this.word);
            this.out += key && json.charCodeAt(0) !== 34 ? JSON.stringify(json) : json;
            this.endValue(key);
            continue; // the delimiter is read again
          }
          this.word += src[p];
          if (this.word.length > this.caps.name) this.mode = Mode.Invalid;
          break;
        case Mode.AfterValue:
          if (isSpace(c)) break;
          if (c === 44) {
            const top = this.ctx[this.ctx.length - 1]!;
            this.mode = top === Ctx.Kwargs ? Mode.KeyStart : top === Ctx.Dict ? Mode.DictKey : Mode.Value;
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
      if ((c === 93 && this.ctx[top] === Ctx.List) || (c === 41 && this.ctx[top] === Ctx.Tuple)) {
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
    if (c === 39 || c === 34) {
      this.mode = Mode.Str;
      this.quote = c;
      this.out += '"';
    } else if (!isKey && (c === 91 || c === 40 || c === 123)) {
      if (this.ctx.length > this.caps.depth) {
        this.mode = Mode.Invalid;
        return;
      }
      this.ctx.push(c === 91 ? Ctx.List : c === 40 ? Ctx.Tuple : Ctx.Dict);
      this.count.push(0);
      this.out += c === 123 ? "{" : "[";
      this.mode = c === 123 ? Mode.DictKey : Mode.Value;
    } else if (c === 44 || c === 41 || c === 93 || c === 125 || c === 58 || c === 61) {
      this.mode = Mode.Invalid;
    } else {
      this.mode = Mode.Scalar;
      this.word = src[p]!;
    }
  }

  /** A value (or dict key) ended. */
  private endValue(wasKey: boolean): void {
    if (wasKey) {
      this.out += ": ";
      this.mode = Mode.Colon;
    } else this.mode = Mode.AfterValue;
  }

  /** A closer after a value, or `)` ending the arguments. */
  private close(c = 41): void {
    const top = this.ctx[this.ctx.length - 1]!;
    const matches = (top === Ctx.Kwargs && c === 41) || (top === Ctx.List && c === 93) || (top === Ctx.Tuple && c === 41) || (top === Ctx.Dict && c === 125);
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
      if (c === 10) {
        // a backslash-newline continues the line
        this.mode = Mode.Str;
        return true;
      }
      if (c === 120 || c === 117 || c === 85 || (c >= 48 && c <= 55)) {
        this.esc = String.fromCharCode(c);
        return true;
      }
      // Python keeps an unknown escape as written.
      this.out += "\\\\" + jsonChar(c);
      this.mode = Mode.Str;
      return true;
    }
    const kind = this.esc.charCodeAt(0);
    if (kind >= 48 && kind <= 55) {
      if (c >= 48 && c <= 55 && this.esc.length < 3) {
        this.esc += String.fromCharCode(c);
        return true;
      }
      this.out += jsonChar(parseInt(this.esc, 8));
      this.mode = Mode.Str;
      return false;
    }
    const want = kind === 120 ? 2 : kind === 117 ? 4 : 8;
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
  92: "\\\\",
  39: "'",
  34: '\\"',
  110: "\\n",
  116: "\\t",
  114: "\\r",
  98: "\\b",
  102: "\\f",
  97: "\\u0007",
  118: "\\u000b",
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
  if (!t.done || t.invalid || end !== src.length) return undefined;
  try {
    return (JSON.parse(t.take() + t.finish()) as { v?: unknown }).v;
  } catch {
    return undefined;
  }
}
