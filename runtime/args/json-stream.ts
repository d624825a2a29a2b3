/**
 * Streams a model's JSON object text verbatim while keeping every emitted
 * prefix completable to valid JSON, so argument deltas never need retracting.
 *
 * What is committed (emitted) and when:
 *   - `{` and `[` as soon as they arrive, together with anything held before them;
 *   - string values character by character (an escape once complete; a raw
 *     control character, which JSON forbids, is written escaped);
 *   - keys, colons, commas and whitespace are held until the value after them
 *     starts; numbers and `true`/`false`/`null` until they end;
 *   - the final top-level `}` is held until `finish`.
 * So the committed text always ends right after `{`/`[`, after a complete
 * value, or inside a string value; `finish` appends `"` if inside a string and
 * then the closers of the open containers. After the first character that
 * breaks JSON the stream stops committing ("invalid") and `finish` repairs the
 * committed prefix the same way; the raw characters still reach the event log.
 *
 * Schema coercion. Given a schema lookup, a top-level value whose schema does
 * not keep it a string (`{"v": "3"}` for an integer `v`) is held whole, then
 * parsed, coerced (`schema.ts`) and emitted once; values the schema keeps
 * strings, or says nothing about, still stream verbatim.
 *
 * A call may write its arguments in more than one form (Kimi K3: a JSON
 * object block, then values one parameter at a time). The builders then
 * share one object: a stream that continues one (`continues`) does not write
 * its `{` again and leads its first member with a comma when the object has
 * members already, and `seal` hands the object on, still open.
 *
 * Arguments written as a JSON string (`"{\"a\": 1}"`, encoded twice) are
 * not this reader's: `jsonArgs` (`encoded-args.ts`) hands them to a decoder,
 * which feeds the object a string holds to a reader of this kind.
 *
 * Caps (`CapsIR`). Nesting deeper than `depth`, uncommitted text longer than
 * `held` (a held value, a run of whitespace) or a key longer than `name`
 * makes the stream invalid: the arguments end at the last complete value.
 */
import { Ch, isSpace } from "../text/chars.js";
import { escapeControl, escapedRunEnd, isEscapeLetter, isHex, isJsonScalar, jsonDumps, stringRunEnd } from "../text/json-text.js";
import { coerceValue, isStringOnly, keepsString, type JsonSchema } from "./schema.js";
import { DEFAULT_CAPS, type CapsIR } from "../ir/ir.js";
import type { ObjectReader } from "./args-reader.js";

/** Looks up the schema of a top-level key, once per key. */
export type SchemaLookup = (key: string) => JsonSchema | null;

/**
 * Where the reader is. The order is load-bearing: every mode before `String`
 * holds its text uncommitted (structure, keys), and the cap check reads that
 * as `mode < Mode.String`; keep new structural modes above `String`.
 */
const enum Mode {
  Before,
  Value,
  KeyOrEnd,
  Key,
  KeyString,
  KeyEscape,
  Colon,
  ArrayValueOrEnd,
  AfterValue,
  String,
  StringEscape,
  StringUnicode,
  Scalar,
  /** a top-level value held whole for coercion */
  Coerced,
  Done,
  Invalid,
  /** an object opened with `{{` has closed once: its second `}` is looked for (then Done) */
  DoubleClose,
}

const OBJECT = 1;
const ARRAY = 2;

function isScalarStart(c: number): boolean {
  return c === Ch.Minus || (c >= Ch.Digit0 && c <= Ch.Digit9) || c === Ch.LowerT || c === Ch.LowerF || c === Ch.LowerN;
}

export class JsonObjectStream implements ObjectReader {
  private mode = Mode.Before;
  private stack: number[] = [];
  /** uncommitted text from earlier chunks; continues at `mark` in the current one */
  private held = "";
  private mark = 0;
  private scalarLength = 0;
  private unicodeDigits = 0;
  /** where the escape being read starts in the current chunk (-1: in `held`, or none) */
  private escapeAt = -1;
  private invalidInString = false;
  /** committed text not yet taken */
  private out = "";
  /** position in the uncommitted text where the current top-level key / held value starts */
  private keyFrom = 0;
  private valueFrom = 0;
  private keySchema: JsonSchema | null = null;
  private coerceDepth = 0;
  private coerceInString = false;
  private coerceEscape = false;
  /** an earlier builder of the call opened the object */
  private readonly continued: boolean;
  /** the object has a member (written here or before this stream) */
  private members: boolean;
  /** the object is open and its first member here is still to come: `lead` goes before it */
  private owed = false;
  private lead = "";
  /** this stream wrote the object's `{` */
  private openedHere = false;
  /** the object opened with `{{` (a template's format escape leaking into the output): it closes with `}}` */
  private doubled = false;

  /**
   * `continues`: the call's arguments object as earlier builders left it
   * (null: not written; false: open, no member yet; true: open, with members).
   */
  constructor(
    private readonly schemaOf: SchemaLookup | null = null,
    private readonly caps: CapsIR = DEFAULT_CAPS,
    continues: boolean | null = null,
  ) {
    this.continued = continues !== null;
    this.members = continues === true;
  }

  /** Length of the uncommitted text up to position p of the current chunk. */
  private pendingLength(p: number): number {
    return this.held.length + (p - this.mark);
  }

  get closed(): boolean {
    return this.mode === Mode.Done;
  }

  get malformed(): boolean {
    return this.mode === Mode.Invalid;
  }

  /** Where the text stopped being JSON (`ObjectReader.failAt`). */
  failAt = -1;
  get openContainers(): number {
    return this.stack.length;
  }
  get failedInString(): boolean {
    return this.invalidInString;
  }

  /**
   * Whether src[from, to) continues a string value as valid string text (no
   * quote or control character; escapes complete and valid), which then
   * streams exactly as it is: the caller writes it out itself, and the
   * stream, still inside the string, has nothing to record. Most of a long
   * argument arrives so, code with its escaped newlines and quotes included.
   * `plain`: the machine already found no quote, backslash or control
   * character in the range.
   */
  continuesString(src: string, from: number, to: number, plain = false): boolean {
    return this.mode === Mode.String && this.out === "" && (plain || escapedRunEnd(src, from, to) === to);
  }

  /** Committed text since the last call. */
  take(): string {
    const s = this.out;
    this.out = "";
    return s;
  }

  private commit(src: string, to: number): void {
    if (this.owed) this.payLead();
    this.out += this.held + src.slice(this.mark, to);
    this.held = "";
    this.mark = to;
  }

  /** The first member of the object is being written: what it owes goes first. */
  private payLead(): void {
    this.out += this.lead;
    this.lead = "";
    this.owed = false;
    this.members = true;
  }

  private drop(to: number): void {
    this.held = "";
    this.mark = to;
  }

  private fail(): void {
    this.invalidInString = this.mode === Mode.String || this.mode === Mode.StringEscape || this.mode === Mode.StringUnicode;
    this.mode = Mode.Invalid;
    this.held = "";
  }

  /** Opens a container, or fails past the nesting cap. */
  private open(kind: number): boolean {
    if (this.stack.length >= this.caps.depth) {
      this.fail();
      return false;
    }
    this.stack.push(kind);
    return true;
  }

  /** Commits the string text before the escape being read, when that escape began in this chunk. */
  private commitBeforeEscape(src: string): void {
    if (this.escapeAt >= this.mark) this.commit(src, this.escapeAt);
    this.escapeAt = -1;
  }

  /** Consumes src[from, to); returns where it stopped (before `to` once the top-level object closed). */
  // A per-character state machine, kept as one loop: it reads as one, and split up it would cost a call per character on the hot path.
  push(src: string, from: number, to: number): number {
    this.mark = from;
    // An escape begun in an earlier chunk is in `held`, already cut after the text before it.
    this.escapeAt = -1;
    let p = from;
    for (; p < to; p++) {
      // Inside a string only quotes, backslashes and control characters mean anything.
      if (this.mode === Mode.String) {
        p = stringRunEnd(src, p, to);
        if (p === to) break;
      }
      const c = src.charCodeAt(p);
      switch (this.mode) {
        case Mode.Before:
          if (isSpace(c)) {
            this.drop(p + 1);
          } else if (c === Ch.BraceL) {
            this.open(OBJECT);
            if (this.continued) {
              this.drop(p + 1);
              this.lead = this.members ? ", " : "";
            } else {
              this.commit(src, p + 1);
              this.openedHere = true;
            }
            // Whatever is committed from here on is a member of the object.
            this.owed = true;
            this.mode = Mode.KeyOrEnd;
          } else {
            this.fail();
          }
          break;
        case Mode.KeyOrEnd:
        case Mode.Key:
          if (isSpace(c)) break;
          if (c === Ch.Quote) {
            this.mode = Mode.KeyString;
            this.keyFrom = this.pendingLength(p);
          } else if (c === Ch.BraceR && this.mode === Mode.KeyOrEnd) this.close(src, p);
          else if (c === Ch.BraceL && this.mode === Mode.KeyOrEnd && this.stack.length === 1 && this.openedHere && !this.doubled) {
            // `{{`: the doubled brace is not written; the object closes at `}}`.
            this.doubled = true;
            this.drop(p + 1);
          } else this.fail();
          break;
        case Mode.KeyString:
          if (c === Ch.Quote) {
            this.mode = Mode.Colon;
            this.keySchema = null;
            if (this.schemaOf !== null && this.stack.length === 1) this.keySchema = this.lookupKey(src, p);
          } else if (c === Ch.Backslash) this.mode = Mode.KeyEscape;
          else if (c < Ch.Space) this.fail();
          break;
        case Mode.KeyEscape:
          this.mode = Mode.KeyString;
          break;
        case Mode.Colon:
          if (c === Ch.Colon) this.mode = Mode.Value;
          else if (!isSpace(c)) this.fail();
          break;
        case Mode.Value:
        case Mode.ArrayValueOrEnd:
          if (isSpace(c)) break;
          if (c === Ch.BracketR && this.mode === Mode.ArrayValueOrEnd) this.close(src, p);
          else if (this.keySchema !== null && this.mode === Mode.Value && this.stack.length === 1 && !(c === Ch.Quote && isStringOnly(this.keySchema))) this.startCoerced(p, c);
          else this.startValue(src, p, c);
          break;
        case Mode.Coerced:
          this.coerceChar(src, p, c);
          if ((this.mode as Mode) === Mode.AfterValue && this.coerceDepth < 0) p--; // a scalar's delimiter is handled in AfterValue
          break;
        case Mode.AfterValue:
          if (isSpace(c)) break;
          if (c === Ch.Comma) this.mode = this.stack[this.stack.length - 1] === OBJECT ? Mode.Key : Mode.Value;
          else if (c === Ch.BraceR || c === Ch.BracketR) this.closeMatching(src, p, c);
          else this.fail();
          break;
        case Mode.String:
          if (c === Ch.Quote) {
            this.commit(src, p + 1);
            this.mode = Mode.AfterValue;
          } else if (c === Ch.Backslash) {
            // The escape joins the run; only a chunk ending inside it commits before it.
            this.escapeAt = p;
            this.mode = Mode.StringEscape;
          } else if (c < Ch.Space) {
            this.commit(src, p);
            this.out += escapeControl(c);
            this.mark = p + 1;
          }
          break;
        case Mode.StringEscape:
          if (c === Ch.LowerU) {
            this.mode = Mode.StringUnicode;
            this.unicodeDigits = 0;
          } else if (isEscapeLetter(c)) {
            this.mode = Mode.String;
          } else {
            this.commitBeforeEscape(src);
            this.fail();
          }
          break;
        case Mode.StringUnicode:
          if (!isHex(c)) {
            this.commitBeforeEscape(src);
            this.fail();
          } else if (++this.unicodeDigits === 4) {
            this.mode = Mode.String;
          }
          break;
        case Mode.Scalar:
          if (isSpace(c) || c === Ch.Comma || c === Ch.BraceR || c === Ch.BracketR) {
            if (!this.commitScalar(src, p)) break;
            this.mode = Mode.AfterValue;
            p--; // the delimiter is handled in AfterValue
          } else {
            this.scalarLength++;
          }
          break;
        case Mode.DoubleClose:
          if (isSpace(c)) {
            this.drop(p + 1);
            break;
          }
          this.mode = Mode.Done;
          // The second brace is the object's; anything else is what follows it.
          if (c !== Ch.BraceR) return p;
          this.drop(p + 1);
          return p + 1;
        case Mode.Done:
          return p;
        case Mode.Invalid:
          return to;
      }
      const m = this.mode as Mode;
      if (m === Mode.Invalid) {
        this.failAt = p;
        return to;
      }
      // Caps on text held uncommitted, checked per character so any chunking fails at the same one.
      if (m < Mode.String || m === Mode.Scalar || m === Mode.Coerced) {
        const held = this.pendingLength(p + 1);
        const keyLong = (m === Mode.KeyString || m === Mode.KeyEscape) && held - this.keyFrom > this.caps.name;
        if (keyLong || held > this.caps.held) {
          this.fail();
          this.failAt = p;
          return to;
        }
      }
    }
    if (this.mode === Mode.Done) return p;
    if (this.mode === Mode.String) {
      // String content streams: what arrived is committed now.
      this.commit(src, to);
      return to;
    }
    // Cut inside an escape: what precedes it streams, the escape waits to be whole.
    if (this.mode === Mode.StringEscape || this.mode === Mode.StringUnicode) this.commitBeforeEscape(src);
    this.held += src.slice(this.mark, to);
    this.mark = to;
    return to;
  }

  private lookupKey(src: string, p: number): JsonSchema | null {
    const pending = this.held + src.slice(this.mark, p + 1);
    let key: string;
    try {
      key = JSON.parse(pending.slice(this.keyFrom)) as string;
    } catch {
      return null;
    }
    const schema = this.schemaOf!(key);
    // Typed values are held and coerced; a string-only field holds a bare number or boolean to quote it.
    return schema !== null && (!keepsString(schema) || isStringOnly(schema)) ? schema : null;
  }

  private startCoerced(p: number, c: number): void {
    this.mode = Mode.Coerced;
    this.valueFrom = this.pendingLength(p);
    this.coerceDepth = 0;
    this.coerceInString = c === Ch.Quote;
    this.coerceEscape = false;
    if (c === Ch.BraceL || c === Ch.BracketL) this.coerceDepth = 1;
    else if (!this.coerceInString && !isScalarStart(c)) this.fail();
  }

  /** Follows a held value's structure; at its end, parses, coerces and commits it. */
  private coerceChar(src: string, p: number, c: number): void {
    if (this.coerceInString) {
      if (this.coerceEscape) this.coerceEscape = false;
      else if (c === Ch.Backslash) this.coerceEscape = true;
      else if (c === Ch.Quote) {
        this.coerceInString = false;
        if (this.coerceDepth === 0) this.finishCoerced(src, p + 1);
      }
      return;
    }
    if (this.coerceDepth === 0) {
      // a scalar: it ends at a delimiter
      if (isSpace(c) || c === Ch.Comma || c === Ch.BraceR || c === Ch.BracketR) {
        this.finishCoerced(src, p);
        this.coerceDepth = -1;
      }
      return;
    }
    if (c === Ch.Quote) this.coerceInString = true;
    else if (c === Ch.BraceL || c === Ch.BracketL) this.coerceDepth++;
    else if ((c === Ch.BraceR || c === Ch.BracketR) && --this.coerceDepth === 0) this.finishCoerced(src, p + 1);
  }

  private finishCoerced(src: string, end: number): void {
    const pending = this.held + src.slice(this.mark, end);
    let value: unknown;
    try {
      value = JSON.parse(pending.slice(this.valueFrom));
    } catch {
      this.fail();
      return;
    }
    if (this.owed) this.payLead();
    this.out += pending.slice(0, this.valueFrom) + jsonDumps(coerceValue(value, this.keySchema));
    this.held = "";
    this.mark = end;
    this.mode = Mode.AfterValue;
  }

  private startValue(src: string, p: number, c: number): void {
    if (c === Ch.Quote) {
      this.commit(src, p + 1);
      this.mode = Mode.String;
    } else if (c === Ch.BraceL) {
      if (!this.open(OBJECT)) return;
      this.commit(src, p + 1);
      this.mode = Mode.KeyOrEnd;
    } else if (c === Ch.BracketL) {
      if (!this.open(ARRAY)) return;
      this.commit(src, p + 1);
      this.mode = Mode.ArrayValueOrEnd;
    } else if (isScalarStart(c)) {
      this.mode = Mode.Scalar;
      this.scalarLength = 1;
    } else {
      this.fail();
    }
  }

  /** Validates the scalar ending before `end`; commits it with what precedes it. */
  private commitScalar(src: string, end: number): boolean {
    const pending = this.held + src.slice(this.mark, end);
    if (!isJsonScalar(pending.slice(pending.length - this.scalarLength))) {
      this.fail();
      return false;
    }
    this.commit(src, end);
    return true;
  }

  private closeMatching(src: string, p: number, c: number): void {
    const top = this.stack[this.stack.length - 1];
    if ((c === Ch.BraceR && top === OBJECT) || (c === Ch.BracketR && top === ARRAY)) this.close(src, p);
    else this.fail();
  }

  private close(src: string, p: number): void {
    this.stack.pop();
    if (this.stack.length === 0) {
      // The outermost `}` waits for finish(); whitespace before it is dropped.
      this.drop(p + 1);
      this.mode = this.doubled ? Mode.DoubleClose : Mode.Done;
    } else {
      this.commit(src, p + 1);
      this.mode = Mode.AfterValue;
    }
  }

  /** Ends the stream: returns the remaining text that completes valid JSON. */
  finish(): string {
    return this.end(false);
  }

  /**
   * Ends this stream's part of the call's arguments object, which another
   * builder continues: the text that closes what is open inside the object
   * (not the object), and the object as the next builder finds it (null:
   * not written; false: open, no member; true: open, with members).
   */
  seal(): { text: string; continues: boolean | null } {
    const open = this.continued || this.openedHere;
    const text = this.end(true);
    return { text, continues: open ? this.members : null };
  }

  private end(keepOpen: boolean): string {
    // An object opened with `{{` that the end cut before its second `}`: closed all the same.
    if (this.mode === Mode.DoubleClose) this.mode = Mode.Done;
    if (this.mode === Mode.Coerced && this.coerceDepth === 0 && !this.coerceInString) {
      // a held scalar cut by the end: complete if it parses
      this.finishCoerced("", 0);
    }
    if (this.mode === Mode.Scalar) {
      // an unfinished number or literal is dropped
      if (isJsonScalar(this.held.slice(this.held.length - this.scalarLength))) {
        if (this.owed) this.payLead();
        this.out += this.held;
      }
      this.held = "";
      this.mode = Mode.AfterValue;
    }
    let tail = this.take();
    if (this.mode === Mode.Before || (this.mode === Mode.Invalid && this.stack.length === 0)) {
      this.mode = Mode.Done;
      // Nothing of an object here: the one an earlier builder opened still wants its `}`.
      return tail + (keepOpen ? "" : this.continued ? "}" : "{}");
    }
    const inString = this.mode === Mode.String || this.mode === Mode.StringEscape || this.mode === Mode.StringUnicode || (this.mode === Mode.Invalid && this.invalidInString);
    if (inString) tail += '"';
    if (this.mode === Mode.Done && !keepOpen) tail += "}";
    for (let i = this.stack.length - 1; i >= (keepOpen ? 1 : 0); i--) tail += this.stack[i] === OBJECT ? "}" : "]";
    this.stack.length = 0;
    this.held = "";
    this.mode = Mode.Done;
    return tail;
  }
}
