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
import { Channel, isCapture, isWhitespace, type ChannelIR, type DialectIR, type EventIR, type Part, type TransitionIR } from "./ir.js";
import type { Dialect } from "./dialect.js";
import { parseCompleteFor } from "./parser.js";
import { ToolSchemas, admittedTypes, type Tool } from "./schema.js";

export interface RenderToolCall {
  name: string;
  /** an object, or JSON text of one */
  arguments: Record<string, unknown> | string;
}

export interface RenderMessage {
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
  constructor(dialect: string, why: string) {
    super(`dialectc: ${dialect} cannot express this message: ${why}`);
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
  const ir = dialect.ir;
  const calls = (message.tool_calls ?? []).map((c, i) => ({ name: c.name, args: argumentsOf(ir.name, c.arguments, i) }));
  const thinking = options.thinking ?? ir.policies.thinkingDefault;
  const tools = options.tools ?? [];
  let why = "no transition sequence writes it";
  for (const style of STYLES) {
    let text: string;
    try {
      text = new Writer(ir, new ToolSchemas(tools), style).write(thinking, message.reasoning ?? "", message.content ?? "", calls);
    } catch (e) {
      if (!(e instanceof Unwritable)) throw e;
      why = e.message;
      continue;
    }
    if (roundTrips(dialect, text, message, calls, tools, thinking)) return text;
    why = "every spelling tried parses back differently (the text holds a marker, or a value the encoding cannot carry)";
  }
  throw new RenderError(ir.name, why);
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
  return value as Record<string, unknown>;
}

function roundTrips(dialect: Dialect, text: string, m: RenderMessage, calls: Call[], tools: readonly Tool[], thinking: boolean): boolean {
  const back = parseCompleteFor(dialect, text, { tools, thinking, engine: "interpreted" });
  if ((back.reasoning ?? "") !== (m.reasoning ?? "") || (back.content ?? "") !== (m.content ?? "")) return false;
  if (back.tool_calls.length !== calls.length) return false;
  return back.tool_calls.every((c, i) => c.name === calls[i]!.name && sameJson(JSON.parse(c.arguments), calls[i]!.args));
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

/** A part that cannot be written this way: the next style is tried. */
class Unwritable extends Error {}

/** A step of a path: a transition and the capture values its spelling needs. */
interface Step {
  t: TransitionIR;
}

class Writer {
  private out = "";
  private state = 0;
  /** the calls' region began with a lookahead (Llama's bare `{`), so it has no opener to balance with a closer */
  private enteredByLookahead = false;

  constructor(
    private readonly ir: DialectIR,
    private readonly schemas: ToolSchemas,
    private readonly style: Style,
  ) {}

  write(thinking: boolean, reasoning: string, content: string, calls: Call[]): string {
    this.state = thinking ? this.ir.initial.thinking : this.ir.initial.plain;
    const text = this.parts(reasoning, content, calls);
    const prefill = this.ir.policies.prefill;
    if (prefill === "" || text.startsWith(prefill)) return text.slice(prefill.length);
    // The prompt began a marker the output must complete: one absorbed where the text starts (Functionary's `>>>all\n`).
    const start = thinking ? this.ir.initial.thinking : this.ir.initial.plain;
    for (const t of this.ir.states[start]!.transitions) {
      const parts = this.ir.terminals[t.terminal]!.variants[0]!;
      if (!t.absorb || parts.some(isCapture)) continue;
      const marker = this.spell(t, {});
      if (marker.startsWith(prefill)) return marker.slice(prefill.length) + text;
    }
    throw new Unwritable(`the output must continue the prompt's ${JSON.stringify(prefill)}`);
  }

  private parts(reasoning: string, content: string, calls: Call[]): string {
    if (reasoning !== "") {
      this.reach(["reasoning_start", "content_start"], (s) => this.channel(s).kind === Channel.Reasoning, "reasoning");
      this.out += reasoning;
    }
    if (content !== "" || this.channel(this.state).kind === Channel.Reasoning) {
      // Reasoning is closed even when nothing follows, as a model closes it.
      const found = this.tryReach(["reasoning_end", "content_start"], (s) => this.channel(s).kind === Channel.Text);
      if (found) this.follow(found, {});
      else if (content !== "" || calls.length === 0) throw new Unwritable("no way from reasoning to content");
      this.out += content;
    }
    for (let i = 0; i < calls.length; ) i = this.call(calls, i);
    if (calls.length > 0 && !this.enteredByLookahead && this.channel(this.state).kind !== Channel.Text) {
      // Close what the calls opened, where a closer leads back to content.
      const found = this.tryReach(["tool_end", "arg_end"], (s) => this.channel(s).kind === Channel.Text);
      if (found) this.follow(found, {});
    }
    return this.out;
  }

  // ---- calls ------------------------------------------------------------

  /** Writes calls[i] (or, into an array of envelopes, every call from i); returns the next index. */
  private call(calls: Call[], i: number): number {
    const call = calls[i]!;
    // An opener that names its call itself (Functionary's raw-code `python`) opens only that call, and its fixed parameter is not ours to fill.
    const opens = (t: TransitionIR) => has(t, "tool_start") && !has(t, "arg_start") && t.events.every((e) => e.kind !== "tool_start" || !e.literal || e.name === call.name);
    const open = this.tryReachEdge(["reasoning_end", "content_start", "tool_end", "arg_end"], opens, (s) => this.isEnvelopeArray(s));
    if (!open) throw new Unwritable("no marker opens a call here");
    const caps: Record<string, string> = {};
    const last = open.path[open.path.length - 1];
    const named = last !== undefined && has(last.t, "tool_start") && this.nameCapture(last.t) !== null;
    if (last && named) caps[this.nameCapture(last.t)!] = call.name;
    this.follow(open.path, caps);
    this.enteredByLookahead = last?.t.keep === true;
    const ch = this.channel(this.state);
    if (ch.kind === Channel.Envelope && ch.array) {
      // One array holds every remaining call.
      const elements = calls.slice(i).map((c) => this.envelope(ch, c));
      const opened = this.out.endsWith("[");
      this.out += opened || this.style.brackets ? (opened ? "" : "[") + elements.join(", ") + "]" : elements.join("\n");
      return calls.length;
    }
    if (!named) this.name(call);
    this.args(call);
    // A closer that only closes: one that also opens the next call is that call's opener.
    const close = this.tryReach(["arg_end"], () => false, (t) => has(t, "tool_end") && only(t, ["tool_end", "arg_end"]));
    if (close) this.follow(close, {});
    else if (!this.endsCall(this.state)) throw new Unwritable(`no marker closes the call to ${call.name}`);
    return i + 1;
  }

  /** A state where the call may simply stop (the stream's end or the next call closes it). */
  private endsCall(state: number): boolean {
    const kind = this.channel(state).kind;
    return kind === Channel.ArgsJson || kind === Channel.Envelope || kind === Channel.Discard || kind === Channel.ArgValue;
  }

  private name(call: Call): void {
    const ch = this.channel(this.state);
    if (ch.kind === Channel.ToolName) {
      this.out += call.name;
      return;
    }
    if (ch.kind === Channel.Header) {
      if (ch.name) {
        this.out += (ch.name.after ?? "") + call.name + (ch.name.before ? ch.name.before + "0" : "");
        return;
      }
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
      this.out += this.envelope(here, call);
      return;
    }
    // Arguments as one JSON object, or one parameter at a time.
    const toJson = this.tryReach([], (s) => this.channel(s).kind === Channel.ArgsJson || this.channel(s).kind === Channel.Envelope);
    if (toJson) {
      this.follow(toJson, {});
      const ch = this.channel(this.state);
      this.out += ch.kind === Channel.Envelope ? this.envelope(ch, call) : ch.quote !== undefined ? quotedJson(call.args, ch.quote) : json(call.args);
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
        // A value outside the map keeps the state's encoding: name the value's JSON Schema type (Kimi K3's type="number").
        caps[target.encodingCapture.capture] = jsonType(value);
        if (Object.prototype.hasOwnProperty.call(target.encodingCapture.map, caps[target.encodingCapture.capture]!)) {
          throw new Unwritable(`no encoding writes ${key}`);
        }
      }
    }
    this.follow(edge.path, caps);
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
    if (target.trim !== undefined && target.trim !== "none" && this.style.wrapValues) text = "\n" + text + "\n";
    this.out += text;
    // The value's own closer, where the grammar has one, rather than a shortcut through the next marker.
    const close = this.tryReachEdge([], (t) => only(t, ["arg_end"]) && has(t, "arg_end"));
    if (close) this.follow(close.path, {});
  }

  private envelope(ch: ChannelIR, call: Call): string {
    if (ch.python) return python(call.name + (ch.nameSuffix ?? ""), call.args);
    if (ch.nameAsKey) return `{${JSON.stringify(call.name)}: ${json(call.args)}}`;
    const nameKey = ch.nameKeys?.[0] ?? "name";
    const argsKey = ch.argsKeys?.[0] ?? "arguments";
    return `{${JSON.stringify(nameKey)}: ${JSON.stringify(call.name)}, ${JSON.stringify(argsKey)}: ${json(call.args)}}`;
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
  private tryReachEdge(allowed: EventKind[], edge: (t: TransitionIR) => boolean, done: (s: number) => boolean = () => false): { path: Step[] } | null {
    const seen = new Set<number>([this.state]);
    let frontier: { state: number; path: Step[] }[] = [{ state: this.state, path: [] }];
    if (done(this.state)) return { path: [] };
    while (frontier.length > 0) {
      const next: typeof frontier = [];
      for (const { state, path } of frontier) {
        for (const t of this.ir.states[state]!.transitions) {
          // Recoveries (a call without its wrapper) are for reading damaged text, not for writing.
          if (t.restart || t.absorb || t.events.some((e) => e.kind === "tool_start" && e.declaredOnly) || !this.spellable(t)) continue;
          if (edge(t)) return { path: [...path, { t }] };
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
      if (!t.keep) this.out += this.spell(t, caps);
      this.state = t.target;
    }
  }

  private spell(t: TransitionIR, caps: Record<string, string>): string {
    let s = "";
    for (const p of this.variantFor(t)!) {
      // Optional whitespace is where models put a newline (after a fence's ```json, between tags).
      if (isWhitespace(p)) {
        s += "\n";
        continue;
      }
      if (isCapture(p)) s += caps[p.cap] ?? p.write ?? "";
      else s += p.lit;
    }
    return s;
  }
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
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
    if (e.kind !== kind || ("literal" in e && e.literal)) continue;
    if (e.kind === "tool_start" || e.kind === "tool_name") return e.name;
    if (e.kind === "tool_id") return e.id;
    if (e.kind === "arg_start") return e.key;
  }
  return undefined;
}

/** JSON with strings quoted by a token and bare keys (Gemma 4). */
function quotedJson(value: unknown, quote: string): string {
  if (typeof value === "string") return quote + value + quote;
  if (Array.isArray(value)) return "[" + value.map((v) => quotedJson(v, quote)).join(",") + "]";
  if (value !== null && typeof value === "object") {
    return "{" + Object.entries(value).map(([k, v]) => k + ":" + quotedJson(v, quote)).join(",") + "}";
  }
  return json(value);
}

/** JSON as chat templates write it (`tojson`, Python's json.dumps): `, ` and `: ` between items. */
function json(value: unknown): string {
  if (Array.isArray(value)) return "[" + value.map(json).join(", ") + "]";
  if (value !== null && typeof value === "object") {
    return "{" + Object.entries(value).map(([k, v]) => JSON.stringify(k) + ": " + json(v)).join(", ") + "}";
  }
  return JSON.stringify(value);
}

/** A Python call with keyword arguments written as Python literals. */
function python(name: string, args: Record<string, unknown>): string {
  return name + "(" + Object.entries(args).map(([k, v]) => k + "=" + pyLiteral(v)).join(", ") + ")";
}

function pyLiteral(value: unknown): string {
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return JSON.stringify(value);
  if (typeof value === "string") {
    let s = "'";
    for (const ch of value) {
      const c = ch.codePointAt(0)!;
      if (ch === "\\" || ch === "'") s += "\\" + ch;
      else if (ch === "\n") s += "\\n";
      else if (ch === "\r") s += "\\r";
      else if (ch === "\t") s += "\\t";
      else if (c < 32) s += "\\x" + c.toString(16).padStart(2, "0");
      else s += ch;
    }
    return s + "'";
  }
  if (Array.isArray(value)) return "[" + value.map(pyLiteral).join(", ") + "]";
  return "{" + Object.entries(value as Record<string, unknown>).map(([k, v]) => pyLiteral(k) + ": " + pyLiteral(v)).join(", ") + "}";
}
