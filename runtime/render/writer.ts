/**
 * The writer: what a message's parts are and where each goes — reasoning,
 * then content, then the calls (opened, named, given their arguments in the
 * form their state reads, closed) — written by walking the machine
 * (`paths.ts`). One writer writes one message in one style.
 */
import { Channel, DEFAULT_ARGS_KEYS, DEFAULT_NAME_KEYS, type ChannelIR, type DialectIR, type TransitionIR } from "../ir/ir.js";
// JSON as chat templates write it (`tojson`, Python's json.dumps: `, ` and `: ` between items).
import { escapeJsonString, jsonDumps as json } from "../text/json-text.js";
import { admittedTypes, type ToolSchemas } from "../args/schema.js";
import { ARGUMENT_WRAPPER_KEYS } from "../args/parameter-args.js";
import { pyLiteral, python, quotedJson, Unwritable, xmlElements } from "./argument-writers.js";
import { eventArg, has, only, PathWriter, prefillCompletions, type EventKind, type Step } from "./paths.js";
import { Sample } from "./sample.js";

export interface Call {
  name: string;
  args: Record<string, unknown>;
  /** the id the model writes, where the dialect has a place for one */
  id?: string;
}

export /** One way to write the message; the options vary what a grammar leaves open. */
interface Style {
  /** an array of envelopes whose opening marker has no `[` gets brackets */
  brackets: boolean;
  /** a bare value is wrapped in newlines where the dialect trims one each side */
  wrapValues: boolean;
}

export class Writer extends PathWriter {
  /** the calls' region began with a lookahead (Llama's bare `{`), so it has no opener to balance with a closer */
  private enteredByLookahead = false;

  constructor(
    ir: DialectIR,
    private readonly schemas: ToolSchemas,
    private readonly style: Style,
    like: string | null = null,
  ) {
    super(ir);
    this.like = like === null ? null : new Sample(like);
  }

  /** `start`: the state the turn starts in (machine/prompt.ts's turnStart); `reasoning`: "" is an empty reasoning block (a thinking model's `<think></think>`), null none */
  write(start: number, reasoning: string | null, content: string, calls: Call[]): string {
    this.state = start;
    // A turn that starts in a block's state starts inside the block: the prompt opened it.
    if (this.channel(this.state).block) this.openBlock = this.state;
    const sample = this.like;
    const text = this.parts(reasoning, content, sample ? calls.map((c) => ({ ...c, args: sample.ordered(c.args) as Record<string, unknown> })) : calls);
    const prefill = this.ir.policies.prefill;
    if (prefill === "" || text.startsWith(prefill)) {
      this.dropPrefix(prefill.length);
      return text.slice(prefill.length);
    }
    // The prompt began a marker the output must complete: one absorbed where the text starts (Functionary's `>>>all\n`).
    const rest = prefillCompletions(this.ir, start)[0];
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
    // A sample that writes the answer after the calls (Gemma 4's template) has it written there.
    const callAt = this.like !== null && calls.length > 0 ? this.like.text.indexOf(calls[0]!.name) : -1;
    const late = this.like !== null && content !== "" && callAt >= 0 && this.like.text.indexOf(content) > callAt;
    const here = this.channel(this.state);
    if (late) {
      // written after the calls, below
    } else if (
      content !== "" &&
      here.kind === Channel.Envelope &&
      here.array === true &&
      here.lines === true &&
      (this.state === this.ir.initial.plain || this.state === this.ir.initial.thinking)
    ) {
      // Calls read among the answer's prose (Granite's bare Python calls): the prose stands as written, each call on a line of its own.
      this.emit(this.answerText(content), { slot: "content" });
      if (calls.length > 0 && !content.endsWith("\n")) this.emit("\n");
    } else if (content !== "" || this.channel(this.state).kind === Channel.Reasoning) {
      // Reasoning is closed even when nothing follows, as a model closes it.
      // Without an answer, reasoning's closer may lead where no text is read (a dialect that drops text outside its
      // regions); before calls that is the way, so no empty answer is written between them (Glimmer's messages).
      const closeOnly = content === "" ? () => this.tryReach(["reasoning_end"], (s) => this.channel(s).kind !== Channel.Reasoning) : () => null;
      let found = (calls.length > 0 ? closeOnly() : null) ?? this.tryReach(["reasoning_end", "content_start"], (s) => this.channel(s).kind === Channel.Text) ?? closeOnly();
      // An opening that is text until its first text (Glimmer's unframed answer) is left through the
      // header a sample shows (` to=user<|message|>`), where it shows one.
      if (found?.length === 0 && this.like !== null && this.channel(this.state).untilText !== undefined) {
        const from = this.state;
        const framed = this.tryReach(["reasoning_end", "content_start"], (s) => s !== from && this.channel(s).kind === Channel.Text && this.channel(s).untilText === undefined);
        // Never through a region of calls (Qwen2.5-Coder's `<tools></tools>` is no header of the answer).
        if (framed && framed.length > 0 && framed.every((step) => this.liked(step.t) && this.inCall[step.t.target] !== 1)) found = framed;
      }
      if (found) this.follow(found, {});
      else if (content !== "" || calls.length === 0) throw new Unwritable("no way from reasoning to content");
      this.beginBlock();
      this.wrapped(content);
      this.afterText(content);
    } else if (calls.length > 0 && this.like !== null && this.channel(this.state).kind === Channel.Text) {
      // An empty answer the sample still writes in its wrapper before the calls (Llama 4's <|python_start|><|python_end|>).
      const lead = this.like.leadingMarkers(this.absorbedHere());
      if (lead.length >= 2) this.emit(lead.join(""));
    }
    // The answer's block ends before the calls, or with the turn.
    this.closeBlock();
    for (let i = 0; i < calls.length;) i = this.call(calls, i);
    if (calls.length > 0) this.closeCalls();
    if (late) this.lateAnswer(content);
    return this.out;
  }

  /** After the last call: closes what the calls opened. */
  private closeCalls(): void {
    if (this.enteredByLookahead || this.channel(this.state).kind === Channel.Text) return;
    // Close what the calls opened, where a closer leads back to content (or, as Kimi's section end, back into its region).
    // Else the nearest closer after which the turn may end (Glimmer's </atem:function_calls>, where the
    // message ends): never on into the next message's header.
    const from = this.state;
    const found =
      this.tryReach(["tool_end", "arg_end"], (s) => this.channel(s).kind === Channel.Text) ??
      this.tryReach(["tool_end", "arg_end"], (s) => s !== from && this.endsTurn(s)) ??
      this.tryReach(
        [],
        () => false,
        (t) => t.events.length === 0 && t.target === this.state && !t.absorb,
      );
    if (found && !(found.length === 1 && this.separates(found[0]!.t))) this.follow(found, {});
  }

  /** The answer after the calls, where the sample writes it there (Gemma 4's template). */
  private lateAnswer(content: string): void {
    const back = this.tryReach(["reasoning_end", "content_start", "tool_end", "arg_end"], (s) => this.channel(s).kind === Channel.Text);
    // A bare list the grammar read by lookahead ends where it closes: the answer follows it without the
    // wrapper's closer, where the sample writes none (Gemma 3's `[f()]Done.` beside `<|python_end|>`).
    const bare = this.enteredByLookahead && (back === null || !back.every((step) => this.liked(step.t)));
    if (!back && !bare) throw new Unwritable("no way from the calls back to content");
    if (back && !bare) this.follow(back, {});
    this.wrapped(content);
  }

  /**
   * The answer, in the wrapper the sample writes around it where that wrapper is markers the state
   * absorbs (Cohere's <|START_TEXT|>…<|END_TEXT|> or <|START_RESPONSE|>…<|END_RESPONSE|>, Llama 4's
   * <|python_start|>…<|python_end|>): the grammar reads the answer alike with or without them.
   */
  private wrapped(content: string): void {
    const around = this.like?.around(content, this.absorbedHere()) ?? { before: "", after: "" };
    // Else markers the state absorbs that the sample writes before the answer, apart from it (MiniMax M3's `</mm:think>\n\n`).
    if (around.before === "") this.absorbedBefore(content.trim());
    // What the path here wrote already (a reasoning closer the answer's state also absorbs) is not written twice.
    let before = around.before;
    for (let k = before.length; k > 0; k--) {
      if (this.out.endsWith(before.slice(0, k))) {
        before = before.slice(k);
        break;
      }
    }
    if (before !== "") this.emit(before);
    this.emit(this.answerText(content), { slot: "content" });
    if (around.after !== "") this.emit(around.after);
  }

  /** The markers the current state only absorbs, as written, a turn's aside (an answer's wrapper is never one). */
  private absorbedHere(): string[] {
    return this.absorbedIn(this.state, false);
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

  /** Text written in a state that lasts until its first text (`until_text`) leaves it, as the parser will. */
  private afterText(text: string): void {
    const until = this.channel(this.state).untilText;
    if (until !== undefined && text.trim() !== "") this.state = until;
  }

  // ---- calls ------------------------------------------------------------

  /** the text state the first call was opened from, where it was opened from text */
  private firstCallFrom: number | null = null;
  /**
   * The way out of the calls' region back to text and in again, where the sample writes a region per call
   * (Qwen2.5-Coder's template: `<tools>…</tools>` around each call, where the grammar reads several in one).
   */
  private regionPerCall = false;

  /** The answer as the current state holds it: inside a JSON string (`text(json_string)`), escaped. */
  private answerText(content: string): string {
    return this.channel(this.state).jsonString ? escapeJsonString(content, 0, content.length) : content;
  }

  /** Whether the turn may end in state `s`: the grammar writes a turn boundary out of it. */
  private endsTurn(s: number): boolean {
    return this.ir.states[s]!.transitions.some((t) => this.ir.turnBoundaries.includes(t.terminal) && !t.readOnly && !t.absorb && !t.restart);
  }

  /** Writes calls[i] (or, into an array of envelopes, every call from i); returns the next index. */
  private call(calls: Call[], i: number): number {
    const call = calls[i]!;
    this.callName = call.name;
    if (i > 0) this.leaveFormerCall();
    const open = this.callOpener(call);
    if (i === 0) {
      const kind = this.channel(this.state).kind;
      const first = open[0];
      this.firstCallFrom = (kind === Channel.Text || kind === Channel.Reasoning) && first !== undefined && has(first.t, "tool_start") ? this.state : null;
    }
    const named = this.enterCall(open, call);
    if (i === 0 && calls.length > 1) this.regionPerCall = this.sampleRegionPerCall();
    const ch = this.channel(this.state);
    if (ch.kind === Channel.Envelope && ch.array) return this.envelopeArray(ch, calls, i);
    if (!named) this.name(call);
    this.calls++;
    this.args(call);
    this.closeCall(call, i < calls.length - 1);
    return i + 1;
  }

  /**
   * A later call is written as the first was: where the first call's own opener took it out of the text
   * (a wrapper per call, not a section that holds them all), that wrapper is closed again first (Qwen3's
   * </tool_call> before the next <tool_call>, though the parser also reads the next call without it).
   */
  private leaveFormerCall(): void {
    if (this.regionPerCall) {
      // Out of the region, unless the call's own closer left it (InternLM2's <|action_end|>).
      const back = this.tryReach(["tool_end", "arg_end"], (s) => this.channel(s).kind === Channel.Text);
      if (back) this.follow(back, {});
      return;
    }
    if (this.firstCallFrom === null || this.openBlock !== null || this.state === this.firstCallFrom) return;
    const back = this.tryReach(["tool_end", "arg_end"], (s) => s === this.firstCallFrom);
    // Not by a marker the text absorbs: that one begins the next text (Functionary's `>>>all\n`), it closes nothing.
    if (back && back.every((step) => !this.ir.states[step.t.target]!.transitions.some((u) => u.absorb && !u.repeat && u.terminal === step.t.terminal))) this.follow(back, {});
  }

  /**
   * Whether the sample writes a region of calls per call (the region's closer, then its opener again)
   * where the grammar reads several calls in one; not where the first call's own opener takes it out of
   * the text anyway (a wrapper per call, `leaveFormerCall`).
   */
  private sampleRegionPerCall(): boolean {
    if (this.like === null || this.firstCallFrom !== null) return false;
    const close = this.tryReach(["tool_end", "arg_end"], (s) => this.channel(s).kind === Channel.Text);
    if (!close || close.length === 0) return false;
    const here = this.state;
    this.state = close[close.length - 1]!.t.target;
    const open = this.tryReachEdge(
      ["content_start"],
      (t) => has(t, "tool_start"),
      (s) => this.isEnvelopeArray(s),
    );
    this.state = here;
    if (!open || open.path.length === 0) return false;
    const [closer, opener] = [this.shownPath(close), this.shownPath(open.path)];
    return closer !== "" && opener !== "" && this.like.holdsApart(closer, opener);
  }

  /** The path from here through the marker that opens `call`. */
  private callOpener(call: Call): Step[] {
    // An opener that names its call itself (Functionary's raw-code `python`) opens only that call, and its fixed parameter is not ours to fill.
    const opens = (t: TransitionIR) => has(t, "tool_start") && !has(t, "arg_start") && t.events.every((e) => e.kind !== "tool_start" || !e.literal || e.name === call.name);
    const allowed: EventKind[] = ["reasoning_end", "content_start", "tool_end", "arg_end"];
    // A call inside its wrapper when the grammar has one (MiniMax's <minimax:tool_call> before <invoke>), though a bare one would parse;
    // with a sample, the way it shows (Mistral's `[TOOL_CALLS]name[ARGS]` where the sample has no array).
    const wrapped =
      this.channel(this.state).kind === Channel.Text || this.channel(this.state).kind === Channel.Reasoning
        ? this.tryReachEdge(
            allowed,
            (t, from) => opens(t) && this.inCall[from] === 1,
            (s) => this.isEnvelopeArray(s),
          )
        : null;
    const plain = () => this.tryReachEdge(allowed, opens, (s) => this.isEnvelopeArray(s));
    let open = wrapped ?? plain();
    if (wrapped && this.like !== null && !wrapped.path.every((s) => this.liked(s.t))) {
      const other = plain();
      if (other && other.path.every((s) => this.liked(s.t))) open = other;
    }
    if (!open) throw new Unwritable("no marker opens a call here");
    return open.path;
  }

  /** Follows the opener, the call's piece beginning where its markup does; whether the opener wrote the call's name. */
  private enterCall(open: Step[], call: Call): boolean {
    const caps: Record<string, string> = {};
    const last = open[open.length - 1];
    const named = last !== undefined && has(last.t, "tool_start") && this.nameCapture(last.t) !== null;
    if (last && named) caps[this.nameCapture(last.t)!] = call.name;
    // The call's id where its opener holds one (Solar Open's `<|tool_call:begin|>ID<|tool_call:name|>`): the message's, else one by its number.
    const idCapture = last && has(last.t, "tool_id") ? eventArg(last.t, "tool_id") : undefined;
    if (idCapture !== undefined) caps[idCapture] = call.id ?? `call_${this.calls}`;
    // What closes the text before (Harmony's <|end|>) is not the call's: the call begins where markup does.
    const k = open.findIndex((s) => this.inCall[s.t.target] === 1 || has(s.t, "tool_start"));
    this.follow(open.slice(0, Math.max(k, 0)), {});
    this.pieces.push({ slot: "call", text: "" });
    this.follow(open.slice(Math.max(k, 0)), caps);
    this.enteredByLookahead = last?.t.keep === true;
    return named;
  }

  /** One array holds every remaining call, from calls[i]; returns the number of calls. */
  private envelopeArray(ch: ChannelIR, calls: Call[], i: number): number {
    // With a sample, brackets as it writes them after the opener (a bare object where it writes one), else by style.
    const opener = this.out.endsWith("[") || this.like === null ? "" : (this.pieces[this.pieces.length - 1]?.text ?? "");
    const shown = opener === "" ? null : this.like!.arrayAfter(opener);
    const bracketed = this.out.endsWith("[") || (shown ?? (this.style.brackets && ch.lines !== true));
    if (!this.out.endsWith("[") && bracketed) this.emit("[");
    // One call in each region where the sample writes them so; the next call opens its own.
    const mine = this.regionPerCall ? calls.slice(i, i + 1) : calls.slice(i);
    mine.forEach((c, k) => {
      if (k > 0) this.emit(bracketed ? ", " : "\n");
      // Between bare objects, a marker the state reads as nothing where the sample writes it there (Granite 3.0's
      // older template writes <|tool_call|> before each call).
      if (k > 0 && !bracketed) this.absorbedBefore("{");
      this.envelope(ch, c);
    });
    if (bracketed) this.emit("]");
    return i + mine.length;
  }

  /**
   * A closer that only closes: one that also opens the next call is that call's opener. Where the
   * arguments have a closer of their own before the call's (DeepSeek's closing fence), it is written.
   * `more`: another call follows, which a sample may close otherwise than the last (`closerBetweenCalls`).
   */
  private closeCall(call: Call, more: boolean): void {
    const closes = (t: TransitionIR) => has(t, "tool_end") && only(t, ["tool_end", "arg_end"]) && !this.separates(t);
    const between = more ? this.closerBetweenCalls(closes) : undefined;
    if (between) {
      this.follow([{ t: between }], {});
      return;
    }
    const fence = this.ir.states[this.state]!.transitions.find(
      (t) =>
        t.events.length === 0 &&
        !t.restart &&
        !t.absorb &&
        !t.readOnly &&
        this.spellable(t) &&
        this.channel(t.target).kind === Channel.Discard &&
        this.ir.states[t.target]!.transitions.some((u) => closes(u) && !u.restart && this.spellable(u)),
    );
    const close = fence
      ? [{ t: fence }, { t: this.ir.states[fence.target]!.transitions.find((u) => closes(u) && !u.restart && this.spellable(u))! }]
      : this.tryReach(["arg_end"], () => false, closes);
    if (close) this.follow(close, {});
    else if (!this.endsCall(this.state)) throw new Unwritable(`no marker closes the call to ${call.name}`);
  }

  /**
   * Where the grammar closes a call here by more than one marker, the one the sample writes between calls: it
   * writes it before more of the turn, and does not end with it (LLM-jp-4.1's parallel calls, `<|end|>` between
   * them and `<|call|>` after the last, both of which Harmony reads after any call).
   */
  private closerBetweenCalls(closes: (t: TransitionIR) => boolean): TransitionIR | undefined {
    const like = this.like;
    if (like === null) return undefined;
    const direct = this.ir.states[this.state]!.transitions.filter((t) => closes(t) && !t.restart && !t.absorb && !t.readOnly && this.spellable(t));
    if (direct.length < 2) return undefined;
    const last = like.text.trimEnd();
    return direct.find((t) => {
      const marker = this.marker(t.terminal);
      const at = marker === "" ? -1 : like.text.indexOf(marker);
      return at >= 0 && like.text.slice(at + marker.length).trim() !== "" && !last.endsWith(marker);
    });
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
      this.ir.states[t.target]!.transitions.some((u) => u.absorb && !u.repeat && u.terminal === t.terminal)
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
    if (call.id !== undefined) this.id(call.id);
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
      else if (ch.quote !== undefined)
        this.emit(quotedJson(call.args, ch.quote, this.like?.pythonNone, this.like?.quotesAll(ch.quote)), { slot: "args", tool: call.name, quote: ch.quote });
      else if (ch.xml !== undefined) this.emit(xmlElements(call.args, ch.xml), { slot: "args", tool: call.name, xml: ch.xml });
      else this.emit(json(call.args), { slot: "args", tool: call.name });
      return;
    }
    // All of them as one JSON parameter the dialect unwraps, where the sample writes them so (SGLang's DeepSeek V4 template).
    const wrapper = this.argumentWrapper(call.name);
    if (wrapper !== null) this.param(call.name, wrapper, call.args);
    else for (const [key, value] of Object.entries(call.args)) this.param(call.name, key, value);
  }

  /** The parameter (`arguments`) that wraps a call's arguments where the dialect unwraps it and the sample writes it; else null. */
  private argumentWrapper(tool: string): string | null {
    if (!this.ir.policies.unwrapArguments || this.like === null) return null;
    const props = this.schemas.properties(tool);
    const edge = props === null ? null : this.tryReachEdge(["arg_end"], (t) => eventArg(t, "arg_start") !== undefined);
    if (edge === null) return null;
    // The parameter's marker (from its start, `<｜DSML｜`) naming the wrapper before it closes.
    const head = this.shownPath(edge.path.slice(-1));
    return ARGUMENT_WRAPPER_KEYS.find((k) => !(k in props!) && this.like!.namesInMarker(head, k)) ?? null;
  }

  /** A call's id, in a header that holds it whole (Mistral's `[CALL_ID]…`) where the grammar has one before the arguments. */
  private id(id: string): void {
    const holds = (s: number) => {
      const ch = this.channel(s);
      return ch.kind === Channel.Header && ch.name === undefined && ch.id !== undefined && ch.id.after === "" && ch.id.before === "";
    };
    const path = this.tryReach([], holds);
    if (!path || path.length === 0) return;
    this.follow(path, {});
    this.emit(id);
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
    // A bare true, false or null spelled as the sample does (Python's str(): Qwen3-Coder's templates write True).
    const like = this.like;
    if (like && encoding !== "string" && (typeof value === "boolean" ? like.pythonBooleans : value === null && like.pythonNone))
      text = value === null ? "None" : value ? "True" : "False";
    // An object or array spelled as the sample does (Python's str(): Seed-OSS's and MiniCPM5's templates write {'k': 'v'}).
    else if (like?.pythonContainers && encoding !== "string" && value !== null && typeof value === "object") text = pyLiteral(value);
    else if (encoding === "json") text = typeof value === "string" && like?.writesBare(value, json(value)) ? value : json(value);
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
    // In the quoting the grammar reads inside a value, where the sample writes this value in it (MiniCPM5's CDATA).
    const quoting = this.valueQuoting(text);
    if (quoting) this.follow([quoting[0]], {});
    this.emit(text, { slot: "value", tool, key, raw: encoding === "string" || (encoding === "schema" && typeof value === "string") });
    if (quoting) this.follow([quoting[1]], {});
    this.emit(wrap);
    // The value's own closer, where the grammar has one, rather than a shortcut through the next marker.
    const close = this.tryReachEdge([], (t) => only(t, ["arg_end"]) && has(t, "arg_end"));
    if (close) this.follow(close.path, {});
    this.pieces.push({ slot: "end_param", text: "" });
  }

  /**
   * A quoting the grammar reads inside a parameter's value — a marker into another value state and one
   * back, both without events (MiniCPM5's `<![CDATA[`…`]]>`) — where the sample writes the value in it.
   */
  private valueQuoting(text: string): [Step, Step] | null {
    if (this.like === null) return null;
    const usable = (t: TransitionIR) => t.events.length === 0 && !t.absorb && !t.restart && !t.readOnly && !t.keep && this.spellable(t);
    for (const open of this.ir.states[this.state]!.transitions) {
      if (!usable(open) || open.target === this.state || this.channel(open.target).kind !== Channel.ArgValue) continue;
      const close = this.ir.states[open.target]!.transitions.find((t) => usable(t) && t.target === this.state);
      if (close && this.like.holds(this.shownPath([{ t: open }]) + text + this.shownPath([{ t: close }]))) return [{ t: open }, { t: close }];
    }
    return null;
  }

  private envelope(ch: ChannelIR, call: Call): void {
    const nameKeys = ch.nameAsKey ? [] : [...(ch.nameKeys ?? DEFAULT_NAME_KEYS)];
    // A channel that reads Python calls reads JSON envelopes too: the sample says which (LFM2's templates write either).
    if (ch.python && !(nameKeys.length > 0 && this.like?.jsonEnvelopes(nameKeys))) {
      const callee = call.name + (ch.nameSuffix ?? "");
      const spelling = {
        rawControls: this.like?.rawControls ?? false,
        jsonObjects: this.like?.jsonObjects ?? false,
        jsonArrays: this.like?.jsonArrays ?? false,
        quoteAll: this.like?.pythonQuotesAll ?? null,
      };
      return this.emit(python(callee, call.args, this.like?.pythonQuote, this.like?.jsonWords, this.like?.pythonComma, spelling), {
        slot: "args",
        tool: call.name,
        python: callee,
      });
    }
    const argsKeys = [...(ch.argsKeys ?? DEFAULT_ARGS_KEYS)];
    // Of the keys the envelope reads, the ones the sample writes (Llama 3.x templates write "arguments" or "parameters").
    const key = (keys: readonly string[]) => JSON.stringify(this.like?.firstKey(keys) ?? keys[0]);
    const id = call.id !== undefined && ch.idKeys?.length ? `${key(ch.idKeys)}: ${JSON.stringify(call.id)}` : "";
    const named = `${key(nameKeys)}: ${JSON.stringify(call.name)}, ${key(argsKeys)}: ${json(call.args)}`;
    // The envelope reads a call inside OpenAI's tool_call object too: written so where the sample writes it so.
    const openai = !ch.nameAsKey && this.like?.openAiCalls === true;
    const members = ch.nameAsKey
      ? `${JSON.stringify(call.name)}: ${json(call.args)}`
      : openai
        ? `${id ? `${id}, ` : ""}"type": "function", "function": {${named}}`
        : named + (id ? `, ${id}` : "");
    this.emit("{");
    this.emit(members, { slot: "envelope", tool: call.name, nameKeys, argsKeys, idKeys: ch.idKeys ?? [], ...(openai ? { openai } : {}) });
    this.emit("}");
  }
}

/** The value's JSON type, as JSON names them (an integer is a number, as Kimi K3's template writes it). */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
