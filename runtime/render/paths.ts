/**
 * Writing by walking the state machine: the shortest path of transitions
 * from where the text stands to a state a part of the message goes in
 * (using only transitions whose events the part allows), and each marker on
 * it spelled — its first spelling whose captures can be filled, with the
 * values the part gives and what the grammar says to write. What the text is
 * made of is kept as pieces, for grammar export. The message's structure
 * (which part goes where) is the writer's (`writer.ts`).
 */
import {
  Channel,
  isCapture,
  captureArgument,
  isWhitespace,
  literalText,
  type CapturePart,
  type ChannelIR,
  type DialectIR,
  type EventIR,
  type Part,
  type TransitionIR,
  type WhitespacePart,
} from "../ir/ir.js";
import { callStates } from "../ir/regions.js";
import { captureStop, matchCapture, matchLiteral, matchSpace, spaceEndsCapture } from "../machine/matchers.js";
import { encodeXmlReferences } from "../args/xml-references.js";
import { Unwritable } from "./argument-writers.js";
import type { Sample } from "./sample.js";

export type EventKind = EventIR["kind"];

/** A slot of rendered text that a message fills; everything else is fixed text (`lit`). */
export type Slot =
  /** fixed text; `head`: the marker's start before its first capture; `terminal`/`caps`: the marker it spells, from state `from` */
  | { slot: "lit"; head?: string; terminal?: number; caps?: Record<string, string>; from?: number; numbered?: boolean }
  | { slot: "reasoning" }
  | { slot: "content" }
  /**
   * an envelope's members: the name under one of `nameKeys` (none: the name is the key) and the arguments
   * under one of `argsKeys`; the model may put its own id first under one of `idKeys`; `openai`: the two
   * sit in OpenAI's tool_call object (`"type": "function", "function": {…}`), after the id
   */
  | { slot: "envelope"; tool: string; nameKeys: string[]; argsKeys: string[]; idKeys: string[]; openai?: boolean }
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
export interface Step {
  t: TransitionIR;
}

export class PathWriter {
  protected out = "";
  protected state = 0;
  /** what the text is made of, for grammar export: fixed text, and the slots a message fills */
  readonly pieces: Piece[] = [];
  protected readonly inCall: Uint8Array;
  /** calls written so far (a header's `{index}`) */
  protected calls = 0;
  /** the name of the call being written, for a `{name}` in a state's `write` */
  protected callName = "";
  /** the state whose block (`text(block = OPEN CLOSE)`) is open: its closer is written before anything else */
  protected openBlock: number | null = null;
  /** a text in the dialect whose ways of writing are preferred where the grammar gives several (render's `like`) */
  protected like: Sample | null = null;

  constructor(protected readonly ir: DialectIR) {
    this.inCall = callStates(ir);
  }

  /**
   * Whether the sample writes the transition's marker: its fixed text up to its first capture (two
   * characters at least), whitespace where the grammar allows it. A lookahead writes nothing, so no.
   */
  private shows(t: TransitionIR): boolean {
    return this.shownFixed(t) !== "";
  }

  /** The fixed text of the transition's marker up to its first capture, where the sample writes it (see `shows`); else "". */
  private shownFixed(t: TransitionIR): string {
    const like = this.like;
    const parts = t.keep || like === null ? null : this.variantFor(t);
    if (!parts || like === null) return "";
    let pattern = "";
    let fixed = "";
    for (const p of parts) {
      if (isCapture(p)) break;
      if (isWhitespace(p)) pattern += "\\s*";
      else if ("lit" in p) {
        pattern += (p.lit as string).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        fixed += (p.lit as string).trim();
      }
    }
    return fixed.length >= 2 && new RegExp(pattern).test(like.text) ? fixed : "";
  }

  /** Whether the sample holds the transition's marker (always, without a sample); a read_only form's, as `shows` says. */
  protected liked(t: TransitionIR): boolean {
    if (this.like === null) return true;
    if (t.readOnly) return this.shows(t);
    const parts = this.variantFor(t);
    const lead = parts ? shownText(parts) : "";
    return lead === "" || this.like.holds(lead);
  }

  /**
   * The transitions in the order a path tries them: with a sample, the ways it shows first, and among
   * them a marker before a lookahead (which writes nothing of its own).
   */
  private ordered(transitions: readonly TransitionIR[]): readonly TransitionIR[] {
    if (this.like === null) return transitions;
    const liked = transitions.filter((u) => this.liked(u));
    return [...liked.filter((u) => !u.keep), ...liked.filter((u) => u.keep), ...transitions.filter((u) => !this.liked(u))];
  }

  /** the state the writer is in (where it stopped, after an `Unwritable`) */
  get at(): number {
    return this.state;
  }

  /** `head`: a marker's fixed start, before its first capture (what a trigger can be). */
  protected emit(text: string, slot?: Slot, head?: string): void {
    // One piece per marker or JSON token: grammar export lets whitespace stand between them.
    if (slot) this.pieces.push({ ...slot, text });
    else if (text !== "") this.pieces.push(head !== undefined ? { slot: "lit", text, head } : { slot: "lit", text });
    this.out += text;
  }

  protected channel(state: number): ChannelIR {
    return this.ir.states[state]!.channel;
  }

  protected isEnvelopeArray(state: number): boolean {
    const ch = this.channel(state);
    return ch.kind === Channel.Envelope && ch.array === true;
  }

  /** The capture that names the call a transition opens: tool_start's, or a tool_name's beside it (after a tool_id, Solar Open's). */
  protected nameCapture(t: TransitionIR): string | null {
    return eventArg(t, "tool_start") ?? (has(t, "tool_start") ? eventArg(t, "tool_name") : undefined) ?? null;
  }

  /** Follows a path to a state `done` accepts; fails the style when there is none. */
  protected reach(allowed: EventKind[], done: (s: number) => boolean, what: string): void {
    const path = this.tryReach(allowed, done);
    if (!path) throw new Unwritable(`no way to write the ${what}`);
    this.follow(path, {});
  }

  protected tryReach(allowed: EventKind[], done: (s: number) => boolean, lastEdge?: (t: TransitionIR) => boolean): Step[] | null {
    const found = this.tryReachEdge(allowed, lastEdge ?? (() => false), done);
    return found ? found.path : null;
  }

  /**
   * Shortest path from the current state whose transitions fire only allowed
   * events, ending either with a transition `edge` accepts (whatever its
   * events) or in a state `done` accepts.
   */
  protected tryReachEdge(allowed: EventKind[], edge: (t: TransitionIR, from: number) => boolean, done: (s: number) => boolean = () => false): { path: Step[] } | null {
    const written = this.search(allowed, edge, done, false);
    if (this.like === null) return written;
    const writtenShown = written !== null && written.path.every((step) => this.liked(step.t));
    // A form the grammar reads but does not write (read_only) is written where the sample writes it and
    // the written way shows a marker the sample does not (a call without MiroThinker's server name), or
    // where the written way is that form's start: the same path but for its last marker, which the sample
    // writes in the fuller form (TeleChat2's `<tool_call>` then `{"name": …`, where TeleChat4 writes
    // `<tool_call>NAME<param_key>…`).
    const shown = this.search(allowed, edge, done, true);
    if (shown === null || !shown.path.every((step) => this.liked(step.t))) return written;
    if (!writtenShown) return shown;
    return this.extendsPath(shown.path, written!.path) ? shown : written;
  }

  /** Whether `longer` is `path` but for its last marker, which the sample writes starting as `path`'s last and going on. */
  private extendsPath(longer: readonly Step[], path: readonly Step[]): boolean {
    const n = path.length;
    if (n === 0 || longer.length !== n || longer.slice(0, -1).some((step, i) => step.t !== path[i]!.t)) return false;
    const [full, start] = [this.shownFixed(longer[n - 1]!.t), this.shownFixed(path[n - 1]!.t)];
    return start !== "" && full.length > start.length && full.startsWith(start);
  }

  /** The shortest path (see tryReachEdge); `readOnly`: through forms marked read_only too, where the sample shows them. */
  private search(allowed: EventKind[], edge: (t: TransitionIR, from: number) => boolean, done: (s: number) => boolean, readOnly: boolean): { path: Step[] } | null {
    const seen = new Set<number>([this.state]);
    let frontier: { state: number; path: Step[] }[] = [{ state: this.state, path: [] }];
    if (done(this.state)) return { path: [] };
    while (frontier.length > 0) {
      const next: typeof frontier = [];
      for (const { state, path } of frontier) {
        const transitions = this.ir.states[state]!.transitions;
        // With a sample, the ways it shows come first; looking for a read_only form, those forms first.
        const ways = this.ordered(transitions);
        for (const t of readOnly ? [...ways.filter((u) => u.readOnly), ...ways.filter((u) => !u.readOnly)] : ways) {
          // Recoveries (a call without its wrapper) and forms marked read_only are for reading, not for writing.
          if (t.restart || t.absorb || (t.readOnly && !(readOnly && this.shows(t))) || t.events.some((e) => e.kind === "tool_start" && e.declaredOnly) || !this.spellable(t))
            continue;
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

  protected spellable(t: TransitionIR): boolean {
    // A lookahead writes nothing, so its captures need no values; only a sample that shows the bare
    // form asks for it (Llama 4's pythonic list without <|python_start|>), so without one it stays as before.
    return this.variantFor(t) !== null || (t.keep === true && this.like !== null);
  }

  /**
   * The first spelling of the transition's terminal whose captures this writer
   * can fill: names and keys from the events, encodings, and captures the
   * grammar gives a value to write. Null when there is none.
   */
  protected variantFor(t: TransitionIR): Part[] | null {
    const known = new Set<string>();
    for (const e of t.events) {
      const a = e.kind === "tool_start" || e.kind === "tool_name" || e.kind === "tool_id" || e.kind === "arg_start" ? eventArg(t, e.kind) : undefined;
      if (a !== undefined) known.add(a);
    }
    const enc = this.channel(t.target).encodingCapture;
    if (enc) known.add(enc.capture);
    const variants = this.ir.terminals[t.terminal]!.variants;
    const fits = variants.filter((parts) => parts.every((p) => !isCapture(p) || known.has(p.cap) || p.write !== undefined));
    // With a sample, the spelling it shows (Mistral Nemo's `[TOOL_CALLS][` beside `[TOOL_CALLS] [`).
    const shown = this.like === null ? undefined : fits.find((parts) => shownText(parts) !== "" && this.like!.holds(shownText(parts)));
    // Where the sample writes none of those whole, a spelling it does write whole, a capture nothing else fills
    // taking the sample's text (Mi:dm's `<|channel|>commentary<|constrain|>json<|message|>`, whose `json` only
    // the sample gives).
    if (shown !== undefined && this.shownCaptures(shown) === null) {
      const whole = variants.find((parts) => !fits.includes(parts) && this.shownCaptures(parts) !== null);
      if (whole !== undefined) return whole;
    }
    return shown ?? fits[0] ?? null;
  }

  /** Per spelling, the captures' text where the sample writes it whole (null where it does not). */
  private readonly sampled = new Map<readonly Part[], Record<string, string> | null>();

  /** The captures' values where the sample writes the spelling whole (the first place), else null; always null without a sample. */
  protected shownCaptures(parts: readonly Part[]): Record<string, string> | null {
    if (this.like === null) return null;
    const known = this.sampled.get(parts);
    if (known !== undefined) return known;
    const first = parts[0];
    let found: Record<string, string> | null = null;
    if (first && "lit" in first && first.lit !== "") {
      const text = this.like.text;
      for (let at = text.indexOf(first.lit as string); at >= 0 && found === null; at = text.indexOf(first.lit as string, at + 1)) found = readAt(parts, text, at);
    }
    this.sampled.set(parts, found);
    return found;
  }

  protected follow(path: Step[], caps: Record<string, string>): void {
    for (const { t } of path) {
      const from = this.state;
      if (!t.keep) {
        const parts = this.variantFor(t)!;
        this.absorbedBefore(shownText(parts));
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
      // `{name}` there is the call's (Glimmer's invoke names again the call its recipient opened).
      if (ch.kind === Channel.Discard && ch.write !== undefined) this.emit(ch.write.replaceAll("{name}", this.callName));
    }
  }

  /**
   * What the grammar says a capture holds: `{index}` is the call's number from 0, `{number}` from 1 (Kimi K3's
   * index="1"), `{name}` the call's name (Glimmer's recipient, which addresses the message its invoke names).
   */
  protected written(write: string): string {
    return write
      .replaceAll("{index}", String(this.calls))
      .replaceAll("{number}", String(this.calls + 1))
      .replaceAll("{name}", this.callName);
  }

  /** A capture's value as the dialect escapes it (`capture_escapes = xml`: Kimi K3's attributes). */
  protected escaped(value: string): string {
    if (this.ir.policies.captureEscapes !== "xml") return value;
    return encodeXmlReferences(value);
  }

  protected spell(t: TransitionIR, caps: Record<string, string>): string {
    let s = "";
    const parts = this.variantFor(t)!;
    // A spelling only the sample writes whole is written as it is there, its whitespace too.
    const shown = parts.some((p) => isCapture(p) && caps[p.cap] === undefined && p.write === undefined) ? this.shownCaptures(parts) : null;
    parts.forEach((p, i) => {
      if (isWhitespace(p)) s += shown?.[spaceKey(i)] ?? writtenSpace(p);
      else if (!isCapture(p)) s += p.lit;
      else if (caps[p.cap] !== undefined) s += this.escaped(caps[p.cap]!);
      else if (p.write === undefined) s += shown?.[p.cap] ?? "";
      else {
        const written = this.written(p.write ?? "");
        s += (written !== "" && this.shownFill(parts, i, written)) || written;
      }
    });
    return s;
  }

  /**
   * How the sample fills a capture the grammar writes a value for, where it writes more than that value
   * between the same markers (gpt-oss's template: `<|channel|>commentary json<|message|>` where the
   * grammar writes `commentary`). Null where the sample shows no such fill.
   */
  private shownFill(parts: readonly Part[], i: number, written: string): string | null {
    // The markers either side, through any whitespace the grammar writes as nothing (`"<|channel|>" ws = "" ch:channel`).
    let b = i - 1;
    while (b >= 0 && isWhitespace(parts[b]!) && writtenSpace(parts[b] as WhitespacePart) === "") b--;
    let a = i + 1;
    while (a < parts.length && isWhitespace(parts[a]!) && writtenSpace(parts[a] as WhitespacePart) === "") a++;
    const before = parts[b];
    const after = parts[a];
    if (this.like === null || !before || !after || !("lit" in before) || !("lit" in after)) return null;
    const [open, close] = [before.lit as string, after.lit as string];
    const text = this.like.text;
    for (let at = text.indexOf(open + written); at >= 0; at = text.indexOf(open + written, at + 1)) {
      const start = at + open.length;
      const end = text.indexOf(close, start);
      // The fill is one the capture reads: within its length, none of the characters it excludes.
      const fill = text.slice(start, Math.max(end, start));
      const cap = parts[i] as CapturePart;
      if (end > start + written.length && fill.length <= cap.max && ![...cap.exclude].some((c) => fill.includes(c))) return fill;
    }
    return null;
  }

  /**
   * The markers the current state only absorbs that the sample writes here, before `next` (what the
   * writer writes next, as the sample would show it): between the text written so far and `next`
   * (gpt-oss's template writes `<|start|>assistant` between a turn's messages, which Harmony's header
   * absorbs), or before `next` at the sample's start (MiniMax M3's bare `</mm:think>` before an answer
   * without reasoning). The grammar reads the text alike with or without them; the sample says which.
   */
  protected absorbedBefore(next: string): void {
    if (this.like === null || next === "") return;
    const run = this.like.between(this.lastWritten(), next, this.absorbedIn(this.state, true));
    if (run !== "") this.emit(run);
  }

  /** The last piece of text written (a marker, a value, the answer), or null before anything is. */
  private lastWritten(): string | null {
    for (let i = this.pieces.length - 1; i >= 0; i--) if (this.pieces[i]!.text !== "") return this.pieces[i]!.text;
    return null;
  }

  /**
   * The markers state `s` only absorbs (reads as nothing), as written: not its block's, or one that
   * leads somewhere from it (the writer writes those where they go), nor a turn's unless `turns`.
   */
  protected absorbedIn(s: number, turns: boolean): string[] {
    const out: string[] = [];
    const st = this.ir.states[s]!;
    const own = new Set([...(turns ? [] : this.ir.turnBoundaries), ...(st.channel.block ? [st.channel.block.open, st.channel.block.close] : [])]);
    for (const t of st.transitions) if (!t.absorb) own.add(t.terminal);
    for (const t of st.transitions) {
      if (!t.absorb || t.repeat || t.fence || t.readOnly || t.after !== undefined || own.has(t.terminal)) continue;
      const text = literalText(this.ir.terminals[t.terminal]!.variants[0]!);
      if (text !== null && text.trim() !== "" && !out.includes(text)) out.push(text);
    }
    return out;
  }

  /** A path's markers as a sample would show them (each one's fixed text, or its start before a capture). */
  protected shownPath(path: readonly Step[]): string {
    return path.map(({ t }) => (t.keep ? "" : shownText(this.variantFor(t) ?? []))).join("");
  }

  /** A terminal's first spelling (a block's markers are plain literals). */
  protected marker(terminal: number): string {
    return literalText(this.ir.terminals[terminal]!.variants[0]!) ?? "";
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
    if (!t.absorb || t.repeat || t.fence || marker === null) continue;
    if (marker.startsWith(prefill) && marker.length > prefill.length) out.push(marker.slice(prefill.length));
  }
  return out;
}

export function only(t: TransitionIR, kinds: EventKind[]): boolean {
  return t.events.every((e) => kinds.includes(e.kind));
}

export function has(t: TransitionIR, kind: EventKind): boolean {
  return t.events.some((e) => e.kind === kind);
}

/** The capture an event of this kind names on the transition (undefined: none, or a fixed string). */
export function eventArg(t: TransitionIR, kind: EventKind): string | undefined {
  for (const e of t.events) {
    const capture = e.kind === kind ? captureArgument(e) : undefined;
    if (capture !== undefined) return capture;
  }
  return undefined;
}

/**
 * The spelling read at `at` in `text` as the parser reads it (the machine's own matchers): each capture's text,
 * and each whitespace part's under `spaceKey`; null where the spelling is not written there.
 */
function readAt(parts: readonly Part[], text: string, at: number): Record<string, string> | null {
  const caps: Record<string, string> = {};
  let q = at;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    const from = q;
    if (isWhitespace(p)) q = matchSpace(text, q, true, p.ws);
    else if (!isCapture(p)) q = matchLiteral(p.lit as string, text, q, true);
    else q = matchCapture(text, q, true, captureStop(parts, k), spaceEndsCapture(parts, k), p.exclude, p.max);
    if (q < 0) return null;
    if (isWhitespace(p)) caps[spaceKey(k)] = text.slice(from, q);
    else if (isCapture(p)) caps[p.cap] = text.slice(from, q);
  }
  return caps;
}

/** Where `readAt` keeps the whitespace the sample writes for the spelling's part `i` (no capture's name). */
const spaceKey = (i: number) => `\u0000${i}`;

/** A spelling's text as a sample would show it: the whole marker where it is fixed text, else its fixed start. */
function shownText(parts: readonly Part[]): string {
  const whole = literalText(parts);
  if (whole !== null) return whole.trim();
  const first = parts[0];
  return first && "lit" in first ? (first.lit as string).trim() : "";
}

/** Optional whitespace as written: where models put a newline (after a fence's ```json, between tags), unless the grammar says what. */
function writtenSpace(part: WhitespacePart): string {
  return part.write ?? "\n";
}
