/**
 * The other direction: the text a model of a dialect writes for an assistant
 * message. Nothing here knows a dialect; the rendering is read off the IR.
 *
 * The message is written in its natural order — reasoning, content, calls —
 * by walking the state machine: each part is a short search for transitions
 * (their first spellings, captures filled with the name, key or encoding the
 * part needs) from where the text stands to a state whose channel takes that
 * part, using only transitions whose events the part allows. A call is
 * opened, named (by a capture, a name or header channel, or inside a JSON or
 * Python envelope), given its arguments (a JSON object, or one parameter at a
 * time in the encoding its state and the tool's schema call for) and closed.
 *
 * Where a grammar leaves a choice (brackets around an array of envelopes,
 * which transition to take) the candidates are tried in order, and a rendering
 * counts only if parsing it gives the message back: `render` either returns
 * text that round-trips or says the dialect cannot express the message. It
 * never returns wrong text.
 */
import {
  Channel,
  DEFAULT_ARGS_KEYS,
  DEFAULT_NAME_KEYS,
  isCapture,
  captureArgument,
  isWhitespace,
  literalText,
  type ChannelIR,
  type DialectIR,
  type EventIR,
  type Part,
  type TransitionIR,
  type WhitespacePart,
} from "../ir/ir.js";
import type { Dialect } from "../ir/dialect.js";
// JSON as chat templates write it (`tojson`, Python's json.dumps: `, ` and `: ` between items).
import { jsonDumps as json } from "../args/json-text.js";
import { parseCompleteFor } from "../parser.js";
import { ToolSchemas, admittedTypes, checkTools, type Tool } from "../args/schema.js";
import { callStates } from "../ir/regions.js";
import { encodeXmlReferences } from "../args/xml-references.js";
import { python, quotedJson, Unwritable, xmlElements } from "./argument-writers.js";

export interface RenderToolCall {
  name: string;
  /** an object, or JSON text of one */
  arguments: Record<string, unknown> | string;
}

export interface RenderMessage {
  /** `""` writes an empty reasoning block where the dialect opens one (a thinking model's `<think></think>`); null or absent, none */
  reasoning?: string | null;
  content?: string | null;
  tool_calls?: readonly RenderToolCall[];
}

export interface RenderOptions {
  /** the request's tools: their schemas say how typed parameter values are written */
  tools?: readonly Tool[];
  /** whether the turn starts in reasoning (the dialect's `thinking_default` when absent), as for parsing */
  thinking?: boolean;
}

/** The dialect has no way to write this message (or this part of it). */
export class RenderError extends Error {
  constructor(
    dialect: string,
    why: string,
    /** the state the writer was in when it found no way on, and where the grammar declares it */
    readonly stoppedIn?: { state: string; at: string },
  ) {
    super(`dialectc: ${dialect} cannot express this message: ${why}${stoppedIn ? ` (stopped in state '${stoppedIn.state}', ${stoppedIn.at})` : ""}`);
    this.name = "RenderError";
  }
}

interface Call {
  name: string;
  args: Record<string, unknown>;
}

type EventKind = EventIR["kind"];

/** One way to write the message; the options vary what a grammar leaves open. */
interface Style {
  /** an array of envelopes whose opening marker has no `[` gets brackets */
  brackets: boolean;
  /** a bare value is wrapped in newlines where the dialect trims one each side */
  wrapValues: boolean;
}

const STYLES: Style[] = [
  { brackets: true, wrapValues: true },
  { brackets: false, wrapValues: true },
  { brackets: true, wrapValues: false },
  { brackets: false, wrapValues: false },
];

export function renderFor(dialect: Dialect, message: RenderMessage, options: RenderOptions = {}): string {
  return renderPieces(dialect, message, options).text;
}

/** The rendering and what it is made of: fixed text and the slots the message filled (grammar export reads these). */
export function renderPieces(dialect: Dialect, message: RenderMessage, options: RenderOptions = {}): { text: string; pieces: Piece[] } {
  if (message === null || typeof message !== "object" || Array.isArray(message)) {
    throw new TypeError(`dialectc: render takes a message object ({reasoning?, content?, tool_calls?}), not ${JSON.stringify(message)}`);
  }
  checkTools(options.tools);
  const ir = dialect.ir;
  const calls = (message.tool_calls ?? []).map((c, i) => ({ name: c.name, args: argumentsOf(ir.name, c.arguments, i) }));
  const thinking = options.thinking ?? ir.policies.thinkingDefault;
  const tools = options.tools ?? [];
  let why = "no transition sequence writes it";
  let stoppedIn: { state: string; at: string } | undefined;
  for (const style of STYLES) {
    let text: string;
    const writer = new Writer(ir, new ToolSchemas(tools), style);
    try {
      text = writer.write(thinking, message.reasoning ?? null, message.content ?? "", calls);
    } catch (e) {
      if (!(e instanceof Unwritable)) throw e;
      why = e.message;
      // Where the writer stood names the grammar element an author has to change.
      const st = ir.states[writer.at]!;
      stoppedIn = { state: st.name, at: st.at };
      continue;
    }
    const differs = roundTripDifference(dialect, text, message, calls, tools, thinking);
    if (differs === null) return { text, pieces: writer.pieces };
    why = `every spelling tried parses back differently (${differs})`;
    stoppedIn = undefined;
  }
  throw new RenderError(ir.name, why, stoppedIn);
}

function argumentsOf(dialect: string, args: RenderToolCall["arguments"], i: number): Record<string, unknown> {
  let value: unknown = args;
  if (typeof args === "string") {
    try {
      value = JSON.parse(args);
    } catch {
      throw new RenderError(dialect, `call ${i}'s arguments are not JSON`);
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new RenderError(dialect, `call ${i}'s arguments are not a JSON object`);
  // An object is taken as the JSON it stands for (an undefined member gone, an undefined item
  // null), as JSON.stringify would send it: what is written and what it must read back as.
  return typeof args === "string" ? (value as Record<string, unknown>) : (JSON.parse(json(value)) as Record<string, unknown>);
}

/** What the text reads back as that the message does not say, or null when it reads back as the message. */
function roundTripDifference(dialect: Dialect, text: string, m: RenderMessage, calls: Call[], tools: readonly Tool[], thinking: boolean): string | null {
  const back = parseCompleteFor(dialect, text, { tools, thinking, engine: "interpreted" });
  if ((back.reasoning ?? "") !== (m.reasoning ?? "")) return "the reasoning holds a marker or whitespace it cannot keep";
  if ((back.content ?? "") !== (m.content ?? "")) return "the content holds a marker or whitespace it cannot keep";
  if (back.tool_calls.length !== calls.length) return `${back.tool_calls.length} calls read back, not ${calls.length}: a value holds a marker`;
  const schemas = new ToolSchemas(tools);
  for (const [i, c] of back.tool_calls.entries()) {
    const want = calls[i]!;
    if (c.name !== want.name) return `call ${i}'s name reads back as ${JSON.stringify(c.name)}`;
    const got = JSON.parse(c.arguments) as Record<string, unknown>;
    if (sameJson(got, want.args)) continue;
    for (const key of Object.keys(want.args)) {
      const [was, is] = [want.args[key], got[key]];
      if (sameJson(was, is)) continue;
      // Parameter text carries no type: only the tool's schema makes `3` a number again.
      if (typeof is === "string" && typeof was !== "string" && schemas.properties(want.name)?.[key] === undefined) {
        return `call ${i}'s ${JSON.stringify(key)} reads back as the string ${JSON.stringify(is)}: pass the tool in \`tools\` so its schema types it`;
      }
      return `call ${i}'s ${JSON.stringify(key)} reads back as ${JSON.stringify(is)}, not ${JSON.stringify(was)}`;
    }
    return `call ${i}'s arguments read back as ${c.arguments}`;
  }
  return null;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A slot of rendered text that a message fills; everything else is fixed text (`lit`). */
export type Slot =
  /** fixed text; `head`: the marker's start before its first capture; `terminal`/`caps`: the marker it spells, from state `from` */
  | { slot: "lit"; head?: string; terminal?: number; caps?: Record<string, string>; from?: number; numbered?: boolean }
  | { slot: "reasoning" }
  | { slot: "content" }
  /**
   * an envelope's members: the name under one of `nameKeys` (none: the name is the key) and the arguments
   * under one of `argsKeys`; the model may put its own id first under one of `idKeys`
   */
  | { slot: "envelope"; tool: string; nameKeys: string[]; argsKeys: string[]; idKeys: string[] }
  /** a call's arguments as one object: JSON, or Gemma-quoted, or a Python call (`python`: the callee written) */
  | { slot: "args"; tool: string; quote?: string; python?: string; xml?: string }
  /** one parameter's value: raw text (`raw`) or JSON */
  | { slot: "value"; tool: string; key: string; raw: boolean }
  /** where a call's markup begins */
  | { slot: "call" }
  /** a call's number in a header (Kimi's `functions.NAME:0`) */
  | { slot: "index" }
  /** where one parameter's markup begins and ends */
  | { slot: "param"; tool: string; key: string }
  | { slot: "end_param" };
export type Piece = Slot & { text: string };

/** A step of a path: a transition and the capture values its spelling needs. */
interface Step {
  t: TransitionIR;
}

class Writer {
  private out = "";
  private state = 0;
  /** the state the writer is in (where it stopped, after an `Unwritable`) */
  get at(): number {
    return this.state;
  }
  /** the calls' region began with a lookahead (Llama's bare `{`), so it has no opener to balance with a closer */
  private enteredByLookahead = false;
  /** what the text is made of, for grammar export: fixed text, and the slots a message fills */
  readonly pieces: Piece[] = [];

  /** `head`: a marker's fixed start, before its first capture (what a trigger can be). */
  private readonly inCall: Uint8Array;

  private emit(text: string, slot?: Slot, head?: string): void {
    // One piece per marker or JSON token: grammar export lets whitespace stand between them.
    if (slot) this.pieces.push({ ...slot, text });
    else if (text !== "") this.pieces.push(head !== undefined ? { slot: "lit", text, head } : { slot: "lit", text });
    this.out += text;
  }

  constructor(
    private readonly ir: DialectIR,
    private readonly schemas: ToolSchemas,
    private readonly style: Style,
  ) {
    this.inCall = callStates(ir);
  }

  /** calls written so far (a header's `{index}`) */
  private calls = 0;

  /** the state whose block (`text(block = OPEN CLOSE)`) is open: its closer is written before anything else */
  private openBlock: number | null = null;

  /** `reasoning`: "" is an empty reasoning block (a thinking model's `<think></think>`), null none */
  write(thinking: boolean, reasoning: string | null, content: string, calls: Call[]): string {
    this.state = thinking ? this.ir.initial.thinking : this.ir.initial.plain;
    // A turn that starts in a block's state starts inside the block: the prompt opened it.
    if (this.channel(this.state).block) this.openBlock = this.state;
    const text = this.parts(reasoning, content, calls);
    const prefill = this.ir.policies.prefill;
    if (prefill === "" || text.startsWith(prefill)) {
      this.dropPrefix(prefill.length);
      return text.slice(prefill.length);
    }
    // The prompt began a marker the output must complete: one absorbed where the text starts (Functionary's `>>>all\n`).
    const rest = prefillCompletions(this.ir, thinking ? this.ir.initial.thinking : this.ir.initial.plain)[0];
    if (rest !== undefined) {
      this.pieces.unshift({ slot: "lit", text: rest });
      return rest + text;
    }
    throw new Unwritable(`the output must continue the prompt's ${JSON.stringify(prefill)}`);
  }

  /** The prompt wrote the first characters: they are not the output's. */
  private dropPrefix(n: number): void {
    while (n > 0 && this.pieces.length > 0) {
      const first = this.pieces[0]!;
      const cut = Math.min(n, first.text.length);
      first.text = first.text.slice(cut);
      n -= cut;
      if (first.text === "") this.pieces.shift();
    }
  }

  private parts(reasoning: string | null, content: string, calls: Call[]): string {
    if (reasoning === "" && this.channel(this.state).kind !== Channel.Reasoning) {
      // An empty block where the dialect has one to open; nothing where it has none.
      const open = this.tryReach(["reasoning_start"], (s) => this.channel(s).kind === Channel.Reasoning);
      if (open) {
        this.closeBlock();
        this.follow(open, {});
      }
    } else if (reasoning !== null && reasoning !== "") {
      this.closeBlock();
      this.reach(["reasoning_start", "content_start"], (s) => this.channel(s).kind === Channel.Reasoning, "reasoning");
      this.emit(reasoning, { slot: "reasoning" });
      this.afterText(reasoning);
    }
    const here = this.channel(this.state);
    if (
      content !== "" &&
      here.kind === Channel.Envelope &&
      here.array === true &&
      here.lines === true &&
      (this.state === this.ir.initial.plain || this.state === this.ir.initial.thinking)
    ) {
      // Calls read among the answer's prose (Granite's bare Python calls): the prose stands as written, each call on a line of its own.
      this.emit(content, { slot: "content" });
      if (calls.length > 0 && !content.endsWith("\n")) this.emit("\n");
    } else if (content !== "" || this.channel(this.state).kind === Channel.Reasoning) {
      // Reasoning is closed even when nothing follows, as a model closes it.
      const found = this.tryReach(["reasoning_end", "content_start"], (s) => this.channel(s).kind === Channel.Text);
      if (found) this.follow(found, {});
      else if (content !== "" || calls.length === 0) throw new Unwritable("no way from reasoning to content");
      this.beginBlock();
      this.emit(content, { slot: "content" });
      this.afterText(content);
    }
    // The answer's block ends before the calls, or with the turn.
    this.closeBlock();
    for (let i = 0; i < calls.length;) i = this.call(calls, i);
    if (calls.length > 0 && !this.enteredByLookahead && this.channel(this.state).kind !== Channel.Text) {
      // Close what the calls opened, where a closer leads back to content (or, as Kimi's section end, back into its region).
      const found =
        this.tryReach(["tool_end", "arg_end"], (s) => this.channel(s).kind === Channel.Text) ??
        this.tryReach(
          [],
          () => false,
          (t) => t.events.length === 0 && t.target === this.state && !t.absorb,
        );
      if (found && !(found.length === 1 && this.separates(found[0]!.t))) this.follow(found, {});
    }
    return this.out;
  }

  /** Opens the current state's block, unless the prompt or the path here opened it. */
  private beginBlock(): void {
    const block = this.channel(this.state).block;
    if (!block || this.openBlock === this.state) return;
    this.emit(this.marker(block.open));
    this.openBlock = this.state;
  }

  private closeBlock(): void {
    if (this.openBlock === null) return;
    this.emit(this.marker(this.channel(this.openBlock).block!.close));
    this.openBlock = null;
  }

  /** A terminal's first spelling (a block's markers are plain literals). */
  private marker(terminal: number): string {
    return literalText(this.ir.terminals[terminal]!.variants[0]!) ?? "";
  }

  /** Text written in a state that lasts until its first text (`until_text`) leaves it, as the parser will. */
  private afterText(text: string): void {
    const until = this.channel(this.state).untilText;
    if (until !== undefined && text.trim() !== "") this.state = until;
  }

  // ---- calls ------------------------------------------------------------

  /** Writes calls[i] (or, into an array of envelopes, every call from i); returns the next index. */
  private call(calls: Call[], i: number): number {
    const call = calls[i]!;
    // An opener that names its call itself (Functionary's raw-code `python`) opens only that call, and its fixed parameter is not ours to fill.
    const opens = (t: TransitionIR) => has(t, "tool_start") && !has(t, "arg_start") && t.events.every((e) => e.kind !== "tool_start" || !e.literal || e.name === call.name);
    const allowed: EventKind[] = ["reasoning_end", "content_start", "tool_end", "arg_end"];
    // A call inside its wrapper when the grammar has one (MiniMax's <minimax:tool_call> before <invoke>), though a bare one would parse.
    const open =
      (this.channel(this.state).kind === Channel.Text || this.channel(this.state).kind === Channel.Reasoning
        ? this.tryReachEdge(
            allowed,
            (t, from) => opens(t) && this.inCall[from] === 1,
            (s) => this.isEnvelopeArray(s),
          )
        : null) ?? this.tryReachEdge(allowed, opens, (s) => this.isEnvelopeArray(s));
    if (!open) throw new Unwritable("no marker opens a call here");
    const caps: Record<string, string> = {};
    const last = open.path[open.path.length - 1];
    const named = last !== undefined && has(last.t, "tool_start") && this.nameCapture(last.t) !== null;
    if (last && named) caps[this.nameCapture(last.t)!] = call.name;
    // What closes the text before (Harmony's <|end|>) is not the call's: the call begins where markup does.
    const k = open.path.findIndex((s) => this.inCall[s.t.target] === 1 || has(s.t, "tool_start"));
    this.follow(open.path.slice(0, Math.max(k, 0)), {});
    this.pieces.push({ slot: "call", text: "" });
    this.follow(open.path.slice(Math.max(k, 0)), caps);
    this.enteredByLookahead = last?.t.keep === true;
    const ch = this.channel(this.state);
    if (ch.kind === Channel.Envelope && ch.array) {
      // One array holds every remaining call.
      const bracketed = this.out.endsWith("[") || (this.style.brackets && ch.lines !== true);
      if (!this.out.endsWith("[") && bracketed) this.emit("[");
      calls.slice(i).forEach((c, k) => {
        if (k > 0) this.emit(bracketed ? ", " : "\n");
        this.envelope(ch, c);
      });
      if (bracketed) this.emit("]");
      return calls.length;
    }
    if (!named) this.name(call);
    this.calls++;
    this.args(call);
    // A closer that only closes: one that also opens the next call is that call's opener. Where the
    // arguments have a closer of their own before the call's (DeepSeek's closing fence), it is written.
    const closes = (t: TransitionIR) => has(t, "tool_end") && only(t, ["tool_end", "arg_end"]) && !this.separates(t);
    const fence = this.ir.states[this.state]!.transitions.find(
      (t) =>
        t.events.length === 0 &&
        !t.restart &&
        !t.absorb &&
        this.spellable(t) &&
        this.channel(t.target).kind === Channel.Discard &&
        this.ir.states[t.target]!.transitions.some((u) => closes(u) && !u.restart && this.spellable(u)),
    );
    const close = fence
      ? [{ t: fence }, { t: this.ir.states[fence.target]!.transitions.find((u) => closes(u) && !u.restart && this.spellable(u))! }]
      : this.tryReach(["arg_end"], () => false, closes);
    if (close) this.follow(close, {});
    else if (!this.endsCall(this.state)) throw new Unwritable(`no marker closes the call to ${call.name}`);
    return i + 1;
  }

  /**
   * A marker that leaves a call only as the next text's opener: the call may simply stop, the next
   * call's opener ends it, and its target state absorbs the marker too (Functionary's `>>>all\n`
   * begins the answer's text). It closes nothing, so it is not written after a call.
   */
  private separates(t: TransitionIR): boolean {
    const from = this.ir.states[this.state]!;
    return (
      this.endsCall(this.state) &&
      from.transitions.some((u) => !u.restart && has(u, "tool_end") && has(u, "tool_start")) &&
      this.ir.states[t.target]!.transitions.some((u) => u.absorb && u.terminal === t.terminal)
    );
  }

  /** A state where the call may simply stop (the stream's end or the next call closes it). */
  private endsCall(state: number): boolean {
    const kind = this.channel(state).kind;
    return kind === Channel.ArgsJson || kind === Channel.Envelope || kind === Channel.Discard || kind === Channel.ArgValue;
  }

  private name(call: Call): void {
    const ch = this.channel(this.state);
    if (ch.kind === Channel.ToolName) {
      this.emit(call.name);
      return;
    }
    if (ch.kind === Channel.Header && ch.name) {
      const header = (ch.write ?? (ch.name.after ?? "") + "{name}" + (ch.name.before ? ch.name.before + "{index}" : "")).replaceAll("{name}", call.name);
      // The index is a slot of its own: calls differ in it, and a grammar takes any number there.
      header.split("{index}").forEach((part, i) => {
        if (i > 0) this.emit(String(this.calls), { slot: "index" });
        this.emit(part);
      });
      return;
    }
    if (ch.kind === Channel.Envelope) return;
    // A state whose text is the name, reached through plain markup (Gemma's `call:`).
    const state = this.tryReach([], (s) => this.channel(s).kind === Channel.ToolName || (this.channel(s).kind === Channel.Header && this.channel(s).name !== undefined));
    if (state && state.length > 0) {
      this.follow(state, {});
      return this.name(call);
    }
    const edge = this.tryReachEdge([], (t) => has(t, "tool_name"));
    if (!edge) throw new Unwritable(`no way to write the name ${call.name}`);
    const t = edge.path[edge.path.length - 1]!.t;
    this.follow(edge.path, { [eventArg(t, "tool_name")!]: call.name });
  }

  private args(call: Call): void {
    const here = this.channel(this.state);
    if (here.kind === Channel.Envelope) {
      this.envelope(here, call);
      return;
    }
    // One parameter at a time where the dialect has parameters (Kimi K3 also takes one JSON block), else one JSON object.
    // (An arg_start with a fixed key, Functionary's raw `code`, is not ours to fill.)
    const params = this.tryReachEdge(["arg_end"], (t) => eventArg(t, "arg_start") !== undefined) !== null;
    const toJson = params ? null : this.tryReach([], (s) => this.channel(s).kind === Channel.ArgsJson || this.channel(s).kind === Channel.Envelope);
    if (toJson) {
      this.follow(toJson, {});
      const ch = this.channel(this.state);
      if (ch.kind === Channel.Envelope) this.envelope(ch, call);
      else if (ch.quote !== undefined) this.emit(quotedJson(call.args, ch.quote), { slot: "args", tool: call.name, quote: ch.quote });
      else if (ch.xml !== undefined) this.emit(xmlElements(call.args, ch.xml), { slot: "args", tool: call.name, xml: ch.xml });
      else this.emit(json(call.args), { slot: "args", tool: call.name });
      return;
    }
    for (const [key, value] of Object.entries(call.args)) this.param(call.name, key, value);
  }

  private param(tool: string, key: string, value: unknown): void {
    const edge = this.tryReachEdge(["arg_end"], (t) => has(t, "arg_start"));
    if (!edge) throw new Unwritable(`no way to write the parameter ${key}`);
    const t = edge.path[edge.path.length - 1]!.t;
    const target = this.channel(t.target);
    const caps: Record<string, string> = { [eventArg(t, "arg_start")!]: key };
    let encoding = target.encoding ?? "string";
    if (target.encodingCapture) {
      // Pick the capture value whose encoding carries this value.
      const want = typeof value === "string" ? "string" : "json";
      const pick = Object.entries(target.encodingCapture.map).find(([, e]) => e === want);
      if (pick) {
        caps[target.encodingCapture.capture] = pick[0];
        encoding = pick[1];
      } else {
        // A value outside the map keeps the state's encoding: name the value's JSON type (Kimi K3's type="number").
        caps[target.encodingCapture.capture] = jsonType(value);
        if (Object.prototype.hasOwnProperty.call(target.encodingCapture.map, caps[target.encodingCapture.capture]!)) {
          throw new Unwritable(`no encoding writes ${key}`);
        }
      }
    }
    // Markup on the way that is not the parameter's own (Hy3's <tool_sep> after the name) stays the call's.
    this.follow(edge.path.slice(0, -1), {});
    this.pieces.push({ slot: "param", tool, key, text: "" });
    this.follow(edge.path.slice(-1), caps);
    let text: string;
    if (encoding === "json") text = json(value);
    else if (encoding === "schema") {
      const schema = this.schemas.parameter(tool, key);
      const types = admittedTypes(schema);
      text = typeof value === "string" && (types.size === 0 || types.has("string")) ? value : json(value);
    } else {
      if (typeof value !== "string") throw new Unwritable(`${key} is not a string, and its parameter encoding writes strings`);
      text = value;
    }
    const wrap = target.trim !== undefined && target.trim !== "none" && this.style.wrapValues ? "\n" : "";
    this.emit(wrap);
    this.emit(text, { slot: "value", tool, key, raw: encoding === "string" || (encoding === "schema" && typeof value === "string") });
    this.emit(wrap);
    // The value's own closer, where the grammar has one, rather than a shortcut through the next marker.
    const close = this.tryReachEdge([], (t) => only(t, ["arg_end"]) && has(t, "arg_end"));
    if (close) this.follow(close.path, {});
    this.pieces.push({ slot: "end_param", text: "" });
  }

  private envelope(ch: ChannelIR, call: Call): void {
    if (ch.python) {
      const callee = call.name + (ch.nameSuffix ?? "");
      return this.emit(python(callee, call.args), { slot: "args", tool: call.name, python: callee });
    }
    const nameKeys = ch.nameAsKey ? [] : [...(ch.nameKeys ?? DEFAULT_NAME_KEYS)];
    const argsKeys = [...(ch.argsKeys ?? DEFAULT_ARGS_KEYS)];
    const members = ch.nameAsKey
      ? `${JSON.stringify(call.name)}: ${json(call.args)}`
      : `${JSON.stringify(nameKeys[0])}: ${JSON.stringify(call.name)}, ${JSON.stringify(argsKeys[0])}: ${json(call.args)}`;
    this.emit("{");
    this.emit(members, { slot: "envelope", tool: call.name, nameKeys, argsKeys, idKeys: ch.idKeys ?? [] });
    this.emit("}");
  }

  // ---- paths --------------------------------------------------------------

  private channel(state: number): ChannelIR {
    return this.ir.states[state]!.channel;
  }

  private isEnvelopeArray(state: number): boolean {
    const ch = this.channel(state);
    return ch.kind === Channel.Envelope && ch.array === true;
  }

  private nameCapture(t: TransitionIR): string | null {
    return eventArg(t, "tool_start") ?? null;
  }

  /** Follows a path to a state `done` accepts; fails the style when there is none. */
  private reach(allowed: EventKind[], done: (s: number) => boolean, what: string): void {
    const path = this.tryReach(allowed, done);
    if (!path) throw new Unwritable(`no way to write the ${what}`);
    this.follow(path, {});
  }

  private tryReach(allowed: EventKind[], done: (s: number) => boolean, lastEdge?: (t: TransitionIR) => boolean): Step[] | null {
    const found = this.tryReachEdge(allowed, lastEdge ?? (() => false), done);
    return found ? found.path : null;
  }

  /**
   * Shortest path from the current state whose transitions fire only allowed
   * events, ending either with a transition `edge` accepts (whatever its
   * events) or in a state `done` accepts.
   */
  private tryReachEdge(allowed: EventKind[], edge: (t: TransitionIR, from: number) => boolean, done: (s: number) => boolean = () => false): { path: Step[] } | null {
    const seen = new Set<number>([this.state]);
    let frontier: { state: number; path: Step[] }[] = [{ state: this.state, path: [] }];
    if (done(this.state)) return { path: [] };
    while (frontier.length > 0) {
      const next: typeof frontier = [];
      for (const { state, path } of frontier) {
        for (const t of this.ir.states[state]!.transitions) {
          // Recoveries (a call without its wrapper) and forms marked read_only are for reading, not for writing.
          if (t.restart || t.absorb || t.readOnly || t.events.some((e) => e.kind === "tool_start" && e.declaredOnly) || !this.spellable(t)) continue;
          if (edge(t, state)) return { path: [...path, { t }] };
          if (!t.events.every((e) => allowed.includes(e.kind))) continue;
          if (seen.has(t.target)) continue;
          seen.add(t.target);
          const p = [...path, { t }];
          if (done(t.target)) return { path: p };
          next.push({ state: t.target, path: p });
        }
      }
      frontier = next;
    }
    return null;
  }

  private spellable(t: TransitionIR): boolean {
    return this.variantFor(t) !== null;
  }

  /**
   * The first spelling of the transition's terminal whose captures this writer
   * can fill: names and keys from the events, encodings, and captures the
   * grammar gives a value to write. Null when there is none.
   */
  private variantFor(t: TransitionIR): Part[] | null {
    const known = new Set<string>();
    for (const e of t.events) {
      const a = e.kind === "tool_start" || e.kind === "tool_name" || e.kind === "tool_id" || e.kind === "arg_start" ? eventArg(t, e.kind) : undefined;
      if (a !== undefined) known.add(a);
    }
    const enc = this.channel(t.target).encodingCapture;
    if (enc) known.add(enc.capture);
    return this.ir.terminals[t.terminal]!.variants.find((parts) => parts.every((p) => !isCapture(p) || known.has(p.cap) || p.write !== undefined)) ?? null;
  }

  private follow(path: Step[], caps: Record<string, string>): void {
    for (const { t } of path) {
      const from = this.state;
      if (!t.keep) {
        const parts = this.variantFor(t)!;
        const capture = parts.findIndex((p) => isCapture(p));
        const head =
          capture > 0
            ? parts
                .slice(0, capture)
                .map((p) => ("lit" in p ? p.lit : isWhitespace(p) ? writtenSpace(p) : ""))
                .join("")
            : undefined;
        const text = this.spell(t, caps);
        this.emit(text, undefined, head);
        // The marker's terminal and the captures it was written with: grammar export offers its other spellings.
        const piece = this.pieces[this.pieces.length - 1];
        if (piece && piece.slot === "lit" && piece.text === text) {
          Object.assign(piece, { terminal: t.terminal, from, caps: Object.fromEntries(Object.entries(caps).map(([k, v]) => [k, this.escaped(v)])) });
          // A capture written with the call's number: the marker differs from call to call.
          if (parts.some((p) => isCapture(p) && caps[p.cap] === undefined && /\{(index|number)\}/.test(p.write ?? ""))) piece.numbered = true;
        }
      }
      this.state = t.target;
      if (this.channel(t.target).block?.open === t.terminal) this.openBlock = t.target;
      // Text the grammar says a model writes in this state (DeepSeek's `function` between its call markers).
      const ch = this.channel(t.target);
      if (ch.kind === Channel.Discard && ch.write !== undefined) this.emit(ch.write);
    }
  }

  /** What the grammar says a capture holds: `{index}` is the call's number from 0, `{number}` from 1 (Kimi K3's index="1"). */
  private written(write: string): string {
    return write.replaceAll("{index}", String(this.calls)).replaceAll("{number}", String(this.calls + 1));
  }

  /** A capture's value as the dialect escapes it (`capture_escapes = xml`: Kimi K3's attributes). */
  private escaped(value: string): string {
    if (this.ir.policies.captureEscapes !== "xml") return value;
    return encodeXmlReferences(value);
  }

  private spell(t: TransitionIR, caps: Record<string, string>): string {
    let s = "";
    for (const p of this.variantFor(t)!) {
      if (isWhitespace(p)) {
        s += writtenSpace(p);
        continue;
      }
      if (isCapture(p)) s += caps[p.cap] !== undefined ? this.escaped(caps[p.cap]!) : this.written(p.write ?? "");
      else s += p.lit;
    }
    return s;
  }
}

/**
 * The markers a state absorbs that complete the dialect's prefill (Functionary's `>>>all\n` after the
 * prompt's `>>>`), less the prefill: how an output that starts with text opens.
 */
export function prefillCompletions(ir: DialectIR, start: number): string[] {
  const prefill = ir.policies.prefill;
  const out: string[] = [];
  for (const t of ir.states[start]!.transitions) {
    const parts = ir.terminals[t.terminal]!.variants[0]!;
    const marker = literalText(parts);
    if (!t.absorb || marker === null) continue;
    if (marker.startsWith(prefill) && marker.length > prefill.length) out.push(marker.slice(prefill.length));
  }
  return out;
}

/** The value's JSON type, as JSON names them (an integer is a number, as Kimi K3's template writes it). */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function only(t: TransitionIR, kinds: EventKind[]): boolean {
  return t.events.every((e) => kinds.includes(e.kind));
}

function has(t: TransitionIR, kind: EventKind): boolean {
  return t.events.some((e) => e.kind === kind);
}

/** The capture an event of this kind names on the transition (undefined: none, or a fixed string). */
function eventArg(t: TransitionIR, kind: EventKind): string | undefined {
  for (const e of t.events) {
    const capture = e.kind === kind ? captureArgument(e) : undefined;
    if (capture !== undefined) return capture;
  }
  return undefined;
}

/** Optional whitespace as written: where models put a newline (after a fence's ```json, between tags), unless the grammar says what. */
function writtenSpace(part: WhitespacePart): string {
  return part.write ?? "\n";
}
