/**
 * The calls of one response and each call's lifecycle: a call opens, its
 * name is judged (`call-names.ts`), it surfaces with an index and an id or
 * is given back as content, and it ends with its arguments completed. The
 * assembler routes the machine's events here; the array reader
 * (`call-array.ts`) opens and ends the calls of an array through it. Every
 * write to a call's state is made here: the assembler reads a call's phase
 * to route text, and hands the text over.
 */
import { Channel, type CapsIR, type ChannelIR, type DialectIR, type Encoding, type Trim } from "../ir/ir.js";
import type { ArgReaders } from "./arg-readers.js";
import type { EnvelopeScanner } from "../args/envelope.js";
import type { PythonCallScanner } from "../args/python-call.js";
import type { ArgsReader } from "../args/args-reader.js";
import type { RegionMarkup } from "./region-markup.js";
import { Call, CallPhase } from "./call.js";
import { CallArray, type CallArrayHost } from "./call-array.js";
import { randomCallId } from "./call-id.js";
import { extract, NameJudge, NameVerdict } from "./call-names.js";
import type { DeltaBuilder } from "./delta.js";
import type { TextOutput } from "./text-output.js";

const NONE_COMPLETED: number[] = [];

export class Calls implements CallArrayHost {
  /** the call open now */
  open: Call | null = null;
  /** the reader for arrays of calls, which opens and ends calls here */
  readonly array: CallArray;
  private readonly names: NameJudge;
  private nextIndex = 0;
  /** indices of calls that ended since the last `takeCompleted` */
  private completed: number[] = [];
  private readonly held: number;
  private readonly caps: CapsIR;

  constructor(
    private readonly ir: DialectIR,
    private readonly out: DeltaBuilder,
    private readonly text: TextOutput,
    private readonly region: RegionMarkup,
    private readonly readers: ArgReaders,
    /** id of the index-th call (`AssemblerOptions.toolCallId`) */
    private readonly toolCallId: ((index: number) => string) | undefined,
    suppress: boolean,
    onlyTools: readonly string[] | undefined,
  ) {
    const caps = (this.caps = ir.policies.caps);
    this.held = caps.held;
    this.names = new NameJudge(readers.schemas, ir.policies, caps, suppress, onlyTools);
    this.array = new CallArray(this, ir, caps, text, region);
  }

  /** Indices of the calls that completed (their last argument delta went out) since the last take. */
  takeCompleted(): number[] {
    if (this.completed.length === 0) return NONE_COMPLETED;
    const done = this.completed;
    this.completed = [];
    return done;
  }

  // ---- the array reader's calls (`CallArrayHost`) -------------------------

  currentCall(): Call | null {
    return this.open;
  }

  openElement(): Call {
    if (this.open === null) this.start(false);
    return this.open!;
  }

  endElement(): void {
    this.end(true);
  }

  elementEnvelope(call: Call, state: number): EnvelopeScanner | PythonCallScanner {
    return (call.args.envelope ??= this.readers.envelope(this.ir.states[state]!.channel));
  }

  pythonElement(call: Call, name: string): PythonCallScanner {
    const scanner = this.readers.pythonCall(name);
    call.args.envelope = scanner;
    return scanner;
  }

  /**
   * The reader of a call's arguments written as one object, in the channel its state names: created by the
   * first text in that form (a JSON block after values one parameter at a time continues their object).
   */
  objectArgs(call: Call, kind: Channel, channel: ChannelIR): ArgsReader {
    const args = call.args;
    if (kind === Channel.Envelope) return (args.envelope ??= this.readers.envelope(channel));
    if (args.block === null) {
      if (args.params !== null) this.emitArgs(call, args.sealParams(call.name));
      args.block = this.readers.block(channel, call.name, args.continues);
    }
    return args.block;
  }

  /** Another JSON object block, or values one parameter at a time, follow the call's block: it hands its object on. */
  sealBlock(call: Call): void {
    if (call.args.block !== null) this.emitArgs(call, call.args.sealJson());
  }

  /** A parameter's key was read: its value follows (after a JSON block, in the block's object); `merge`: values of a key written again are gathered. */
  startParameter(call: Call, key: string, encoding: Encoding, trim: Trim, merge = false): void {
    this.sealBlock(call);
    const params = (call.args.params ??= this.readers.parameters(call.args.continues, merge));
    this.emitArgs(call, params.start(call.name, key, encoding, trim));
  }

  /** Text of the open parameter's value. */
  parameterValue(call: Call, src: string, from: number, to: number): void {
    if (call.args.params !== null) this.emitArgs(call, call.args.params.value(src, from, to));
  }

  /**
   * A parameter whose key is the tail of the call's name (`arg_start(name_tail)`): the name read so far
   * is a declared tool's name and one of its keys run together. Split so, the call goes on under the
   * tool's name; a name that splits no way is not a call's, and its text goes back as content.
   */
  startParameterFromName(call: Call, encoding: Encoding, trim: Trim, merge: boolean): void {
    call.nameOpen = false;
    const split = this.names.splitKey(call.name.trim());
    if (split === null) return this.demote(call);
    this.setName(call, split.tool);
    if (!call.demoted) this.startParameter(call, split.key, encoding, trim, merge);
  }

  /** The open parameter's value ended. */
  endParameter(call: Call): void {
    if (call.args.params !== null) this.emitArgs(call, call.args.params.end(call.name));
  }

  /** Text of the call's name. */
  readName(call: Call, src: string, from: number, to: number): void {
    call.name += src.slice(from, to);
    call.nameOpen = true;
    if (call.name.length > this.caps.name) this.demote(call);
  }

  /** Text of the call's header (read in `state`), which holds its id or name. */
  readHeader(call: Call, state: number, src: string, from: number, to: number): void {
    call.header += src.slice(from, to);
    call.headerOpen = true;
    call.headerState = state;
    if (call.header.length > this.caps.name) this.demote(call);
  }

  /** The call's id, captured by the grammar: it goes out with the call, unless the call already did. */
  setId(call: Call, id: string): void {
    if (!call.surfaced) call.id = id;
  }

  /** How many more characters an unconfirmed call may keep before the `held` cap gives it back. */
  room(call: Call): number {
    return this.held + 1 - call.raw.length;
  }

  /** Text of a call not yet surfaced, kept to give back if it turns out not to be one. */
  keep(call: Call, src: string, from: number, to: number): void {
    if (!call.surfaced) call.raw += src.slice(from, to);
  }

  /** The open call is dropped where it stands (a restart): not ended, so a name still being read is not completed; given back. */
  abandon(): void {
    const call = this.open;
    if (call === null) return;
    if (!call.demoted) this.demote(call);
    this.open = null;
  }

  /** What the object reader read: argument text, and from an envelope the name and the id. */
  readObject(call: Call, kind: Channel): void {
    if (kind === Channel.Envelope) this.readEnvelope(call);
    else this.emitArgs(call, call.args.block!.take());
  }

  readEnvelope(call: Call): void {
    const envelope = call.args.envelope!;
    const id = envelope.takeId();
    if (id !== null && id !== "") this.setId(call, id);
    const name = envelope.takeName();
    if (name !== null) this.setName(call, name);
    this.emitArgs(call, envelope.takeArgs());
  }

  /** A recovered call read as one bare object (no closing marker of its own), whose object has ended and awaits its verdict. */
  bareObjectEnded(call: Call): boolean {
    return call.declaredOnly && !call.surfaced && !call.demoted && call.args.envelope !== null && call.args.envelope.closed;
  }

  /** A marker follows: a bare object that is no call (not a declared tool's, or not JSON) ends before it. */
  markerAfterBare(): void {
    const call = this.open;
    if (call !== null && this.bareObjectEnded(call) && !(call.accepted && call.args.envelope!.closed && !call.args.envelope!.malformed)) this.giveBackBare(call);
  }

  /** Whether the stream's end, in a state of channel `kind`, cut the call inside its arguments (an open value or object). */
  cutByEnd(call: Call, kind: Channel): boolean {
    return kind === Channel.ArgValue || ((kind === Channel.ArgsJson || kind === Channel.Envelope) && !call.args.finished);
  }

  /** The bare object was prose: given back as content, and the call and its region end here. */
  giveBackBare(call: Call): void {
    this.demote(call);
    this.end(false);
    this.region.leave();
  }

  /** A call opens: the one still open ends first, unconfirmed. */
  start(declaredOnly: boolean): void {
    if (this.open) this.end(false);
    const call = new Call(declaredOnly);
    // The call claims the region's markup before it (its opener, a wrapper).
    call.raw = this.region.claim();
    this.open = call;
  }

  /** A call still unconfirmed once its text passes the `held` cap is given back as text. */
  overHeld(call: Call): void {
    if (!call.surfaced && !call.demoted && call.raw.length > this.held) this.demote(call);
  }

  /** The name read so far is the whole name. */
  completeName(call: Call): void {
    call.nameOpen = false;
    this.setName(call, call.name.trim());
  }

  /** The header (read in `state`) is complete: the id and name it gives are cut out of it. */
  completeHeader(call: Call, state: number): void {
    call.headerOpen = false;
    const channel = this.ir.states[state]?.channel;
    const id = channel?.id ? extract(call.header, channel.id) : "";
    if (id !== "") this.setId(call, id);
    if (channel?.name) this.setName(call, extract(call.header, channel.name));
    call.header = "";
    if (call.nameOpen) this.completeName(call);
  }

  /** The call's name is known: it surfaces, waits, is silenced or is given back, as the name's verdict says. */
  setName(call: Call, name: string): void {
    if (call.surfaced || call.demoted || name === "") return;
    name = this.names.repair(name);
    call.name = name;
    switch (this.names.judge(name, call.declaredOnly)) {
      case NameVerdict.Silenced:
        call.phase = CallPhase.Silenced;
        call.raw = "";
        // Its region's markup vanishes with it, and a fence around it.
        this.region.surfaced = true;
        this.text.callSilenced();
        return;
      case NameVerdict.Unnamed:
        call.unnamed = true;
        return;
      case NameVerdict.Demoted:
        return this.demote(call);
      case NameVerdict.Accepted:
        // A recovered call counts only once its closing marker confirms it.
        if (call.declaredOnly) call.accepted = true;
        else this.surface(call);
    }
  }

  private surface(call: Call): void {
    call.phase = CallPhase.Surfaced;
    const space = this.array.callSurfaced();
    if (space !== "") this.text.content(space, 0, space.length);
    this.region.surfaced = true;
    call.index = this.nextIndex++;
    const id = call.id ?? (this.toolCallId ? this.toolCallId(call.index) : randomCallId(this.ir.policies.toolCallId));
    this.text.callSurfaces();
    this.out.startCall(call.index, id, call.name);
    this.out.addArguments(call.index, call.pendingArgs);
    call.pendingArgs = "";
    call.raw = "";
  }

  /** The call is not one: its text so far goes back as content, and so will the rest. */
  demote(call: Call): void {
    call.phase = CallPhase.Demoted;
    const raw = this.array.callGivenBack() + call.raw;
    call.raw = "";
    if (raw !== "") this.text.content(raw, 0, raw.length);
  }

  /** Argument text of the call: out now if it surfaced, else held until it does. */
  emitArgs(call: Call, text: string): void {
    if (text === "" || call.demoted) return;
    if (call.surfaced) this.out.addArguments(call.index, text);
    else call.pendingArgs += text;
  }

  /** Ends a call named only by a number: its arguments name the tool, and it surfaces now; without one it is content. */
  private endUnnamed(call: Call): void {
    const named = this.names.fromArguments(call.pendingArgs + call.args.closeHeld());
    if (named === null) this.demote(call);
    else {
      call.name = named.tool;
      call.pendingArgs = named.args;
      this.surface(call);
      this.completed.push(call.index);
      this.text.callEnds();
    }
    this.open = null;
  }

  /** Ends the open call; `closed`: by its closing marker (not by the stream's end or a new call). */
  end(closed: boolean): void {
    const call = this.open!;
    if (call.headerOpen) this.completeHeader(call, call.headerState);
    if (call.nameOpen) this.completeName(call);
    this.endParameter(call);
    if (call.unnamed && !call.demoted) return this.endUnnamed(call);
    if (call.accepted && !call.surfaced && !call.demoted) {
      if (closed || (call.args.envelope !== null && call.args.envelope.closed && !call.args.envelope.malformed)) this.surface(call);
      else this.demote(call);
    }
    if (!call.surfaced && !call.demoted) this.demote(call);
    if (call.surfaced) {
      this.emitArgs(call, call.args.close());
      this.completed.push(call.index);
      this.text.callEnds();
    }
    this.open = null;
  }
}
