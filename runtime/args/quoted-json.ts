/**
 * Translates a JSON dialect that quotes strings with a token and leaves keys
 * bare (Gemma 4: `{city:<|"|>Paris<|"|>,days:3,tags:[<|"|>a<|"|>]}`) into JSON
 * as it streams, for `JsonObjectStream` to take from there.
 *
 * Inside a string, characters are JSON-escaped. Outside, a bare word is held
 * until the character after it shows what it was: followed by `:` it is a key
 * (quoted); otherwise a value, kept as is when it is a number, `true`,
 * `false` or `null` (Python's `None`, `True` and `False` written as those), quoted otherwise. The JSON is written in json.dumps's
 * spacing (`{"a": 1, "b": [2, 3]}`), whatever the model's. A comma a model leaves out between
 * two members (`city:<q>NYC<q>unit:<q>c<q>`) is supplied. A string a model
 * quotes with ASCII quotes instead (`command:"ls"`, `command:'ls'`), as models
 * drift into, is read too, with its backslash escapes; a value left bare with
 * spaces in it (`command:ls -la`) is one string. The object may be written
 * in parentheses, as models drift into writing a call's arguments
 * (`(command:<q>ls<q>)`, `(command: "ls")`, and Python's keywords,
 * `(command="ls", n=3)`): it is the same object, its `=` a key's colon. A quote token cut
 * by a chunk end is held back. Same input, any chunking, same JSON. Translation stops after
 * the bracket that closes the object: the text after it is not arguments.
 */
import { Ch, isSpace } from "../text/chars.js";
import { isJsonScalar, jsonChar, stringRunEnd } from "../text/json-text.js";

function isWordChar(c: number): boolean {
  return (
    (c >= Ch.Digit0 && c <= Ch.Digit9) ||
    (c >= Ch.UpperA && c <= Ch.UpperZ) ||
    (c >= Ch.LowerA && c <= Ch.LowerZ) ||
    c === Ch.Underscore ||
    c === Ch.Dot ||
    c === Ch.Minus ||
    c === Ch.Plus
  );
}

/**
 * Python's `None`, `True` and `False`, as JSON: Gemma 4's template writes a null with Python's str() (`none:None`),
 * so its models do; a string "None" is quoted, so a bare one is never text.
 */
function pythonConstant(word: string): string | null {
  return word === "None" ? "null" : word === "True" ? "true" : word === "False" ? "false" : null;
}

/** A number as Python writes it but JSON does not (`108.`, `.5`, `+3`), in JSON; null otherwise. */
function pythonNumber(word: string): string | null {
  let digits = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= Ch.Digit0 && c <= Ch.Digit9) digits = true;
    else if (c !== Ch.Dot && c !== Ch.Plus && c !== Ch.Minus && c !== Ch.LowerE && c !== Ch.UpperE) return null;
  }
  const n = digits ? Number(word) : NaN;
  return Number.isFinite(n) ? JSON.stringify(n) : null;
}

/** A bare word as a JSON value: a number or constant as itself (Python's spellings converted), else a string. */
function scalarOrString(word: string): string {
  return isJsonScalar(word) ? word : (pythonNumber(word) ?? pythonConstant(word) ?? JSON.stringify(word));
}

/**
 * Bare words with spaces between, as a value: numbers and constants only are values a model left the
 * commas out between (`[1 2]`); anything else is one string, spaces kept (`ls -la`), never a value lost.
 */
function phraseValue(phrase: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i <= phrase.length; i++) {
    if (i < phrase.length && !isSpace(phrase.charCodeAt(i))) continue;
    if (i > from) {
      const word = phrase.slice(from, i);
      const value = scalarOrString(word);
      if (value.charCodeAt(0) === Ch.Quote) return JSON.stringify(phrase);
      out += out === "" ? value : ", " + value;
    }
    from = i + 1;
  }
  return out;
}

export class QuotedJsonTranslator {
  /** inside a string quoted by the token */
  private inString = false;
  /** inside a string quoted with `"` or `'` (the quote's code), 0 outside one */
  private asciiQuote = 0;
  /** the last character of an ASCII-quoted string was a backslash */
  private escaped = false;
  /** characters that may begin the quote token, waiting for more input */
  private pendingQuote = "";
  /** a bare word (and the whitespace after it) waiting for what follows; in a value, several words (a phrase) */
  private word = "";
  private wordSpace = "";
  /** where the phrase's last word starts in `word` (0: one word) */
  private lastWord = 0;
  /** the word began where a value goes (after a key's colon, or in an array) */
  private inValue = false;
  /** the open brackets, innermost last (changes at brackets only); `(` for an object in parentheses */
  private brackets = "";
  /** parentheses the bare word being read opened and has not closed (`f(x)` in `(expr:f(x))`) */
  private wordParens = 0;
  /** brackets open outside strings; the object is done when the first one closes */
  private depth = 0;
  private braceRead = false;
  /** a key's colon came, and no value yet (only whitespace) */
  private afterColon = false;
  /** a value (or member) just ended: what starts next needs the comma a model may leave out */
  private valueEnded = false;
  /** where the last `push` stopped in its source: after the object's closing brace, or its end */
  end = 0;

  /** `maxWord`: a bare word (or the space after it) longer than this goes out as a string, which ends valid JSON there */
  constructor(
    private readonly quote: string,
    private readonly maxWord: number = 1024,
  ) {}

  /** Translates src[from, to); returns the JSON text it produced. */
  // A per-character state machine, kept as one loop: it reads as one, and split up it would cost a call per character on the hot path.
  push(src: string, from: number, to: number): string {
    this.end = from;
    if (this.braceRead) return "";
    this.end = to;
    let text = src.slice(from, to);
    // A held quote prefix holds no bracket, so a closing brace lies in src: at p - shift.
    const shift = this.pendingQuote.length - from;
    if (this.pendingQuote !== "") {
      text = this.pendingQuote + text;
      this.pendingQuote = "";
    }
    let out = "";
    const q = this.quote;
    for (let p = 0; p < text.length; p++) {
      const c = text.charCodeAt(p);
      if (this.asciiQuote !== 0) {
        out += this.asciiChar(c, text[p]!);
        continue;
      }
      if (c === q.charCodeAt(0)) {
        const rest = text.length - p;
        if (rest < q.length && q.startsWith(text.slice(p))) {
          this.pendingQuote = text.slice(p);
          return out;
        }
        if (text.startsWith(q, p)) {
          if (!this.inString) out += this.flushWord(false) + this.owedComma();
          this.afterColon = false;
          out += '"';
          this.inString = !this.inString;
          this.valueEnded = !this.inString;
          p += q.length - 1;
          continue;
        }
      }
      if (this.inString) {
        // A plain run goes out at once; it ends before a character to escape or where the quote token may start.
        const end = stringRunEnd(text, p, text.length, q.charCodeAt(0));
        if (end > p) {
          out += text.slice(p, end);
          p = end - 1;
        } else out += jsonChar(c);
        continue;
      }
      if (c === Ch.Quote || c === Ch.Apostrophe) {
        // A string in ASCII quotes where the token belongs: read as one, never emptied.
        out += this.flushWord(false) + this.owedComma() + '"';
        this.afterColon = false;
        this.asciiQuote = c;
        continue;
      }
      if (isWordChar(c) || this.bareValueChar(c)) {
        if (this.wordSpace !== "") {
          // In a value, words with spaces between are one phrase until what follows shows what it was
          // (`command:ls -la}` is "ls -la"; `a:1 b:` is the value 1, then the key b). Elsewhere a word after
          // a word and a space means the first was a value.
          if (this.inValue) {
            this.word += this.wordSpace;
            this.wordSpace = "";
            this.lastWord = this.word.length;
          } else out += this.flushWord(false);
        }
        if (this.word === "") {
          out += this.owedComma();
          this.inValue = this.afterColon || this.brackets.endsWith("[");
        }
        this.afterColon = false;
        this.word += text[p];
        if (c === Ch.ParenL) this.wordParens++;
        else if (c === Ch.ParenR) this.wordParens--;
        if (this.word.length > this.maxWord) out += this.flushOverlong();
        continue;
      }
      if (isSpace(c) && this.word !== "") {
        this.wordSpace += text[p];
        if (this.wordSpace.length > this.maxWord) out += this.flushOverlong();
        continue;
      }
      // Whitespace between tokens means nothing: the JSON is written in one spacing, json.dumps's.
      if (isSpace(c)) continue;
      // The object in parentheses: `(` opens it (only as the arguments' first bracket), its `)` closes it,
      // and in it `=` is a key's colon.
      const inParens = this.brackets.endsWith("(");
      const opens = c === Ch.BraceL || c === Ch.BracketL || (c === Ch.ParenL && this.depth === 0);
      const closes = c === Ch.BraceR || c === Ch.BracketR || (c === Ch.ParenR && inParens);
      const colon = c === Ch.Colon || (c === Ch.Equals && inParens);
      // A key with no value (`key:}`) has the empty string, as Gemma's own parser gives it.
      if (this.afterColon && (c === Ch.Comma || closes)) out += '""';
      this.afterColon = colon;
      out += this.flushWord(colon);
      if (opens) out += this.owedComma();
      out += colon ? ": " : c === Ch.Comma ? ", " : c === Ch.ParenL && opens ? "{" : c === Ch.ParenR && closes ? "}" : text[p];
      this.valueEnded = closes;
      if (opens) this.brackets += text[p];
      else if (closes) this.brackets = this.brackets.slice(0, -1);
      if (opens) this.depth++;
      else if (closes && this.depth > 0 && --this.depth === 0) {
        this.braceRead = true;
        this.end = p + 1 - shift;
        return out;
      }
    }
    return out;
  }

  /**
   * Whether c continues a value written bare (`path:/tmp/x`, `url:http://x`): where a value goes, any
   * character but whitespace, a bracket, a comma or a quote; a colon only inside a one-word value (after
   * a phrase's words it ends a key the comma was left out before).
   */
  private bareValueChar(c: number): boolean {
    const inValue = this.word !== "" ? this.inValue : this.afterColon || this.brackets.endsWith("[");
    if (!inValue || isSpace(c)) return false;
    if (c === Ch.Comma || c === Ch.BraceL || c === Ch.BraceR || c === Ch.BracketL || c === Ch.BracketR || c === Ch.Quote || c === Ch.Apostrophe) return false;
    // In parentheses, a `)` the value did not open closes the object.
    if (c === Ch.ParenR && this.wordParens === 0 && this.brackets.endsWith("(")) return false;
    return c !== Ch.Colon || (this.word !== "" && this.lastWord === 0 && this.wordSpace === "");
  }

  /** One character inside an ASCII-quoted string, as JSON: its escapes kept where JSON has them, its quote ending it. */
  private asciiChar(c: number, ch: string): string {
    if (this.escaped) {
      this.escaped = false;
      if (c === Ch.Apostrophe) return "'";
      if (c === Ch.Quote || c === Ch.Backslash || c === Ch.Slash || c === Ch.LowerN || c === Ch.LowerT || c === Ch.LowerR || c === Ch.LowerB || c === Ch.LowerF || c === Ch.LowerU)
        return "\\" + ch;
      // An escape JSON has not: the backslash is text.
      return "\\\\" + jsonChar(c);
    }
    if (c === Ch.Backslash) {
      this.escaped = true;
      return "";
    }
    if (c === this.asciiQuote) {
      this.asciiQuote = 0;
      this.valueEnded = true;
      return '"';
    }
    return jsonChar(c);
  }

  /** Whether the object closed: what follows it is not arguments. */
  get closed(): boolean {
    return this.braceRead;
  }

  private flushWord(isKey: boolean): string {
    if (this.word === "") return "";
    const word = this.word;
    const last = this.lastWord;
    this.word = "";
    this.wordSpace = "";
    this.lastWord = 0;
    this.wordParens = 0;
    if (isKey) {
      // A phrase before a colon: its last word is the key, the words before it the value a comma was left out after.
      if (last === 0) return JSON.stringify(word);
      return phraseValue(word.slice(0, last).trimEnd()) + ", " + JSON.stringify(word.slice(last));
    }
    this.valueEnded = true;
    return last === 0 ? scalarOrString(word) : phraseValue(word);
  }

  /** A word past the cap goes out as a string that ends valid JSON there; what follows it gets no comma. */
  private flushOverlong(): string {
    const out = this.flushWord(false);
    this.valueEnded = false;
    return out;
  }

  /** A value or key that starts right after a value (`a:<q>x<q>b:<q>y<q>`): the comma left out between them. */
  private owedComma(): string {
    if (!this.valueEnded) return "";
    this.valueEnded = false;
    return ", ";
  }

  /** The end of the input: a held word is a value; a held partial quote is text. */
  finish(): string {
    let out = this.flushWord(false);
    if (this.escaped) out += "\\\\";
    this.escaped = false;
    if (this.pendingQuote !== "") {
      const p = this.pendingQuote;
      this.pendingQuote = "";
      out += this.inString ? JSON.stringify(p).slice(1, -1) : "";
    }
    return out;
  }
}
