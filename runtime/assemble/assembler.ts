/**
 * The assembler: a sink that turns machine events into OpenAI deltas. It
 * owns what is the same in every dialect, and hands each job to its part:
 *
 *   call.ts            one call's lifecycle (reading, surfaced, demoted, silenced)
 *   call-id.ts         ids for calls the model wrote none for
 *   parameter-args.ts  arguments written one value per parameter
 *   json-stream.ts     arguments written as JSON text (`quoted-json.ts` first
 *                      for quote-token JSON, `xml-args.ts` for XML elements), `envelope.ts` / `python-call.ts`
 *                      for calls written as one object or one Python call,
 *                      `python-head.ts` for where such a call starts in prose
 *   regions.ts         the markup of a call region, held until its verdict
 *   text-output.ts     content and reasoning under the whitespace policies
 *   delta.ts           the OpenAI delta of one feed
 *
 * What stays here is the routing between them: which state's text goes
 * where, when a call surfaces or is given back, and the arrays of calls.
 *
 * Recovery, and why calls surface late. A call appears in the output only
 * once its name is known and accepted (not empty; declared in the request's
 * tools when the grammar or `validate_tool_names` asks). Until then the call's
 * raw text (markers included) is kept; a call that ends without an accepted
 * name is given back as content, so prose quoting `<tool_call>` loses nothing.
 * Arguments produced before the name (an envelope listing them first) wait
 * with it.
 *
 * Regions, and why given-back text stays in place. The machine reports where
 * each marker takes it, so the assembler follows call regions (`regions.ts`):
 * markup between calls of a region (a wrapper's opener, separators, its
 * closer) is held (`RegionMarkup`). A call claims the held text before it; a
 * region that ends without a surfaced call gives all of it back, at the point
 * where the region ends, so content reads in input order. A region that did
 * surface a call drops its remaining markup. An opener inside an unconfirmed
 * call (`restart`) gives the region so far back and starts again.
 *
 * Caps (`CapsIR`, docs/recovery.md). A name or header past `name`, or an
 * unconfirmed call or region markup past `held`, is given back as text at
 * once; whitespace held past `held` goes out in whole multiples of the cap
 * (so any chunking decides alike); a typed value held past `held` becomes a
 * string value. JSON arguments cap themselves (`json-stream.ts`).
 */
import { isAllSpace, isNameStart, isSpace } from "../machine/chars.js";
import { Call, CallPhase } from "./call.js";
import { randomCallId } from "./call-id.js";
import { Channel, DEFAULT_ARGS_KEYS, DEFAULT_NAME_KEYS, type CapsIR, type DialectIR, type Encoding, type ExtractIR, type Trim } from "../ir/ir.js";
import { EnvelopeScanner } from "../args/envelope.js";
import { PythonCallScanner } from "../args/python-call.js";
import { Head, PythonCallHead } from "../args/python-head.js";
import { JsonObjectStream, type SchemaLookup } from "../args/json-stream.js";
import { QuotedJsonTranslator } from "../args/quoted-json.js";
import { TextKeyTranslator } from "../args/text-key-args.js";
import { XmlArgsTranslator } from "../args/xml-args.js";
import { DeltaBuilder, type Delta, type ReasoningField } from "./delta.js";
import { ParameterArgs } from "../args/parameter-args.js";
import { coerceValue, ToolSchemas } from "../args/schema.js";
import { TextOutput } from "./text-output.js";
import { callStates, RegionMarkup } from "../ir/regions.js";
import type { Sink } from "../machine/sink.js";
import { decodeXmlReferences } from "../args/xml-references.js";
import { jsonDumps } from "../args/json-text.js";

const NONE_COMPLETED: number[] = [];

/** Whitespace and the punctuation between elements of an array of calls. */
function isSeparator(c: number): boolean {
  return isSpace(c) || c === 44 || c === 59 || c === 91 || c === 93;
}

/** Whitespace inside a name (names are trimmed): words, which no tool's name is. */
function hasInnerSpace(name: string): boolean {
  for (let i = 0; i < name.length; i++) if (isSpace(name.charCodeAt(i))) return true;
  return false;
}

/** A name that is only digits: a counter, not a tool. */
function isCounter(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return name.length > 0;
}

/** What a translator into JSON (Gemma's token-quoted JSON, XML elements, text under a key) still holds when its text ends. */
function translatorRest(call: Call): string {
  return call.quoted ? call.quoted.finish() : call.translator ? call.translator.finish() : "";
}

/** Cuts a header: the text before the last `before`, then after the last `after` in that. */
function extract(text: string, spec: ExtractIR | undefined): string {
  let s = text.trim();
  if (spec?.before) {
    const i = s.lastIndexOf(spec.before);
    if (i >= 0) s = s.slice(0, i);
  }
  if (spec?.after) {
    const i = s.lastIndexOf(spec.after);
    if (i >= 0) s = s.slice(i + spec.after.length);
  }
  return s.trim();
}

export interface AssemblerOptions {
  tools?: readonly unknown[];
  /** the machine's initial state (regions are followed from there) */
  initialState?: number;
  /** id of the index-th call; default `chatcmpl-tool-<random>` */
  toolCallId?: (index: number) => string;
  /** `tool_choice: "none"`: no calls surface; their text is dropped */
  suppressToolCalls?: boolean;
  /** a named `tool_choice` (or allowed tools): only calls of these tools surface; others are given back as content */
  onlyTools?: readonly string[];
  /** the delta field for reasoning */
  reasoningField?: ReasoningField;
  /** rewrite one delta object per shape instead of allocating one per feed (`ParserOptions.reuseDeltas`) */
  reuseDeltas?: boolean;
}

export class Assembler implements Sink {
  private readonly out: DeltaBuilder;
  /** indices of calls that ended since the last `takeCompleted` */
  private completed: number[] = [];
  private readonly schemas: ToolSchemas;
  private readonly caps: CapsIR;
  private readonly text: TextOutput;
  private call: Call | null = null;
  private nextIndex = 0;
  /** the machine's state, followed through `terminal` */
  private state: number;
  private readonly inCall: Uint8Array;
  /** per state: its channel's kind (read per chunk, so one typed-array load) */
  private readonly kinds: Uint8Array;
  /** per state: 1 for an envelope holding an array of calls */
  private readonly arrays: Uint8Array;
  /** the current call region: open, its markup not yet claimed, whether it surfaced a call */
  private readonly region: RegionMarkup;

  constructor(
    private readonly ir: DialectIR,
    private readonly options: AssemblerOptions = {},
  ) {
    this.out = new DeltaBuilder(options.reasoningField, options.reuseDeltas === true);
    this.schemas = new ToolSchemas(options.tools as never);
    this.caps = ir.policies.caps;
    this.text = new TextOutput(this.out, ir.policies, this.caps.held);
    this.pyHead = new PythonCallHead(this.caps.name);
    this.state = options.initialState ?? ir.initial.plain;
    this.inCall = callStates(ir);
    this.kinds = Uint8Array.from(ir.states, (st) => st.channel.kind);
    this.arrays = Uint8Array.from(ir.states, (st) => (st.channel.kind === Channel.Envelope && st.channel.array ? 1 : 0));
    this.region = new RegionMarkup(this.text, this.caps.held);
    if (this.inCall[this.state] === 1) this.region.enter();
  }

  take(): Delta | null {
    return this.out.take();
  }

  /** Indices of the calls that completed (their last argument delta went out) since the last take. */
  takeCompleted(): number[] {
    if (this.completed.length === 0) return NONE_COMPLETED;
    const done = this.completed;
    this.completed = [];
    return done;
  }

  // ---- sink -------------------------------------------------------------

  chars(state: number, src: string, from: number, to: number, plain = false): void {
    if (this.region.open && this.inCall[this.state] === 0) this.closeRegion();
    const kind = this.kinds[state]! as Channel;
    if (kind === Channel.Text) return this.text.content(src, from, to);
    if (kind === Channel.Reasoning) return this.text.reasoning(src, from, to);
    this.callChars(kind, state, src, from, to, plain);
  }

  // Kept out of `chars` so that the text and reasoning path above stays small enough to inline.
  private callChars(kind: Channel, state: number, src: string, from: number, to: number, plain: boolean): void {
    if (this.arrays[state] === 1) return this.envelopeArray(state, src, from, to);
    const call = this.call;
    if (call === null) {
      // Markup between calls waits for the region's verdict; text of a
      // call-like state outside any region is kept visible rather than lost.
      if (this.region.open) this.region.hold(src.slice(from, to));
      else if (kind !== Channel.Discard) this.text.content(src, from, to);
      return;
    }
    if (call.demoted) {
      if (!call.silent) this.text.content(src, from, to);
      return;
    }
    if (!call.surfaced) {
      // The cap falls on one character whatever the chunking: split the range there.
      const room = this.caps.held + 1 - call.raw.length;
      if (room <= 0) {
        this.overHeld(call);
        return this.chars(state, src, from, to, plain);
      }
      if (to - from > room) {
        this.chars(state, src, from, from + room, plain);
        this.chars(state, src, from + room, to, plain);
        return;
      }
      call.raw += src.slice(from, to);
    }
    if (call.headerOpen && kind !== Channel.Header) this.completeHeader(call, state);
    // A name whose id follows in a header (Mistral's [CALL_ID]) waits for it.
    if (call.nameOpen && kind !== Channel.ToolName && kind !== Channel.Header) this.completeName(call);
    switch (kind) {
      case Channel.ToolName:
        call.name += src.slice(from, to);
        call.nameOpen = true;
        if (call.name.length > this.caps.name) this.demote(call);
        break;
      case Channel.Header:
        call.header += src.slice(from, to);
        call.headerOpen = true;
        this.headerState = state;
        if (call.header.length > this.caps.name) this.demote(call);
        break;
      case Channel.ArgsJson:
        if (call.json === null) {
          const name = call.name;
          // After values one parameter at a time, a JSON object block continues their object.
          if (call.params !== null) this.sealParams(call);
          call.json = new JsonObjectStream(this.schemas.size > 0 ? (key) => this.schemas.parameter(name, key) : null, this.caps, call.continues);
        }
        {
          const { quote, xml, textKey } = this.ir.states[state]!.channel;
          if (textKey !== undefined || xml !== undefined) {
            const name = call.name;
            call.translator ??=
              textKey !== undefined ? new TextKeyTranslator(textKey, this.caps.held) : new XmlArgsTranslator(xml!, (key) => this.schemas.parameter(name, key), this.caps.depth);
            const json = call.translator.push(src, from, to);
            call.json.push(json, 0, json.length);
            this.args(call, call.json.take());
          } else if (quote !== undefined) {
            call.quoted ??= new QuotedJsonTranslator(quote, this.caps.name);
            const wasDone = call.quoted.done;
            const json = call.quoted.push(src, from, to);
            call.json.push(json, 0, json.length);
            this.args(call, call.json.take());
            if (call.surfaced) this.afterObject(wasDone, call.quoted.done, src, call.quoted.end, to);
          } else if (call.surfaced && call.json.continuesString(src, from, to, plain)) {
            // Inside a string value the text is the argument text: straight out.
            this.out.addArguments(call.index, src.slice(from, to));
          } else {
            const wasDone = call.json.done;
            const end = call.json.push(src, from, to);
            this.args(call, call.json.take());
            if (call.surfaced) this.afterObject(wasDone, call.json.done, src, end, to);
          }
        }
        break;
      case Channel.Envelope: {
        call.envelope ??= this.newEnvelope(state);
        if (call.surfaced && call.envelope.continuesString(src, from, to, plain)) {
          this.out.addArguments(call.index, src.slice(from, to));
          break;
        }
        const wasDone = call.envelope.ended;
        const end = call.envelope.push(src, from, to);
        this.takeEnvelope(call);
        // A recovered call with no closing marker of its own (a bare object) must be the whole rest of
        // the output: text after its object makes it prose, given back with what follows, and the call
        // and its region end there; the stream's end, or the next call, confirms it (`endCall`).
        if (this.bareObjectEnded(call) && !isAllSpace(src, end, to)) {
          this.giveBackBare(call);
          break;
        }
        if (call.surfaced) this.afterObject(wasDone, call.envelope.ended, src, end, to);
        break;
      }
      case Channel.ArgValue:
        if (call.params !== null) this.args(call, call.params.value(src, from, to));
        break;
    }
    this.overHeld(call);
  }

  private headerState = -1;

  /**
   * Text after a call's JSON object (its arguments, or its envelope) in the
   * same state is not arguments: prose a model wrote after its call (Mistral's
   * calls have no closer) or stray text before the closer. It is content, as
   * after the call's end; the object's end counts as the call's for the
   * whitespace policy, once, whatever the chunking, and whitespace alone
   * between it and the closer is the call's layout.
   */
  private afterObject(wasDone: boolean, done: boolean, src: string, end: number, to: number): void {
    if (!wasDone && done) this.text.objectEnds();
    if (end < to) this.text.content(src, end, to);
  }

  /**
   * A JSON array of envelopes (Granite, Cohere, Mistral's legacy form): each
   * element is a call of its own, opened at its `{` and closed at its `}`.
   * Brackets, commas and whitespace between elements are not content. With
   * `python`, an element may also be a Python call `NAME(k=v, …)`: a name
   * followed by `(` opens it (a name followed by anything else is prose), and
   * one whose arguments turn out not to be a call's goes back to the gap.
   */
  private envelopeArray(state: number, src: string, from: number, to: number): void {
    const python = this.ir.states[state]!.channel.python === true;
    let p = from;
    while (p < to) {
      const call = this.call;
      if (call === null || call.envelope === null) {
        if (this.pyHead.reading) {
          p = this.pythonName(state, src, p, to);
          continue;
        }
        const c = src.charCodeAt(p);
        if (python && c !== 123 && isNameStart(c)) {
          this.pyHead.begin(this.arrayGap.length);
          continue;
        }
        if (c !== 123) {
          let q = p;
          if (python) while (q < to && src.charCodeAt(q) !== 123 && !isNameStart(src.charCodeAt(q))) q++;
          else {
            q = src.indexOf("{", p);
            if (q < 0 || q > to) q = to;
          }
          while (p < q) {
            const end = Math.min(q, p + this.caps.held + 1 - this.arrayGap.length);
            this.arrayGap += src.slice(p, end);
            p = end;
            if (this.arrayGap.length > this.caps.held) this.flushGap();
          }
          continue;
        }
        this.flushGap();
        if (call === null) this.toolStart(false);
      }
      const open = this.call!;
      const end = Math.min(to, this.elementEnd(open, state, src, p, to));
      // An element ends at its closing brace, malformed or not; one never closed keeps the rest of the array.
      if (open.envelope!.ended) this.endCall(true);
      p = end;
    }
  }

  /** the head of a Python call being read in `arrayGap` */
  private readonly pyHead: PythonCallHead;

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
    const limit = Math.min(to, p + this.caps.held + 1 - this.arrayGap.length);
    for (; q < limit && verdict === Head.Undecided; q++) {
      verdict = head.read(src.charCodeAt(q), this.arrayGap.length + (q - p) - head.start);
      if (verdict === Head.TooLong) break;
    }
    // The character that decided prose is the gap's, read again.
    if (verdict === Head.Prose) q--;
    this.arrayGap += src.slice(p, q);
    if (verdict < 0) {
      head.reset();
      // Past the cap the next character is read as the gap's, not as a new name.
      if (verdict === Head.TooLong && q < to) {
        this.arrayGap += src[q];
        q++;
      }
      if (this.arrayGap.length > this.caps.held) this.flushGap();
      return q;
    }
    if (verdict === Head.Undecided) {
      if (this.arrayGap.length > this.caps.held) this.flushGap();
      return q;
    }
    const text = this.arrayGap.slice(head.start);
    const name = text.slice(0, head.nameLength);
    this.arrayGap = this.arrayGap.slice(0, head.start);
    head.reset();
    this.flushGap();
    if (this.call === null) this.toolStart(false);
    const call = this.call!;
    call.raw += name;
    const suffix = this.ir.states[state]!.channel.nameSuffix;
    const bare = suffix && name.length > suffix.length && name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
    const scanner = new PythonCallScanner(bare, this.caps, this.schemaFor());
    call.envelope = scanner;
    // The recognised text after the name is the call's own.
    const rest = text.slice(name.length);
    if (!call.surfaced) call.raw += rest;
    scanner.push(rest, 0, rest.length);
    this.takeEnvelope(call);
    if (scanner.done) this.endCall(true);
    return q;
  }

  private schemaFor(): ((tool: string) => SchemaLookup) | null {
    return this.schemas.size > 0 ? (tool: string) => (key: string) => this.schemas.parameter(tool, key) : null;
  }

  private newEnvelope(state: number): EnvelopeScanner {
    const channel = this.ir.states[state]!.channel;
    return new EnvelopeScanner(
      channel.nameKeys ?? DEFAULT_NAME_KEYS,
      channel.argsKeys ?? DEFAULT_ARGS_KEYS,
      this.caps,
      this.schemaFor(),
      channel.nameAsKey === true,
      channel.idKeys,
    );
  }

  /** Text between array elements: separators are dropped; anything else (prose) is content. */
  private arrayGap = "";
  /**
   * Whitespace after prose between calls: the next element's, dropped if it
   * surfaces as a call, given back before it if it is text. And whether the
   * element before a gap was given back: then the gap's leading whitespace is
   * the prose's.
   */
  private gapSpace = "";
  private elementGivenBack = false;

  private flushGap(): void {
    const gap = this.arrayGap;
    this.arrayGap = "";
    this.gapSpace = "";
    this.pyHead.reset();
    let first = 0;
    while (first < gap.length && isSeparator(gap.charCodeAt(first))) first++;
    if (first === gap.length) {
      // Separators only: markup of the region, given back if it makes no call.
      if (this.region.open) this.region.hold(gap);
      return;
    }
    if (this.region.surfaced) {
      // Prose after calls: the brackets and commas around it were the calls' own,
      // the whitespace next to it is the prose's, for the whitespace policy to
      // shape (an object after it may yet be given back as text).
      let last = gap.length;
      while (last > first && isSeparator(gap.charCodeAt(last - 1))) last--;
      if (this.elementGivenBack) while (first > 0 && isSpace(gap.charCodeAt(first - 1))) first--;
      let space = last;
      while (space < gap.length && isSpace(gap.charCodeAt(space))) space++;
      this.text.content(gap, first, last);
      this.gapSpace = gap.slice(last, space);
      return;
    }
    // Prose where calls were expected: the markup before it was not a call either.
    const text = this.region.claim() + gap;
    this.text.content(text, 0, text.length);
  }

  /** Feeds one element's characters to its call's envelope; returns where they end. */
  private elementEnd(call: Call, state: number, src: string, from: number, to: number): number {
    call.envelope ??= this.newEnvelope(state);
    if (!call.surfaced && !call.demoted) to = Math.min(to, from + this.caps.held + 1 - call.raw.length);
    const end = call.envelope.push(src, from, to);
    if (call.demoted) {
      // Its text is content now; the scanner only finds where the element ends.
      call.envelope.takeArgs();
      if (!call.silent) this.text.content(src, from, end);
      return end;
    }
    if (!call.surfaced) call.raw += src.slice(from, end);
    this.takeEnvelope(call);
    this.overHeld(call);
    return end;
  }

  /** What the call's envelope has read: an id written before the name goes out with the call. */
  private takeEnvelope(call: Call): void {
    const envelope = call.envelope!;
    const id = envelope.takeId();
    if (id !== null && id !== "" && !call.surfaced) call.id = id;
    const name = envelope.takeName();
    if (name !== null) this.setName(call, name);
    this.args(call, envelope.takeArgs());
  }

  terminal(_terminal: number, target: number, src: string, from: number, to: number): void {
    if (this.arrayGap !== "") this.flushGap();
    if (this.region.open && this.inCall[this.state] === 0) this.closeRegion();
    // An absorbed marker is dropped wherever it stands.
    if (target < 0) return;
    // A bare object that is no call (not a declared tool's, or not JSON) ends before the marker after it.
    if (this.call !== null && this.bareObjectEnded(this.call) && !(this.call.accepted && this.call.envelope!.done)) this.giveBackBare(this.call);
    if (!this.region.open && this.inCall[target] === 1) this.region.enter();
    const left = this.state;
    this.state = target;
    const call = this.call;
    if (call === null) {
      // Markup of a region waits for its verdict; markers outside regions are structure.
      if (this.region.open) this.region.hold(src.slice(from, to));
      return;
    }
    if (call.demoted) {
      if (!call.silent) this.text.content(src, from, to);
      return;
    }
    if (!call.surfaced) call.raw += src.slice(from, to);
    if (call.headerOpen) this.completeHeader(call, this.headerState);
    if (call.nameOpen && !this.idFollows(target)) this.completeName(call);
    // Another JSON object block of the same call continues the object the first began.
    if (call.json !== null && target !== left && this.kinds[target] === Channel.ArgsJson) this.sealJson(call);
    this.overHeld(call);
  }

  /** A recovered call read as one bare object (no closing marker of its own), whose object has ended and awaits its verdict. */
  private bareObjectEnded(call: Call): boolean {
    return call.declaredOnly && !call.surfaced && !call.demoted && call.envelope !== null && call.envelope.ended;
  }

  /** The bare object was prose: given back as content, and the call and its region end here. */
  private giveBackBare(call: Call): void {
    this.demote(call);
    this.endCall(false);
    this.region.leave();
  }

  /** Whether `state` is a header that gives only an id: the name before it goes out with that id. */
  private idFollows(state: number): boolean {
    const channel = this.ir.states[state]!.channel;
    return channel.kind === Channel.Header && channel.name === undefined;
  }

  reasoningStart(): void {
    this.text.reasoningStart();
  }

  contentStart(): void {
    this.text.contentStart();
  }

  reasoningEnd(): void {
    this.text.reasoningEnd();
  }

  toolStart(declaredOnly: boolean): void {
    if (this.call) this.endCall(false);
    const call = new Call(declaredOnly);
    // The call claims the region's markup before it (its opener, a wrapper).
    call.raw = this.region.claim();
    this.call = call;
  }

  unconfirmedCall(): boolean {
    if (!this.region.open || this.region.surfaced) return false;
    const call = this.call;
    return call === null || (!call.surfaced && !call.accepted && !call.silent);
  }

  restart(): void {
    // Not ended (that would complete a name still being read): given back as it stands.
    const call = this.call;
    if (call !== null) {
      if (!call.demoted) this.demote(call);
      this.call = null;
    }
    if (this.arrayGap !== "") this.flushGap();
    this.region.giveBack();
  }

  /** A call still unconfirmed once its text passes the `held` cap is given back as text. */
  private overHeld(call: Call): void {
    if (!call.surfaced && !call.demoted && call.raw.length > this.caps.held) this.demote(call);
  }

  /** The region ended: its markup is dropped if it surfaced a call, else given back. */
  private closeRegion(): void {
    // A call still open when its region ends is closed by the region's closer.
    if (this.call) this.endCall(true);
    this.region.leave();
  }

  toolName(src: string, from: number, to: number): void {
    if (this.call) this.setName(this.call, this.captured(src, from, to).trim());
  }

  toolId(src: string, from: number, to: number): void {
    if (this.call && !this.call.surfaced) this.call.id = this.captured(src, from, to);
  }

  /** A capture's value, with the dialect's attribute escapes decoded. */
  private captured(src: string, from: number, to: number): string {
    const text = src.slice(from, to);
    return this.ir.policies.captureEscapes === "xml" ? decodeXmlReferences(text) : text;
  }

  argStart(src: string, keyFrom: number, keyTo: number, encoding: Encoding, trim: Trim): void {
    const call = this.call;
    if (call === null || call.demoted) return;
    // After a JSON object block, values one parameter at a time continue its object.
    if (call.json !== null) this.sealJson(call);
    call.params ??= new ParameterArgs(this.schemas, this.ir.policies.unwrapArguments, this.caps.held, call.continues);
    this.args(call, call.params.start(call.name, this.captured(src, keyFrom, keyTo).trim(), encoding, trim));
  }

  argEnd(): void {
    const call = this.call;
    if (call !== null && call.params !== null) this.args(call, call.params.end(call.name));
  }

  toolEnd(): void {
    if (this.call) this.endCall(true);
    if (this.region.open && this.inCall[this.state] === 0) this.closeRegion();
  }

  /** End of stream: closes what is open under the dialect's policies. */
  finish(): Delta | null {
    if (this.arrayGap !== "") this.flushGap();
    const call = this.call;
    if (call) {
      if (this.ir.policies.unclosedCall === "text" && !call.surfaced && !call.demoted) this.demote(call);
      this.endCall(false);
    }
    if (this.region.open) this.closeRegion();
    this.text.finish();
    return this.take();
  }

  // ---- calls ------------------------------------------------------------

  private completeName(call: Call): void {
    call.nameOpen = false;
    this.setName(call, call.name.trim());
  }

  private completeHeader(call: Call, state: number): void {
    call.headerOpen = false;
    const channel = this.ir.states[state]?.channel;
    const id = channel?.id ? extract(call.header, channel.id) : "";
    if (id !== "" && !call.surfaced) call.id = id;
    if (channel?.name) this.setName(call, extract(call.header, channel.name));
    call.header = "";
    if (call.nameOpen) this.completeName(call);
  }

  private setName(call: Call, name: string): void {
    if (call.surfaced || call.demoted || name === "") return;
    call.name = name;
    const declared = this.schemas.has(name);
    const mustBeDeclared = call.declaredOnly || (this.ir.policies.validateToolNames && this.schemas.size > 0);
    if (this.options.suppressToolCalls) {
      // tool_choice "none": the call and its markup vanish.
      call.phase = CallPhase.Silenced;
      call.raw = "";
      // Its region's markup vanishes with it.
      this.region.surfaced = true;
      return;
    }
    if (!declared && this.ir.policies.inferToolName && isCounter(name)) {
      // Kimi's bare counter: the arguments will say which tool, or it is content.
      if (this.schemas.size === 0) return this.demote(call);
      call.unnamed = true;
      return;
    }
    if (mustBeDeclared && !declared) return this.demote(call);
    if (this.options.onlyTools !== undefined && !this.options.onlyTools.includes(name)) return this.demote(call);
    // A name no tool could have (a capture runs to its class's maximum, which may be larger),
    // or words rather than a name (prose after a marker: `[TOOL_CALLS] not json at all`)
    // unless the request declares a tool so named.
    if (name.length > this.caps.name || (!declared && hasInnerSpace(name))) return this.demote(call);
    // A recovered call counts only once its closing marker confirms it.
    if (call.declaredOnly) call.accepted = true;
    else this.surface(call);
  }

  private surface(call: Call): void {
    call.phase = CallPhase.Surfaced;
    this.gapSpace = "";
    this.elementGivenBack = false;
    this.region.surfaced = true;
    call.index = this.nextIndex++;
    const id = call.id ?? (this.options.toolCallId ? this.options.toolCallId(call.index) : randomCallId(this.ir.policies.toolCallId));
    this.text.callSurfaces();
    this.out.startCall(call.index, id, call.name);
    this.out.addArguments(call.index, call.pendingArgs);
    call.pendingArgs = "";
    call.raw = "";
  }

  private demote(call: Call): void {
    call.phase = CallPhase.Demoted;
    const raw = this.gapSpace + call.raw;
    this.gapSpace = "";
    this.elementGivenBack = true;
    call.raw = "";
    if (raw !== "") this.text.content(raw, 0, raw.length);
  }

  /** Hands the call's object on from its JSON block: what closes the block's open values, out now. */
  private sealJson(call: Call): void {
    const json = call.json!;
    const rest = translatorRest(call);
    json.push(rest, 0, rest.length);
    call.quoted = null;
    call.translator = null;
    const { text, continues } = json.seal();
    this.args(call, text);
    call.json = null;
    call.continues = continues;
  }

  /** Hands the call's object on from its parameter values: the open value ends now. */
  private sealParams(call: Call): void {
    const { text, continues } = call.params!.seal(call.name);
    this.args(call, text);
    call.params = null;
    call.continues = continues;
  }

  private args(call: Call, text: string): void {
    if (text === "" || call.demoted) return;
    if (call.surfaced) this.out.addArguments(call.index, text);
    else call.pendingArgs += text;
  }

  /**
   * Ends a call named only by a number: its whole arguments name the tool (`ToolSchemas.toolFor`),
   * and it surfaces now, its arguments coerced by that tool's schema; without one it is content.
   */
  private endUnnamed(call: Call): void {
    let text = call.pendingArgs;
    if (call.json) {
      const rest = translatorRest(call);
      call.json.push(rest, 0, rest.length);
      text += call.json.take() + call.json.finish();
    } else if (call.params !== null) text += call.params.close();
    let args: unknown = null;
    try {
      args = JSON.parse(text || "{}");
    } catch {
      // unreadable arguments name no tool
    }
    const tool = args !== null && typeof args === "object" && !Array.isArray(args) ? this.schemas.toolFor(Object.keys(args)) : null;
    if (tool === null) this.demote(call);
    else {
      call.name = tool;
      call.pendingArgs = jsonDumps(coerceValue(args, this.schemas.schema(tool)));
      this.surface(call);
      this.completed.push(call.index);
      this.text.callEnds();
    }
    this.call = null;
  }

  /** Ends the open call; `closed`: by its closing marker (not by the stream's end or a new call). */
  private endCall(closed: boolean): void {
    const call = this.call!;
    if (call.headerOpen) this.completeHeader(call, this.headerState);
    if (call.nameOpen) this.completeName(call);
    if (call.params !== null) this.args(call, call.params.end(call.name));
    if (call.unnamed && !call.demoted) return this.endUnnamed(call);
    if (call.accepted && !call.surfaced && !call.demoted) {
      if (closed || call.envelope?.done === true) this.surface(call);
      else this.demote(call);
    }
    if (!call.surfaced && !call.demoted) this.demote(call);
    if (call.surfaced) {
      let tail: string;
      if (call.json) {
        const rest = translatorRest(call);
        call.json.push(rest, 0, rest.length);
        tail = call.json.finish();
      } else if (call.envelope) tail = call.envelope.finishArgs();
      else if (call.params !== null) tail = call.params.close();
      else tail = call.continues === null ? "{}" : "}";
      this.args(call, tail);
      this.completed.push(call.index);
      this.text.callEnds();
    }
    this.call = null;
  }
}
