/**
 * The fields the gateway reads from each `/v1/completions` stream event —
 * `choices[0].text` and `choices[0].finish_reason` — mostly without reading
 * the event: an upstream sends one event per token, and `JSON.parse` of each
 * (a dozen objects and strings, most never looked at) was the largest part of
 * the gateway's own cost per token.
 *
 * An engine writes every event of a stream alike but for the text: the same
 * id, model and fields around it. So the first event is read whole (a
 * validating scan that notes where the text's string stands), and each later
 * event that starts and ends with the same text around a plain string (no
 * escape, quote or control character) is that string; anything else is read
 * whole again. The scan gives up (null) on anything outside the narrow shape
 * it takes — a `usage` or `error` member, a text or finish_reason that is not
 * a string, text that is not JSON — and the caller reads
 * that event with `JSON.parse`, which also words the error. So on every event
 * it answers, its answer is what `JSON.parse` would give
 * (test/serve/completion-event.spec.ts holds that on random streams).
 */
import { escapedRunEnd, stringRunEnd } from "../../../runtime/compiler-api.js";

/** The first choice's text and finish reason ("" and null where it has none). */
export interface CompletionFields {
  text: string;
  finish: string | null;
}

/** Thrown inside the reader to give up; caught once at its top. */
const GIVE_UP = new Error("not an event the fast reader takes");

/** One stream's events, read in order. */
export class CompletionEvents {
  /** the last event read whole: the text around its first choice's text, and its finish ("" where none learned) */
  private before = "";
  private after = "";
  private finish: string | null = null;

  read(data: string): CompletionFields | null {
    const { before, after } = this;
    if (before !== "" && data.length >= before.length + after.length + 2 && data.startsWith(before) && data.endsWith(after)) {
      const end = data.length - after.length - 1;
      if (data.charCodeAt(before.length) === 0x22 && data.charCodeAt(end) === 0x22 && stringRunEnd(data, before.length + 1, end) === end)
        return { text: data.slice(before.length + 1, end), finish: this.finish };
    }
    const scan = new EventScan(data);
    let fields: CompletionFields;
    try {
      fields = scan.event();
    } catch (e) {
      if (e !== GIVE_UP) throw e;
      this.before = "";
      return null;
    }
    // Learn the shape where the text is a string (where it stands is where JSON.parse takes it from).
    this.before = scan.textAt >= 0 ? data.slice(0, scan.textAt) : "";
    this.after = scan.textAt >= 0 ? data.slice(scan.textEnd) : "";
    this.finish = fields.finish;
    return fields;
  }
}

/** A whole event, read on its own (no shape learned). */
export function readCompletionEvent(data: string): CompletionFields | null {
  return new CompletionEvents().read(data);
}

class EventScan {
  private at = 0;
  private text = "";
  private finish: string | null = null;
  /** where the first choice's text string starts and ends (its quotes included), as JSON.parse keeps it: the last written; -1 where none */
  textAt = -1;
  textEnd = -1;

  constructor(private readonly s: string) {}

  event(): CompletionFields {
    this.ws();
    this.object((key) => {
      if (key === "choices") this.choices();
      else if (key === "usage" || key === "error") throw GIVE_UP;
      else this.value();
    });
    this.ws();
    if (this.at !== this.s.length) throw GIVE_UP;
    return { text: this.text, finish: this.finish };
  }

  /** `choices`: the first element's text and finish_reason are read, the rest validated and skipped. */
  private choices(): void {
    // A later `choices` key replaces an earlier one, as in JSON.parse.
    this.text = "";
    this.finish = null;
    this.textAt = this.textEnd = -1; // a later choices key overrules an earlier one's text
    this.expect(0x5b); // [
    this.ws();
    if (this.peek() === 0x5d) {
      this.at++;
      return;
    }
    this.object((key) => {
      if (key === "text") {
        this.textAt = this.at;
        this.text = this.stringOrGiveUp();
        this.textEnd = this.at;
      } else if (key === "finish_reason") this.finish = this.peek() === 0x6e ? (this.literal("null"), null) : this.stringOrGiveUp();
      else this.value();
    });
    for (this.ws(); this.peek() === 0x2c; this.ws()) {
      this.at++;
      this.ws();
      this.value();
    }
    this.expect(0x5d);
  }

  private stringOrGiveUp(): string {
    if (this.peek() !== 0x22) throw GIVE_UP;
    return this.string();
  }

  /** An object, each member's key handed to `member`, which reads its value. */
  private object(member: (key: string) => void): void {
    this.expect(0x7b); // {
    this.ws();
    if (this.peek() === 0x7d) {
      this.at++;
      return;
    }
    for (;;) {
      this.ws();
      if (this.peek() !== 0x22) throw GIVE_UP;
      const key = this.string();
      this.ws();
      this.expect(0x3a); // :
      this.ws();
      member(key);
      this.ws();
      const c = this.next();
      if (c === 0x7d) return;
      if (c !== 0x2c) throw GIVE_UP;
    }
  }

  /** Any JSON value, validated and skipped. */
  private value(): void {
    const c = this.peek();
    if (c === 0x7b) this.object(() => this.value());
    else if (c === 0x5b) {
      this.at++;
      this.ws();
      if (this.peek() === 0x5d) {
        this.at++;
        return;
      }
      for (;;) {
        this.ws();
        this.value();
        this.ws();
        const d = this.next();
        if (d === 0x5d) return;
        if (d !== 0x2c) throw GIVE_UP;
      }
    } else if (c === 0x22) this.string();
    else if (c === 0x74) this.literal("true");
    else if (c === 0x66) this.literal("false");
    else if (c === 0x6e) this.literal("null");
    else this.number();
  }

  /** A string at `"`, decoded: the common case (no escape) is one slice; one with escapes is validated, then decoded by JSON.parse. */
  private string(): string {
    const s = this.s;
    const start = this.at + 1;
    let end = stringRunEnd(s, start, s.length);
    if (s.charCodeAt(end) === 0x22) {
      this.at = end + 1;
      return s.slice(start, end);
    }
    end = escapedRunEnd(s, start, s.length);
    if (s.charCodeAt(end) !== 0x22) throw GIVE_UP;
    this.at = end + 1;
    return JSON.parse(s.slice(start - 1, end + 1)) as string;
  }

  private number(): void {
    const s = this.s;
    let i = this.at;
    if (s.charCodeAt(i) === 0x2d) i++;
    if (s.charCodeAt(i) === 0x30) i++;
    else if (isDigit(s.charCodeAt(i))) while (isDigit(s.charCodeAt(i))) i++;
    else throw GIVE_UP;
    if (s.charCodeAt(i) === 0x2e) {
      if (!isDigit(s.charCodeAt(++i))) throw GIVE_UP;
      while (isDigit(s.charCodeAt(i))) i++;
    }
    if ((s.charCodeAt(i) | 0x20) === 0x65) {
      i++;
      if (s.charCodeAt(i) === 0x2b || s.charCodeAt(i) === 0x2d) i++;
      if (!isDigit(s.charCodeAt(i))) throw GIVE_UP;
      while (isDigit(s.charCodeAt(i))) i++;
    }
    this.at = i;
  }

  private literal(word: string): void {
    if (!this.s.startsWith(word, this.at)) throw GIVE_UP;
    this.at += word.length;
  }

  private ws(): void {
    const s = this.s;
    let c = s.charCodeAt(this.at);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = s.charCodeAt(++this.at);
  }

  private peek(): number {
    return this.s.charCodeAt(this.at);
  }

  private next(): number {
    return this.s.charCodeAt(this.at++);
  }

  private expect(c: number): void {
    if (this.s.charCodeAt(this.at) !== c) throw GIVE_UP;
    this.at++;
  }
}

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
