/**
 * JSON string text, written once for every reader and writer of arguments:
 * where a run of plain string characters ends, and how a character is
 * escaped. The readers (`json-stream.ts`, `envelope.ts`, `python-args.ts`,
 * `quoted-json.ts`, the machine's string tracking) keep their own state
 * machines for what a quote or a backslash means to them; what they share is
 * the hot loop over the characters that mean nothing, which is most of a
 * long argument.
 */
import { Ch } from "./chars.js";

/**
 * The first position in [p, to) that ends a plain run of JSON string text: a
 * quote, a backslash, a control character (which JSON must escape), or
 * `stop` (a reader's own closing quote, as Python's `'`); `to` when none.
 */
export function stringRunEnd(src: string, p: number, to: number, stop: number = Ch.Quote): number {
  for (; p < to; p++) {
    const c = src.charCodeAt(p);
    if (c === Ch.Quote || c === Ch.Backslash || c < Ch.Space || c === stop) return p;
  }
  return to;
}

/**
 * Like `stringRunEnd`, but a complete, valid escape (`\n`, `\"`, `\u00e9`) is
 * part of the run: the first position in [p, to) of a quote, a control
 * character, or a backslash whose escape is invalid or cut by `to`. JSON
 * string text up to there is valid as it stands, escapes included.
 */
export function escapedRunEnd(src: string, p: number, to: number): number {
  for (;;) {
    p = stringRunEnd(src, p, to);
    if (p === to || src.charCodeAt(p) !== Ch.Backslash) return p;
    const length = escapeLength(src, p, to);
    if (length === 0) return p;
    p += length;
  }
}

/** The length of the escape at p (a backslash) when it is valid and ends by `to`, else 0. */
function escapeLength(src: string, p: number, to: number): number {
  if (p + 1 >= to) return 0;
  const c = src.charCodeAt(p + 1);
  if (c === Ch.LowerU) return p + 6 <= to && hexRun(src, p + 2, p + 6) ? 6 : 0;
  return isEscapeLetter(c) ? 2 : 0;
}

/**
 * Whether the backslash at p begins an escape that `to` cuts off: a valid
 * escape could still follow (`\` at the end, `\u` and fewer than four hex
 * digits so far), so a reader holds it until the next chunk.
 */
export function escapeCut(src: string, p: number, to: number): boolean {
  if (p + 1 >= to) return true;
  return src.charCodeAt(p + 1) === Ch.LowerU && p + 6 > to && hexRun(src, p + 2, to);
}

function hexRun(src: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isHex(src.charCodeAt(k))) return false;
  return true;
}

/** A character that may follow a backslash in JSON, `u` aside: `" \\ / b f n r t`. */
export function isEscapeLetter(c: number): boolean {
  return c === Ch.Quote || c === Ch.Backslash || c === Ch.Slash || c === Ch.LowerB || c === Ch.LowerF || c === Ch.LowerN || c === Ch.LowerR || c === Ch.LowerT;
}

export function isHex(c: number): boolean {
  return (c >= Ch.Digit0 && c <= Ch.Digit9) || (c >= Ch.UpperA && c <= Ch.UpperF) || (c >= Ch.LowerA && c <= Ch.LowerF);
}

/**
 * Whether a word is a JSON scalar as written: a number in JSON's grammar, `true`,
 * `false` or `null` (what `JSON.parse` accepts of a word without spaces,
 * without the exception it throws otherwise).
 */
export function isJsonScalar(word: string): boolean {
  if (word === "true" || word === "false" || word === "null") return true;
  const int = word.charCodeAt(0) === Ch.Minus ? 1 : 0;
  let i = digitsEnd(word, int);
  // An integer part of one or more digits, not starting with 0 unless it is 0.
  if (i === int || (word.charCodeAt(int) === Ch.Digit0 && i > int + 1)) return false;
  if (word.charCodeAt(i) === Ch.Dot) {
    const fraction = i + 1;
    i = digitsEnd(word, fraction);
    if (i === fraction) return false;
  }
  const e = word.charCodeAt(i);
  if (e === Ch.LowerE || e === Ch.UpperE) {
    i++;
    const sign = word.charCodeAt(i);
    if (sign === Ch.Plus || sign === Ch.Minus) i++;
    const exponent = i;
    i = digitsEnd(word, exponent);
    if (i === exponent) return false;
  }
  return i === word.length;
}

function digitsEnd(word: string, i: number): number {
  while (i < word.length) {
    const c = word.charCodeAt(i);
    if (c < Ch.Digit0 || c > Ch.Digit9) break;
    i++;
  }
  return i;
}

const CONTROL_ESCAPES: Record<number, string> = { [Ch.Backspace]: "\\b", [Ch.Tab]: "\\t", [Ch.Newline]: "\\n", [Ch.FormFeed]: "\\f", [Ch.Return]: "\\r" };

/** The JSON escape of a control character. */
export function escapeControl(c: number): string {
  return CONTROL_ESCAPES[c] ?? "\\u" + c.toString(16).padStart(4, "0");
}

/** One UTF-16 unit as JSON string text. */
export function jsonChar(c: number): string {
  if (c === Ch.Quote) return '\\"';
  if (c === Ch.Backslash) return "\\\\";
  if (c < Ch.Space) return escapeControl(c);
  return String.fromCharCode(c);
}

/** JSON string escaping of src[from, to); surrogates pass through so split pairs rejoin. */
export function escapeJsonString(src: string, from: number, to: number): string {
  let out = "";
  let run = from;
  for (let i = stringRunEnd(src, from, to); i < to; i = stringRunEnd(src, i + 1, to)) {
    out += src.slice(run, i) + jsonChar(src.charCodeAt(i));
    run = i + 1;
  }
  return run === from ? src.slice(from, to) : out + src.slice(run, to);
}

/**
 * Whether the text so far ends inside a JSON string, for a reader that only
 * needs to know that (the machine's `when outside string` markers). It jumps
 * between quotes and backslashes with `indexOf`, as only they change the
 * answer: over a long argument that is several times faster than a
 * character loop, and whole-text parsing stays faster than reading every
 * character. Where the nesting matters too (`when outside json`, an
 * envelope skipping a value it does not read) it follows one character at a
 * time (`step`).
 */
export class JsonStringState {
  inString = false;
  /** the text ended right after a backslash inside a string */
  private escape = false;
  /** open objects and arrays outside strings, where depth is followed (`advanceDepth`) */
  depth = 0;

  /** A new state's text: outside any string, or (`inString`) inside one the text continues (`text(json_string)`). */
  reset(inString = false): void {
    this.inString = inString;
    this.escape = false;
    this.depth = 0;
  }

  /** Whether a quote here would close the string the text is in (not escaped by a backslash before it). */
  get closable(): boolean {
    return this.inString && !this.escape;
  }

  /**
   * Follows buf[from, to) counting the objects and arrays opened outside
   * strings too (`when outside json`): a character loop, as braces matter
   * wherever they stand. Only states that ask for depth pay for it.
   */
  advanceDepth(buf: string, from: number, to: number): void {
    for (let i = from; i < to; i++) this.step(buf.charCodeAt(i));
  }

  /**
   * Follows one character for strings (escapes included) and nesting: the
   * depth after it, which a closer at depth 0 takes below 0 (an envelope's
   * own closing brace, to a reader that skips JSON without reading it).
   */
  step(c: number): number {
    if (this.inString) {
      if (this.escape) this.escape = false;
      else if (c === Ch.Backslash) this.escape = true;
      else if (c === Ch.Quote) this.inString = false;
    } else if (c === Ch.Quote) this.inString = true;
    else if (c === Ch.BraceL || c === Ch.BracketL) this.depth++;
    else if (c === Ch.BraceR || c === Ch.BracketR) this.depth--;
    return this.depth;
  }

  /** Follows text holding no quote or backslash: it only completes an escape begun before it. */
  followPlain(): void {
    this.escape = false;
  }

  /** Follows buf[from, to). */
  advance(buf: string, from: number, to: number): void {
    let inString = this.inString;
    let i = from;
    if (this.escape && i < to) {
      this.escape = false;
      i++;
    }
    let nextQuote = -1;
    let nextBackslash = -1;
    while (i < to) {
      if (nextQuote < i) {
        nextQuote = buf.indexOf('"', i);
        if (nextQuote < 0) nextQuote = buf.length;
      }
      if (!inString) {
        if (nextQuote >= to) break;
        inString = true;
        i = nextQuote + 1;
        continue;
      }
      if (nextBackslash < i) {
        nextBackslash = buf.indexOf("\\", i);
        if (nextBackslash < 0) nextBackslash = buf.length;
      }
      if (nextBackslash < nextQuote) {
        if (nextBackslash >= to) break;
        // an escape: the next character is data, whatever it is
        if (nextBackslash + 1 >= to) {
          this.escape = true;
          break;
        }
        i = nextBackslash + 2;
        continue;
      }
      if (nextQuote >= to) break;
      inString = false;
      i = nextQuote + 1;
    }
    this.inString = inString;
  }
}

/**
 * A value's JSON in Python's `json.dumps` spacing (`{"a": 1, "b": [2, 3]}`),
 * the spacing vLLM writes arguments in: for values the parser builds or
 * coerces rather than passes through as the model wrote them.
 */
export function jsonDumps(value: unknown): string {
  if (Array.isArray(value)) return "[" + value.map((v) => (v === undefined ? "null" : jsonDumps(v))).join(", ") + "]";
  if (value !== null && typeof value === "object") {
    const members: string[] = [];
    for (const [k, v] of Object.entries(value)) if (v !== undefined) members.push(JSON.stringify(k) + ": " + jsonDumps(v));
    return "{" + members.join(", ") + "}";
  }
  return JSON.stringify(value) ?? "null";
}

const SIMPLE_UNESCAPES: Record<number, string> = {
  [Ch.Quote]: '"',
  [Ch.Backslash]: "\\",
  [Ch.Slash]: "/",
  [Ch.LowerB]: "\b",
  [Ch.LowerF]: "\f",
  [Ch.LowerN]: "\n",
  [Ch.LowerR]: "\r",
  [Ch.LowerT]: "\t",
};

/**
 * The inside of a JSON string decoded as it streams (`text(json_string)`):
 * escapes become their characters, one cut by a chunk's end waits for the
 * next, and a malformed escape stands for itself. Allocation is per chunk.
 */
export class JsonStringDecoder {
  /** an escape cut by the chunk's end, raw, from its backslash */
  private pending = "";

  /** The text of src[from, to), decoded. */
  decode(src: string, from: number, to: number): string {
    let text = src;
    let p = from;
    if (this.pending !== "") {
      text = this.pending + src.slice(from, to);
      p = 0;
      to = text.length;
      this.pending = "";
    }
    let out = "";
    let run = p;
    for (let i = text.indexOf("\\", p); i >= 0 && i < to; i = text.indexOf("\\", run)) {
      out += text.slice(run, i);
      const end = jsonEscapeEnd(text, i, to);
      if (end < 0) {
        this.pending = text.slice(i, to);
        return out;
      }
      const e = text.slice(i, end);
      out += unescapeJson(e) ?? e;
      run = end;
    }
    return run === p && p === from && text === src ? src.slice(from, to) : out + text.slice(run, to);
  }

  /** What is still held at the end: a cut escape, as written. */
  finish(): string {
    const rest = this.pending;
    this.pending = "";
    return rest;
  }
}

/** The end of the JSON escape at text[p] (a backslash), or -1 when the text cuts it before it can tell. */
export function jsonEscapeEnd(text: string, p: number, to: number): number {
  if (p + 1 >= to) return -1;
  if (text.charCodeAt(p + 1) !== Ch.LowerU) return p + 2;
  for (let i = p + 2; i < p + 6; i++) {
    if (i >= to) return -1;
    if (!isHex(text.charCodeAt(i))) return i;
  }
  return p + 6;
}

/** The character a complete JSON escape (`jsonEscapeEnd`'s span) stands for, or null when it is malformed. */
export function unescapeJson(e: string): string | null {
  const c = e.charCodeAt(1);
  if (c === Ch.LowerU) return e.length === 6 ? String.fromCharCode(parseInt(e.slice(2), 16)) : null;
  return SIMPLE_UNESCAPES[c] ?? null;
}
