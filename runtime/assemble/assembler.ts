/**
 * The assembler: a sink that turns machine events into OpenAI deltas. It
 * owns what is the same in every dialect, and hands each job to its part:
 *
 *   calls.ts           the calls of a response and each one's lifecycle:
 *                      opened, named, surfaced or given back, ended
 *   call.ts            one call's state and phase
 *   call-args.ts       its argument builders, one per form, and the hand-off
 *                      between them (the readers are in `../args/`)
 *   arg-readers.ts     the request's maker of readers, with the tools' schemas
 *   call-names.ts      which names a call may go out with
 *   call-array.ts      arrays of calls, one call per element
 *   call-id.ts         ids for calls the model wrote none for
 *   regions.ts         the markup of a call region, held until its verdict
 *   text-output.ts     content and reasoning under the whitespace policies
 *   delta.ts           the OpenAI delta of one feed
 *
 * What stays here is the routing: which state's text and which event goes
 * where, and when a call region opens and closes.
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
import { isAllSpace } from "../text/chars.js";
import { JsonStringDecoder } from "../text/json-text.js";
import type { Sink } from "../machine/sink.js";
import { Channel, type CapsIR, type DialectIR, type Encoding, type Trim } from "../ir/ir.js";
import { callStates } from "../ir/regions.js";
import { RegionMarkup } from "./region-markup.js";
import { ToolSchemas } from "../args/schema.js";
import { ArgReaders } from "./arg-readers.js";
import { decodeXmlReferences } from "../args/xml-references.js";
import { Calls } from "./calls.js";
import type { Call } from "./call.js";
import { DeltaBuilder, type Delta, type ReasoningField } from "./delta.js";
import { TextOutput } from "./text-output.js";
import { HeaderRun } from "./header-run.js";

export interface AssemblerOptions {
  tools?: readonly unknown[];
  /** the machine's initial state (regions are followed from there) */
  initialState?: number;
  /** the prompt wrote reasoning text in the block the turn starts in (`TurnStart.continues`): the output's first whitespace is the block's */
  reasoningContinues?: boolean;
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

/** What the assembler reads of a grammar per chunk, derived once per grammar and shared by its parsers (read only). */
interface GrammarTables {
  inCall: Uint8Array;
  kinds: Uint8Array;
  arrays: Uint8Array;
  jsonText: Uint8Array;
  fence: number;
  nameTails: ReadonlySet<number>;
  strays: Uint8Array;
}

const grammarTables = new WeakMap<DialectIR, GrammarTables>();

function tablesOf(ir: DialectIR): GrammarTables {
  let t = grammarTables.get(ir);
  if (t) return t;
  const nameTails = new Set<number>();
  ir.states.forEach((st, s) => {
    for (const tr of st.transitions) if (tr.events.some((e) => e.kind === "arg_start" && e.fromName)) nameTails.add(s * ir.terminals.length + tr.terminal);
  });
  t = {
    inCall: callStates(ir),
    kinds: Uint8Array.from(ir.states, (st) => st.channel.kind),
    arrays: Uint8Array.from(ir.states, (st) => (st.channel.kind === Channel.Envelope && st.channel.array ? 1 : 0)),
    jsonText: Uint8Array.from(ir.states, (st) => (st.channel.jsonString ? 1 : 0)),
    fence: ir.states.flatMap((st) => st.transitions).find((tr) => tr.fence)?.terminal ?? -1,
    nameTails,
    strays: Uint8Array.from(ir.states, (st) => (st.channel.stray === "dropped" ? Stray.Dropped : st.channel.stray === "reasoning" ? Stray.Reasoning : Stray.Content)),
  };
  grammarTables.set(ir, t);
  return t;
}

/** What a discard state's stray text becomes (`ChannelIR.stray`). */
const enum Stray {
  Content,
  Reasoning,
  Dropped,
}

export class Assembler implements Sink {
  private readonly out: DeltaBuilder;
  private readonly caps: CapsIR;
  private readonly text: TextOutput;
  /** the calls and the open one's lifecycle */
  private readonly calls: Calls;
  /** the machine's state, followed through `terminal` */
  private state: number;
  private readonly inCall: Uint8Array;
  /** per state: its channel's kind (read per chunk, so one typed-array load) */
  private readonly kinds: Uint8Array;
  /** per state: 1 for an envelope holding an array of calls */
  private readonly arrays: Uint8Array;
  /** per state: 1 for text that is the inside of a JSON string (`text(json_string)`), decoded here */
  private readonly jsonText: Uint8Array;
  private decoder: JsonStringDecoder | null = null;
  /** the current call region: open, its markup not yet claimed, whether it surfaced a call */
  private readonly region: RegionMarkup;
  /** text of a `discard` state outside calls (a message header), held until it shows whether it is one */
  private readonly header = new HeaderRun();
  /** per state: what a discard state's stray text becomes (`Stray`) */
  private readonly strays: Uint8Array;
  /** the discard state whose run `header` holds */
  private headerState = 0;
  /** a marker has been read: text after it that the end cuts is a header cut short, not the whole answer */
  private marked = false;
  /** the fence terminal the compiler adds (`compiler/lower/fences.ts`), -1 when the dialect has none */
  private readonly fence: number;
  /** `state * terminals + terminal` of the transitions whose argument's key is the tail of the name (`arg_start(name_tail)`) */
  private readonly nameTails: ReadonlySet<number>;
  /** the marker just read starts such an argument: the name it ends is not complete until the key is cut from it */
  private keyFromName = false;

  constructor(
    private readonly ir: DialectIR,
    options: AssemblerOptions = {},
  ) {
    this.out = new DeltaBuilder(options.reasoningField, options.reuseDeltas === true);
    this.caps = ir.policies.caps;
    this.text = new TextOutput(this.out, ir.policies, this.caps.held, options.reasoningContinues === true);
    this.state = options.initialState ?? ir.initial.plain;
    const tables = tablesOf(ir);
    this.inCall = tables.inCall;
    this.kinds = tables.kinds;
    this.arrays = tables.arrays;
    this.jsonText = tables.jsonText;
    this.fence = tables.fence;
    this.nameTails = tables.nameTails;
    this.strays = tables.strays;
    this.region = new RegionMarkup(this.text, this.caps.held);
    const readers = new ArgReaders(new ToolSchemas(options.tools as never), ir.policies);
    this.calls = new Calls(ir, this.out, this.text, this.region, readers, options.toolCallId, options.suppressToolCalls === true, options.onlyTools);
    if (this.inCall[this.state] === 1) this.region.enter();
  }

  take(): Delta | null {
    return this.out.take();
  }

  /** Indices of the calls that completed (their last argument delta went out) since the last take. */
  takeCompleted(): number[] {
    return this.calls.takeCompleted();
  }

  // ---- sink -------------------------------------------------------------

  chars(state: number, src: string, from: number, to: number, plain = false): void {
    if (this.region.open && this.inCall[this.state] === 0) this.closeRegion();
    const kind = this.kinds[state]! as Channel;
    if (kind === Channel.Text) return this.jsonText[state] === 1 ? this.decodedContent(src, from, to) : this.text.content(src, from, to);
    if (kind === Channel.Reasoning) return this.text.reasoning(src, from, to);
    this.callChars(kind, state, src, from, to, plain);
  }

  /** Text of a call given back: content, while its envelope still follows it. */
  private demotedChars(call: Call, kind: Channel, src: string, from: number, to: number): void {
    // The envelope reads on only to find where the object ends: a state that reads on from it (an array
    // after `<tools>`) must find it where the whole text would have left it, whatever the chunk the name
    // that demoted it arrived in (an array element's does the same, `elementEnd`).
    const envelope = kind === Channel.Envelope ? call.args.envelope : null;
    if (envelope !== null) {
      envelope.push(src, from, to);
      envelope.takeArgs();
    }
    if (!call.silent) this.text.content(src, from, to);
  }

  // Kept out of `chars` so that the text and reasoning path above stays small enough to inline.
  private callChars(kind: Channel, state: number, src: string, from: number, to: number, plain: boolean): void {
    if (this.arrays[state] === 1) return this.calls.array.read(state, src, from, to);
    const call = this.calls.open;
    if (call === null) {
      // Markup between calls waits for the region's verdict; text of a
      // call-like state outside any region is kept visible rather than lost.
      // After a call went out, a discard state's text is its layout or stray prose, not markup awaiting
      // a verdict: only structure is dropped (the prose after an opener-less call's closer).
      if (this.region.open && !(kind === Channel.Discard && this.region.surfaced)) this.region.hold(src.slice(from, to));
      else if (kind !== Channel.Discard) this.text.content(src, from, to);
      else this.readStray(state, src, from, to);
      return;
    }
    if (call.demoted) return this.demotedChars(call, kind, src, from, to);
    if (!call.surfaced) {
      // The cap falls on one character whatever the chunking: split the range there.
      const room = this.calls.room(call);
      if (room <= 0) {
        this.calls.overHeld(call);
        return this.chars(state, src, from, to, plain);
      }
      if (to - from > room) {
        this.chars(state, src, from, from + room, plain);
        this.chars(state, src, from + room, to, plain);
        return;
      }
      this.calls.keep(call, src, from, to);
    }
    if (call.headerOpen && kind !== Channel.Header) this.calls.completeHeader(call, state);
    // A name whose id follows in a header (Mistral's [CALL_ID]) waits for it.
    if (call.nameOpen && kind !== Channel.ToolName && kind !== Channel.Header) this.calls.completeName(call);
    switch (kind) {
      case Channel.ToolName:
        this.calls.readName(call, src, from, to);
        break;
      case Channel.Header:
        this.calls.readHeader(call, state, src, from, to);
        break;
      case Channel.ArgsJson:
      case Channel.Envelope: {
        // Arguments written as one object, a JSON block or an envelope: one path, whichever reads them.
        const reader = this.calls.objectArgs(call, kind, this.ir.states[state]!.channel);
        if (call.surfaced && reader.continuesString(src, from, to, plain)) {
          // Inside a string value the text is the argument text: straight out.
          this.out.addArguments(call.index, src.slice(from, to));
          break;
        }
        const wasClosed = reader.closed;
        const end = reader.push(src, from, to);
        this.calls.readObject(call, kind);
        // A recovered call with no closing marker of its own (a bare object) must be the whole rest of
        // the output: text after its object makes it prose, given back with what follows, and the call
        // and its region end there; the stream's end, or the next call, confirms it (`Calls.end`).
        if (this.calls.bareObjectEnded(call) && !isAllSpace(src, end, to)) {
          this.calls.giveBackBare(call);
          break;
        }
        if (call.surfaced) this.afterObject(wasClosed, reader.closed, src, end, to);
        break;
      }
      case Channel.ArgValue:
        this.calls.parameterValue(call, src, from, to);
        break;
      case Channel.Discard:
        // Inside a call that went out, only structure is dropped: a word before the next marker, layout.
        if (call.surfaced) this.readStray(state, src, from, to);
        break;
    }
    this.calls.overHeld(call);
  }

  /**
   * Text after a call's JSON object (its arguments, or its envelope) in the
   * same state is not arguments: prose a model wrote after its call (Mistral's
   * calls have no closer) or stray text before the closer. It is content, as
   * after the call's end; the object's end counts as the call's for the
   * whitespace policy, once, whatever the chunking, and whitespace alone
   * between it and the closer is the call's layout.
   */
  private afterObject(wasClosed: boolean, closed: boolean, src: string, end: number, to: number): void {
    if (!wasClosed && closed) this.text.objectEnds();
    if (end < to) this.text.content(src, end, to);
  }

  /** Text of a JSON string's inside, decoded (an escape a chunk cuts waits for the next). */
  private decodedContent(src: string, from: number, to: number): void {
    const text = (this.decoder ??= new JsonStringDecoder()).decode(src, from, to);
    if (text !== "") this.text.content(text, 0, text.length);
  }

  /** An escape still cut when its string's text ends stands as written. */
  private flushDecoder(): void {
    const rest = this.decoder!.finish();
    if (rest !== "") this.text.content(rest, 0, rest.length);
  }

  /** Text of a discard state: held as a header run, unless the state drops all it reads. */
  private readStray(state: number, src: string, from: number, to: number): void {
    if (this.strays[state] === Stray.Dropped) return;
    this.headerState = state;
    this.giveBack(this.header.read(src, from, to));
  }

  /** Header text that turned out not to be a header: content (or the state's `stray` channel), in place. */
  private giveBack(text: string): void {
    if (text === "") return;
    if (this.strays[this.headerState] === Stray.Reasoning) return this.text.reasoning(text, 0, text.length);
    // Markup a region that went out held before it was structure: dropped now, so content keeps input order.
    if (this.region.open && this.region.surfaced) this.region.claim();
    this.text.content(text, 0, text.length);
  }

  terminal(terminal: number, target: number, src: string, from: number, to: number): void {
    // A marker decides a held header run: the name of the header it ends, or stray text.
    if (this.header.open) this.giveBack(this.header.end(target >= 0));
    this.marked = true;
    // Only a dialect with a JSON-string text state has a decoder: every other marker pays one null check.
    if (this.decoder !== null) this.flushDecoder();
    this.calls.array.flush();
    if (this.region.open && this.inCall[this.state] === 0) this.closeRegion();
    // An absorbed marker is dropped wherever it stands; a fence line waits for its verdict.
    if (target < 0) {
      if (terminal === this.fence) this.fenceLine(src, from, to);
      return;
    }
    this.calls.markerAfterBare();
    if (!this.region.open && this.inCall[target] === 1) this.region.enter();
    const left = this.state;
    this.keyFromName = this.nameTails.size > 0 && this.nameTails.has(left * this.ir.terminals.length + terminal);
    this.state = target;
    const call = this.calls.open;
    if (call === null) {
      // Markup of a region waits for its verdict; markers outside regions are structure.
      if (this.region.open) this.region.hold(src.slice(from, to));
      return;
    }
    if (call.demoted) {
      if (!call.silent) this.text.content(src, from, to);
      return;
    }
    this.calls.keep(call, src, from, to);
    if (call.headerOpen) this.calls.completeHeader(call, call.headerState);
    if (call.nameOpen && !this.idFollows(target) && !this.keyFromName) this.calls.completeName(call);
    // Another JSON object block of the same call continues the object the first began.
    if (target !== left && this.kinds[target] === Channel.ArgsJson) this.calls.sealBlock(call);
    this.calls.overHeld(call);
  }

  /**
   * A fence line (docs/recovery.md, "Fenced calls"). In call markup it counts
   * only once the object it follows has ended (before that it is the
   * object's text); in a region that has made no call yet it is the region's
   * text, given back or dropped with it, as is one after a call not yet
   * confirmed (a bare object). Elsewhere the text output decides: the opener
   * of a block, held, or a block's closer.
   */
  private fenceLine(src: string, from: number, to: number): void {
    if (this.inCall[this.state] === 1 && this.region.open) {
      const call = this.calls.open;
      if (call !== null && call.silent) return;
      if (call !== null && !call.demoted) {
        const reader = this.kinds[this.state] === Channel.Envelope ? call.args.envelope : call.args.block;
        const inObject = this.arrays[this.state] === 1 ? call.args.envelope !== null : reader === null || !reader.closed;
        if (inObject) return this.chars(this.state, src, from, to);
        if (!call.surfaced) {
          this.calls.keep(call, src, from, to);
          return this.text.fenceLineInCall();
        }
      }
      if (call === null && !this.region.surfaced) {
        this.region.hold(src.slice(from, to));
        return this.text.fenceLineInCall();
      }
      // After calls, the markup held before the line was theirs; whitespace after prose between them is the line's.
      if (this.region.surfaced) this.region.claim();
      const space = this.calls.array.takeSpace();
      if (space !== "") this.text.content(space, 0, space.length);
    }
    this.text.fenceLine(src, from, to);
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
    this.calls.start(declaredOnly);
  }

  unconfirmedCall(): boolean {
    if (!this.region.open || this.region.surfaced) return false;
    const call = this.calls.open;
    return call === null || (!call.surfaced && !call.accepted && !call.silent);
  }

  restart(): void {
    this.calls.abandon();
    this.calls.array.flush();
    this.region.giveBack();
  }

  /** The region ended: its markup is dropped if it surfaced a call, else given back. */
  private closeRegion(): void {
    // A call still open when its region ends is closed by the region's closer.
    if (this.calls.open) this.calls.end(true);
    this.region.leave();
  }

  toolName(src: string, from: number, to: number): void {
    if (this.calls.open) this.calls.setName(this.calls.open, this.captured(src, from, to).trim());
  }

  toolId(src: string, from: number, to: number): void {
    if (this.calls.open) this.calls.setId(this.calls.open, this.captured(src, from, to));
  }

  /** A capture's value, with the dialect's attribute escapes decoded. */
  private captured(src: string, from: number, to: number): string {
    const text = src.slice(from, to);
    return this.ir.policies.captureEscapes === "xml" ? decodeXmlReferences(text) : text;
  }

  argStart(src: string, keyFrom: number, keyTo: number, encoding: Encoding, trim: Trim): void {
    const fromName = this.keyFromName;
    this.keyFromName = false;
    const call = this.calls.open;
    if (call === null || call.demoted) return;
    // After a JSON object block, values one parameter at a time continue its object.
    // The value's state is the one the marker just entered.
    const merge = this.ir.states[this.state]!.channel.mergeDuplicates === true;
    if (fromName) return this.calls.startParameterFromName(call, encoding, trim, merge);
    this.calls.startParameter(call, this.captured(src, keyFrom, keyTo).trim(), encoding, trim, merge);
  }

  argEnd(): void {
    if (this.calls.open !== null) this.calls.endParameter(this.calls.open);
  }

  toolEnd(): void {
    if (this.calls.open) this.calls.end(true);
    if (this.region.open && this.inCall[this.state] === 0) this.closeRegion();
  }

  /**
   * Calls the end of the stream cut in their arguments (`Parser.cutCalls`): a parameter's value or the
   * arguments' object still open when the text ended, so what surfaced is not what the model meant to send.
   */
  cut: number[] = [];

  /** End of stream: closes what is open under the dialect's policies. */
  finish(): Delta | null {
    if (this.decoder !== null) this.flushDecoder();
    // A word the end cuts after a marker is a header cut short (`<|start|>assistant`); with no marker
    // before it, it is the whole answer.
    if (this.header.open) this.giveBack(this.header.end(this.marked));
    this.calls.array.flush();
    const call = this.calls.open;
    if (call && call.surfaced && !call.demoted) {
      const kind = this.ir.states[this.state]!.channel.kind;
      if (this.calls.cutByEnd(call, kind)) this.cut.push(call.index);
    }
    if (call) {
      if (this.ir.policies.unclosedCall === "text" && !call.surfaced && !call.demoted) this.calls.demote(call);
      this.calls.end(false);
    }
    if (this.region.open) this.closeRegion();
    this.text.finish();
    return this.take();
  }
}
