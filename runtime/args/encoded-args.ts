/**
 * Arguments written as a JSON string instead of an object (`"{\"city\":
 * \"Paris\"}"`): some models encode them twice, in every JSON-argument form
 * (Kimi K2 after `<|tool_call_argument_begin|>`, Hermes' `"arguments":
 * "…"`). The string is decoded as it streams. Its first character that is not
 * whitespace decides:
 *
 * - `{`: the string may hold the object. The decoded text streams through a
 *   object reader of its own, a `JsonObjectStream` (schema coercion, caps and repair alike).
 *   Nothing goes out until the string is known to hold an object: its first
 *   member's value has begun (the object stream commits nothing before
 *   that but its `{`), or the object closed. Text that fails as JSON before
 *   then (`"{hello world}"`), or a string that ends first, is a string;
 * - anything else: the arguments are that JSON string (as vLLM returns
 *   them), written out as it arrives, re-escaped so it is always valid JSON.
 *
 * The closing quote ends the arguments (`done`). Decoded text after the
 * object's own end is ignored: the object went out as it streamed. Allocation is per chunk (the decoded slice),
 * never per character.
 *
 * `jsonArgs` picks the reader of a JSON argument value by its first
 * character: a string is read here, anything else by a `JsonObjectStream`.
 * So the object reader knows nothing of strings that hold objects, and every
 * JSON-argument form (a block, an envelope's value) decodes alike.
 */
import { Ch, isSpace } from "../text/chars.js";
import { escapeJsonString, jsonEscapeEnd, unescapeJson } from "../text/json-text.js";
import type { CapsIR } from "../ir/ir.js";
import { JsonObjectStream, type SchemaLookup } from "./json-stream.js";
import type { ObjectReader } from "./args-reader.js";

/** The reader for a JSON argument value whose first character (not whitespace) is `first`; it reads that character itself. */
export function jsonArgs(first: number, schemaOf: SchemaLookup | null, caps: CapsIR): ObjectReader {
  if (first === Ch.Quote) return new EncodedArgs(() => new JsonObjectStream(schemaOf, caps), caps);
  return new JsonObjectStream(schemaOf, caps);
}

const enum Mode {
  /** only whitespace decoded so far */
  Lead,
  /** the string holds an object: decoded text feeds `inner` */
  Object,
  /** the string is the arguments */
  Text,
}

export class EncodedArgs implements ObjectReader {
  private mode = Mode.Lead;
  /** the opening quote is still to be read */
  private opening = true;
  /** the closing quote was read */
  private quoteRead = false;
  private out = "";
  /** decoded leading whitespace, held while undecided */
  private lead = "";
  /** an escape cut by the chunk's end, raw, from its backslash */
  private escape = "";
  private inner: ObjectReader | null = null;
  /** while the object is not yet confirmed: its decoded text (with the lead) and what its stream committed */
  private unconfirmed: { text: string; out: string } | null = null;

  constructor(
    private readonly newObject: () => ObjectReader,
    private readonly caps: CapsIR,
  ) {}

  /** the closing quote was read */
  get closed(): boolean {
    return this.quoteRead;
  }

  /** A string is always read as one: what it holds decides only how it goes out. */
  readonly malformed = false;
  readonly failAt = -1;
  readonly openContainers = 0;
  readonly failedInString = false;

  /** Decoded text is re-escaped or translated, never passed through as it stands. */
  continuesString(): boolean {
    return false;
  }

  /** Reads src[from, to), from the string's opening quote; returns where it stopped: after the closing quote, or `to`. */
  push(src: string, from: number, to: number): number {
    if (this.quoteRead) return from;
    if (this.opening) {
      if (from === to) return to;
      // The caller found the quote here (`jsonArgs`).
      this.opening = false;
      from++;
    }
    let decoded = "";
    let run = from;
    let p = from;
    if (this.escape !== "") {
      // Complete the escape the last chunk cut (at most six characters long).
      const joined = this.escape + src.slice(from, Math.min(to, from + 6));
      const end = jsonEscapeEnd(joined, 0, joined.length);
      if (end < 0) {
        this.escape = joined;
        return to;
      }
      decoded += this.decodeEscape(joined.slice(0, end));
      p = from + end - this.escape.length;
      this.escape = "";
      run = p;
    }
    for (; p < to; p++) {
      const c = src.charCodeAt(p);
      if (c === Ch.Quote) {
        decoded += src.slice(run, p);
        this.decoded(decoded);
        this.close();
        return p + 1;
      }
      if (c !== Ch.Backslash) continue;
      decoded += src.slice(run, p);
      const end = jsonEscapeEnd(src, p, to);
      if (end < 0) {
        this.escape = src.slice(p, to);
        this.decoded(decoded);
        return to;
      }
      decoded += this.decodeEscape(src.slice(p, end));
      p = end - 1;
      run = end;
    }
    decoded += src.slice(run, to);
    this.decoded(decoded);
    return to;
  }

  /** An escape's character; a malformed one stands for itself. */
  private decodeEscape(e: string): string {
    return unescapeJson(e) ?? e.slice(1);
  }

  private decoded(text: string): void {
    if (text === "") return;
    if (this.mode === Mode.Lead) {
      let k = 0;
      while (k < text.length && isSpace(text.charCodeAt(k))) k++;
      if (k === text.length) {
        this.lead += text;
        // Whitespace past the cap decides nothing more: the string is text.
        if (this.lead.length > this.caps.held) this.toText("");
        return;
      }
      if (text.charCodeAt(k) === Ch.BraceL) {
        this.mode = Mode.Object;
        this.inner = this.newObject();
        this.unconfirmed = { text: this.lead + text.slice(0, k), out: "" };
        this.lead = "";
        text = text.slice(k);
      } else {
        this.toText(text);
        return;
      }
    }
    if (this.mode === Mode.Object) {
      const inner = this.inner!;
      if (!inner.closed && !inner.malformed) inner.push(text, 0, text.length);
      const u = this.unconfirmed;
      if (u === null) {
        this.out += inner.take();
        return;
      }
      u.text += text;
      u.out += inner.take();
      if (inner.malformed) {
        // Not an object after all: the string it was.
        this.unconfirmed = null;
        this.inner = null;
        this.toText(u.text);
      } else if (u.out.length > 1 || inner.closed) {
        this.unconfirmed = null;
        this.out += u.out;
      }
    } else this.out += escapeJsonString(text, 0, text.length);
  }

  private toText(text: string): void {
    this.mode = Mode.Text;
    this.out += '"' + escapeJsonString(this.lead, 0, this.lead.length) + escapeJsonString(text, 0, text.length);
    this.lead = "";
  }

  private close(): void {
    if (this.unconfirmed !== null) {
      // The string ended before it showed an object (`"{"`, `"{\"a\""`): it is a string.
      const text = this.unconfirmed.text;
      this.unconfirmed = null;
      this.inner = null;
      this.toText(text);
    } else if (this.mode === Mode.Lead) this.toText("");
    if (this.mode === Mode.Text) this.out += '"';
    this.quoteRead = true;
  }

  /** Committed argument text since the last call. */
  take(): string {
    const s = this.out;
    this.out = "";
    return s;
  }

  /** The text that completes the arguments: the object's closers, or the string's quote when it was cut. */
  finish(): string {
    let tail = this.take();
    if (this.mode === Mode.Object) return tail + this.inner!.finish();
    if (!this.quoteRead) {
      this.close();
      tail += this.take();
    }
    return tail;
  }

  /** For a builder that continues the object: the object's part, handed on open; a string is whole. */
  seal(): { text: string; continues: boolean | null } {
    if (this.mode === Mode.Object) return this.inner!.seal();
    return { text: this.finish(), continues: null };
  }
}
