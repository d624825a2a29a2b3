/**
 * The reader for a JSON array of envelopes (Granite, Cohere, Mistral's
 * legacy form): each element is a call of its own, opened at its `{` and
 * closed at its `}`. Brackets, commas and whitespace between elements are
 * not content; prose between them is. With `python`, an element may also be
 * a Python call `NAME(k=v, …)`: a name followed by `(` opens it (a name
 * followed by anything else is prose), and one whose arguments turn out not
 * to be a call's goes back to the gap.
 *
 * It reads the text between elements and where each element ends; the
 * assembler (`CallArrayHost`) owns the calls themselves.
 */
import { Ch, isNameStart, isSpace } from "../text/chars.js";
import type { CapsIR, DialectIR } from "../ir/ir.js";
import type { RegionMarkup } from "./region-markup.js";
import { Head, PythonCallHead } from "../args/python-head.js";
import type { EnvelopeScanner } from "../args/envelope.js";
import type { PythonCallScanner } from "../args/python-call.js";
import type { Call } from "./call.js";
import type { TextOutput } from "./text-output.js";

/** What the array reader asks of the assembler, which owns the calls. */
export interface CallArrayHost {
  /** the call open now */
  currentCall(): Call | null;
  /** the call open now, or a new one an element opens */
  openElement(): Call;
  /** the element's object (or Python call) ended: so does its call */
  endElement(): void;
  /** the reader of the element's object: the call's envelope, made by the first text of it */
  elementEnvelope(call: Call, state: number): EnvelopeScanner | PythonCallScanner;
  /** the element is a Python call of tool `name`: its reader */
  pythonElement(call: Call, name: string): PythonCallScanner;
  /** hands on what the call's envelope has read (its id, name and arguments) */
  readEnvelope(call: Call): void;
  /** keeps text of a call not yet surfaced, to give back if it is not one */
  keep(call: Call, src: string, from: number, to: number): void;
  /** how many more characters an unconfirmed call may keep */
  room(call: Call): number;
  /** gives back a call still unconfirmed past the `held` cap */
  overHeld(call: Call): void;
}

/** Whitespace and the punctuation between elements of an array of calls. */
function isSeparator(c: number): boolean {
  return isSpace(c) || c === Ch.Comma || c === Ch.Semicolon || c === Ch.BracketL || c === Ch.BracketR;
}

/** What settles the text between elements: an element that follows it, a marker or the end, or the cap on held text. */
const enum GapEnd {
  Element,
  Settled,
  Cap,
}

export class CallArray {
  /** Text between array elements: separators are dropped; anything else (prose) is content. */
  private gap = "";
  /** The gap continues prose the cap cut: its leading separators are the prose's, not markup. */
  private proseOpen = false;
  /**
   * Whitespace after prose between calls: the prose's once the next element
   * surfaces as a call, given back before it if it is text. And whether the
   * element before a gap was given back: then the gap's leading whitespace is
   * the prose's.
   */
  private gapSpace = "";
  private elementGivenBack = false;
  /** the head of a Python call being read in `gap` */
  private readonly pyHead: PythonCallHead;

  constructor(
    private readonly host: CallArrayHost,
    private readonly ir: DialectIR,
    private readonly caps: CapsIR,
    private readonly text: TextOutput,
    private readonly region: RegionMarkup,
  ) {
    this.pyHead = new PythonCallHead(caps.name);
  }

  /** Reads src[from, to) of the array in `state`. */
  read(state: number, src: string, from: number, to: number): void {
    const python = this.ir.states[state]!.channel.python === true;
    let p = from;
    while (p < to) {
      let call = this.host.currentCall();
      if (call === null || call.args.envelope === null) {
        if (this.pyHead.reading) {
          p = this.pythonName(state, src, p, to);
          continue;
        }
        const c = src.charCodeAt(p);
        if (python && c !== Ch.BraceL && isNameStart(c)) {
          this.pyHead.begin(this.gap.length);
          continue;
        }
        if (c !== Ch.BraceL) {
          let q = p;
          if (python) while (q < to && src.charCodeAt(q) !== Ch.BraceL && !isNameStart(src.charCodeAt(q))) q++;
          else {
            q = src.indexOf("{", p);
            if (q < 0 || q > to) q = to;
          }
          while (p < q) {
            const end = Math.min(q, p + this.caps.held + 1 - this.gap.length);
            this.gap += src.slice(p, end);
            p = end;
            if (this.gap.length > this.caps.held) this.flushGap(GapEnd.Cap);
          }
          continue;
        }
        this.flushGap(GapEnd.Element);
        call = this.host.openElement();
      }
      const end = Math.min(to, this.elementEnd(call, state, src, p, to));
      // An element ends at its closing brace, malformed or not; one never closed keeps the rest of the array.
      if (call.args.envelope!.closed) this.host.endElement();
      p = end;
    }
  }

  /** The text between elements is settled (a marker, a restart or the end follows). */
  flush(): void {
    if (this.gap !== "") this.flushGap(GapEnd.Settled);
  }

  /**
   * A call surfaced: returns the whitespace held after prose before it, the prose's as it is before a
   * call in a text state (`Then [b()]` keeps `Then `), for the whitespace policy to shape.
   */
  callSurfaced(): string {
    const space = this.gapSpace;
    this.gapSpace = "";
    this.elementGivenBack = false;
    return space;
  }

  /** Whitespace held after prose between calls, taken by what follows it when that is not an element (a fence line). */
  takeSpace(): string {
    const space = this.gapSpace;
    this.gapSpace = "";
    return space;
  }

  /** A call was given back: returns the whitespace held before it, which goes back with it. */
  callGivenBack(): string {
    const space = this.gapSpace;
    this.gapSpace = "";
    this.elementGivenBack = true;
    return space;
  }

  /**
   * Reads a Python call's head in the gap (`python-head.ts`). Until it is
   * complete the text stays in the gap; once it is, the call starts with it.
   * Returns where it stopped.
   */
  private pythonName(state: number, src: string, p: number, to: number): number {
    const head = this.pyHead;
    let q = p;
    let verdict: Head = Head.Undecided;
    // Bounded exactly as the gap is, so the verdict falls on the same character however the text is cut.
    const limit = Math.min(to, p + this.caps.held + 1 - this.gap.length);
    for (; q < limit && verdict === Head.Undecided; q++) {
      verdict = head.read(src.charCodeAt(q), this.gap.length + (q - p) - head.start);
      if (verdict === Head.TooLong) break;
    }
    // The character that decided prose is the gap's, read again.
    if (verdict === Head.Prose) q--;
    this.gap += src.slice(p, q);
    if (verdict < 0) {
      head.reset();
      // Past the cap the next character is read as the gap's, not as a new name.
      if (verdict === Head.TooLong && q < to) {
        this.gap += src[q];
        q++;
      }
      if (this.gap.length > this.caps.held) this.flushGap(GapEnd.Cap);
      return q;
    }
    if (verdict === Head.Undecided) {
      if (this.gap.length > this.caps.held) this.flushGap(GapEnd.Cap);
      return q;
    }
    const text = this.gap.slice(head.start);
    const name = text.slice(0, head.nameLength);
    this.gap = this.gap.slice(0, head.start);
    head.reset();
    this.flushGap(GapEnd.Element);
    const call = this.host.openElement();
    // The recognised text, the name and what follows it, is the call's own.
    this.host.keep(call, text, 0, text.length);
    const suffix = this.ir.states[state]!.channel.nameSuffix;
    const bare = suffix && name.length > suffix.length && name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
    const scanner = this.host.pythonElement(call, bare);
    const rest = text.slice(name.length);
    scanner.push(rest, 0, rest.length);
    this.host.readEnvelope(call);
    if (scanner.closed) this.host.endElement();
    return q;
  }

  /**
   * Settles the gap. Separators before the first prose are the calls' markup (the `]` and `,` after an
   * element); after prose, only an element that follows makes them markup (the `, [` before the next
   * call): at a marker or the end they are the prose's (`the options are [x, y]`), and where the cap
   * cuts the gap they wait in it for what comes next.
   */
  private flushGap(end: GapEnd): void {
    const gap = this.gap;
    this.gap = "";
    this.gapSpace = "";
    this.pyHead.reset();
    const prose = this.proseOpen;
    this.proseOpen = false;
    let first = 0;
    while (first < gap.length && isSeparator(gap.charCodeAt(first))) first++;
    if (first === gap.length) {
      // Separators only: markup of the region, given back if it makes no call.
      if (!prose) {
        if (this.region.open) this.region.hold(gap);
      } else if (end === GapEnd.Element) {
        // After prose the cap cut, before an element: its markup, the whitespace next to the prose aside.
        let space = 0;
        while (space < gap.length && isSpace(gap.charCodeAt(space))) space++;
        this.gapSpace = gap.slice(0, space);
      } else if (end === GapEnd.Cap && gap.length <= this.caps.held) [this.gap, this.proseOpen] = [gap, true];
      else {
        // Past the cap they go out as the prose's, which goes on (the next gap starts inside it).
        this.text.content(gap, 0, gap.length);
        this.proseOpen = end === GapEnd.Cap;
      }
      return;
    }
    if (prose) first = 0;
    if (this.region.surfaced) {
      // Prose after calls: the brackets and commas before it were the calls' own,
      // the whitespace next to it is the prose's, for the whitespace policy to
      // shape (an object after it may yet be given back as text).
      let last = gap.length;
      const settled = end === GapEnd.Settled;
      while (last > first && (settled ? isSpace(gap.charCodeAt(last - 1)) : isSeparator(gap.charCodeAt(last - 1)))) last--;
      if (this.elementGivenBack) while (first > 0 && isSpace(gap.charCodeAt(first - 1))) first--;
      this.text.content(gap, first, last);
      if (end === GapEnd.Cap) {
        // What follows decides the separators after the prose: they wait in the gap.
        [this.gap, this.proseOpen] = [gap.slice(last), true];
        return;
      }
      let space = last;
      while (space < gap.length && isSpace(gap.charCodeAt(space))) space++;
      this.gapSpace = gap.slice(last, space);
      return;
    }
    // Prose where calls were expected: the markup before it was not a call either.
    const text = this.region.claim() + gap;
    this.text.content(text, 0, text.length);
  }

  /** Feeds one element's characters to its call's envelope; returns where they end. */
  private elementEnd(call: Call, state: number, src: string, from: number, to: number): number {
    const envelope = this.host.elementEnvelope(call, state);
    if (!call.surfaced && !call.demoted) to = Math.min(to, from + this.host.room(call));
    const end = envelope.push(src, from, to);
    if (call.demoted) {
      // Its text is content now; the scanner only finds where the element ends.
      envelope.takeArgs();
      if (!call.silent) this.text.content(src, from, end);
      return end;
    }
    this.host.keep(call, src, from, end);
    this.host.readEnvelope(call);
    this.host.overHeld(call);
    return end;
  }
}
