/**
 * A dialect written as a response template (version 1, the specification's
 * keys only), for servers that read one (transformers, vLLM, SGLang). The
 * dialect's states are read for the regions a template can say: the answer
 * as the field outside every region, reasoning between its markers, and calls
 * in one of the forms the specification's parsers read (a JSON envelope, a
 * list of them, JSON arguments after a named opener, parameters as tags).
 * What the format cannot say stops the export with its reason; what it says
 * less well (a recovery form, a marker's other uses) is listed as a loss.
 * `verify.ts` reads the result back before anyone sees it.
 */
import { CALL_WRAPPER_KEYS, Channel, type DialectIR, type Part, type StateIR, type TransitionIR, callStates } from "../../runtime/compiler-api.js";
import { escapeRegex } from "./pattern.js";

/** A dialect the format cannot say: why, in one line. */
export class TemplateExportError extends Error {
  override name = "TemplateExportError";
}

export interface ExportedTemplate {
  template: Record<string, unknown>;
  /** what the template reads otherwise than the dialect, in words */
  losses: string[];
  /** the thinking modes (the dialect's initial states) in which the template reads as the dialect does */
  modes: boolean[];
  /** what a prompt writes to open reasoning (the template sees it in the prefix) */
  opener: string | null;
  /**
   * what a prompt writes to close reasoning, for a turn without thinking, where the template opens
   * reasoning at the start (null elsewhere: such a turn needs no prompt)
   */
  closer: string | null;
}

/** A transform's call: the OpenAI shape, its name and arguments read from placeholders. */
const callTransform = (name: string, args: string) => ({ type: "function", function: { name, arguments: args } });

/** A class of characters a capture may hold: anything but its exclusions and the literal after it. */
function captureClass(exclude: string, next: string | undefined): string {
  const chars = [...new Set(exclude + (next ?? ""))].join("");
  return `[^${chars
    .replace(/[\\\]^-]/g, "\\$&")
    .replace(/\n/g, "\\n")
    .replace(/\t/g, "\\t")
    .replace(/\r/g, "\\r")}]+`;
}

/** One spelling as a regex; `groups` names the captures the template reads (others match without a name). */
function spellingRegex(parts: readonly Part[], groups: ReadonlyMap<string, string>): string {
  return parts
    .map((p, i) => {
      if ("lit" in p) return escapeRegex(p.lit);
      if ("ws" in p) return "\\s*";
      const next = parts[i + 1];
      const cls = captureClass(p.exclude, next && "lit" in next ? next.lit[0] : undefined);
      const group = groups.get(p.cap);
      return group ? `(?P<${group}>${cls})` : cls;
    })
    .join("");
}

const isLiteral = (parts: readonly Part[]) => parts.every((p) => "lit" in p);

/** A marker's spelling as written: its literal text, whitespace as the grammar writes it, captures as they are written. */
const written = (parts: readonly Part[]) => parts.map((p) => ("lit" in p ? p.lit : "ws" in p ? (p.write ?? "\n") : (p.write ?? ""))).join("");

class TemplateWriter {
  readonly losses: string[] = [];
  /** the markers of a section that holds the calls: dropped from the answer */
  private readonly sectionMarkers: number[] = [];
  private readonly home: number;
  private readonly inCall: Uint8Array;
  /**
   * The answer is a region of its own, opened from a header state as reasoning and calls are (Harmony's and
   * Inkling's messages): the template has no field without an opener, so text outside every region is dropped.
   */
  private readonly routed: boolean;

  constructor(private readonly ir: DialectIR) {
    this.home = ir.initial.plain;
    this.inCall = callStates(ir);
    const kind = this.state(this.home).channel.kind;
    this.routed = kind === Channel.Discard;
    if (kind !== Channel.Text && !this.routed) {
      throw new TemplateExportError(`the answer does not start in a text state ('${this.state(this.home).name}'), so no field holds the text outside every region`);
    }
  }

  private state(i: number): StateIR {
    return this.ir.states[i]!;
  }

  private variants(terminals: readonly number[]): Part[][] {
    const seen = new Set<string>();
    const out: Part[][] = [];
    for (const t of terminals) {
      for (const v of this.ir.terminals[t]!.variants) {
        const k = JSON.stringify(v);
        if (!seen.has(k)) {
          seen.add(k);
          out.push(v);
        }
      }
    }
    return out;
  }

  /** A delimiter key pair: literal strings where every spelling is literal, else one pattern; `lead`/`trail` swallow whitespace around it. */
  delimiter(
    key: "open" | "close",
    terminals: readonly number[],
    options: { lead?: boolean; trail?: boolean; groups?: ReadonlyMap<string, string>; suffix?: string } = {},
  ): Record<string, unknown> {
    const spellings = this.variants(terminals);
    if (!options.lead && !options.trail && !options.suffix && spellings.every(isLiteral)) {
      const lits = spellings.map((s) => s.map((p) => (p as { lit: string }).lit).join(""));
      return { [key]: lits.length === 1 ? lits[0] : lits };
    }
    const body = spellings.map((s) => spellingRegex(s, options.groups ?? new Map()));
    const alt = body.length === 1 ? body[0]! : `(?:${body.join("|")})`;
    return { [`${key}_pattern`]: `${options.lead ? "\\s*" : ""}${alt}${options.suffix ?? ""}${options.trail ? "\\s*" : ""}` };
  }

  /** Transitions from `from` that carry an event of this kind (and are written: no restarts, recoveries or read-only forms). */
  private written(from: number, test: (t: TransitionIR) => boolean): TransitionIR[] {
    return this.state(from).transitions.filter((t) => !t.absorb && !t.restart && !t.readOnly && test(t));
  }

  private anchor: Record<string, unknown> = {};
  /** the thinking modes the template reads as the dialect does */
  private modes: boolean[] = [false, true];
  /** what a prompt writes to open reasoning */
  private opener: string | null = null;
  /** what a prompt writes to close reasoning, where the template opens it at the start */
  private closer: string | null = null;

  write(anchor: Record<string, unknown>): ExportedTemplate {
    this.anchor = anchor;
    const ir = this.ir;
    const fields: Record<string, unknown> = {};
    const home = this.home;
    // Reasoning: entered from the answer by its opener, left by its closer.
    const opens = this.written(home, (t) => t.events.some((e) => e.kind === "reasoning_start"));
    const reasoningStates = [...new Set(opens.map((t) => t.target))];
    if (reasoningStates.length > 1) {
      // A template has one reasoning field: the grammar's first reasoning state; messages read as reasoning elsewhere are lost.
      if (!this.routed) throw new TemplateExportError("reasoning is written in more than one state, and a template has one reasoning field");
      this.losses.push(
        `reasoning opened into ${reasoningStates
          .slice(1)
          .map((st) => `'${this.state(st).name}'`)
          .join(", ")} is not read (a template has one reasoning field; '${this.state(reasoningStates[0]!).name}' is)`,
      );
      opens.splice(0, opens.length, ...opens.filter((t) => t.target === reasoningStates[0]));
    }
    const thinkingStart = ir.initial.thinking !== home ? ir.initial.thinking : -1;
    const r = reasoningStates[0] ?? (thinkingStart >= 0 && this.state(thinkingStart).channel.kind === Channel.Reasoning ? thinkingStart : undefined);
    if (r !== undefined) {
      const closes = this.written(r, (t) => t.events.some((e) => e.kind === "reasoning_end") && t.target === home);
      if (closes.length === 0) throw new TemplateExportError(`reasoning ('${this.state(r).name}') has no closer back to the answer`);
      // A call (or its section) entered from reasoning: the template's reasoning runs on to its closer.
      const intoCall = this.written(r, (t) => t.target !== r && this.inCall[t.target] === 1);
      if (intoCall.some((t) => t.events.some((e) => e.kind === "tool_start" || e.kind === "reasoning_end")))
        this.losses.push("a call that ends reasoning without its closer is read as reasoning");
      else if (intoCall.length > 0) this.losses.push("a call written inside reasoning is read as reasoning");
      const field: Record<string, unknown> =
        opens.length > 0
          ? this.delimiter(
              "open",
              opens.map((t) => t.terminal),
            )
          : {};
      if (opens.length > 0 && this.opensAtStart(r, closes)) {
        // The default turn starts in reasoning, which only its closer ends: the model (ERNIE, DeepSeek R1)
        // or the prompt writes the opener, or no one does. The template opens reasoning at the start as well
        // as at the marker, the marker first so that a leading one is the opener and not reasoning text.
        const body = this.variants(opens.map((t) => t.terminal)).map((v) => spellingRegex(v, new Map()));
        delete field.open;
        field.open_pattern = `(?:${body.join("|")}|^)`;
        // A turn without thinking is read as the dialect reads it where its prompt closes reasoning (DeepSeek
        // V3.1's `</think>`, Qwen3's `<think>\n\n</think>`): the prefix the template sees then ends the region.
        this.closer = [opens[0]!.terminal, closes[0]!.terminal].map((t) => written(ir.terminals[t]!.variants[0]!)).join("");
        this.losses.push("a turn without thinking is read as reasoning unless its prompt closes reasoning (the template opens it at the start, as the dialect's default turn)");
      }
      const first = ir.terminals[opens[0]?.terminal ?? -1]?.variants[0];
      if (first) this.opener = written(first);
      if (opens.length === 0) {
        // Only the prompt opens reasoning, with no marker a prefix shows: the template reads the dialect's default turn.
        if (!ir.policies.thinkingDefault) {
          this.losses.push("reasoning, which only the prompt opens (thinking on), is not read");
          this.modes = [false];
          return this.finish(fields);
        }
        field.open_pattern = "^";
        this.modes = [true];
        this.losses.push("reasoning is opened by the prompt alone, so a turn without thinking reads its answer as reasoning");
      }
      Object.assign(
        field,
        this.delimiter(
          "close",
          closes.map((t) => t.terminal),
          { trail: true },
        ),
        { content: "text" },
      );
      fields.thinking = field;
    }
    return this.finish(fields);
  }

  /**
   * Whether the dialect's default turn starts in reasoning (`r`) and leaves it only by its closers: then a
   * template that opens reasoning at the start reads that turn whether or not a marker opened it.
   */
  private opensAtStart(r: number, closes: readonly TransitionIR[]): boolean {
    const ir = this.ir;
    if (!ir.policies.thinkingDefault || ir.initial.thinking !== r || ir.initial.plain !== this.home) return false;
    return this.state(r).transitions.every((t) => t.absorb || t.target === r || closes.includes(t));
  }

  /** The calls and the answer, after reasoning. */
  private finish(fields: Record<string, unknown>): ExportedTemplate {
    const ir = this.ir;
    const home = this.home;
    const calls = this.calls();
    if (calls) fields.tool_calls = calls;
    if (this.routed) return this.routedAnswer(fields);
    // The answer: the text outside every region; the turn's end markers it drops close it.
    const ends = this.state(home)
      .transitions.filter((t) => t.absorb && !t.repeat && !t.fence)
      .map((t) => t.terminal);
    const turnEnds = [...ends, ...this.sectionMarkers];
    // Each dropped marker ends a segment of the answer, and the specification keeps a field's last segment.
    if (ends.some((t) => !ir.turnBoundaries.includes(t)))
      this.losses.push(
        `an answer with text on both sides of a marker it drops (${ends
          .filter((t) => !ir.turnBoundaries.includes(t))
          .map((t) => ir.terminals[t]!.name)
          .join(", ")}) keeps the part after it`,
      );
    fields.content = { ...(turnEnds.length > 0 ? this.delimiter("close", turnEnds, { lead: true }) : {}), content: "text" };
    return { template: { version: 1, defaults: { role: "assistant" }, ...this.anchor, fields }, losses: this.losses, modes: this.modes, opener: this.opener, closer: this.closer };
  }

  /** The answer as a region between its markers, where the dialect opens it from a header state. */
  private routedAnswer(fields: Record<string, unknown>): ExportedTemplate {
    const home = this.home;
    const opens = this.written(home, (t) => this.state(t.target).channel.kind === Channel.Text);
    const texts = [...new Set(opens.map((t) => t.target))];
    if (texts.length === 0) throw new TemplateExportError(`no marker opens the answer from '${this.state(home).name}'`);
    if (texts.length > 1) throw new TemplateExportError("the answer is written in more than one state, and a template has one content field");
    const content = texts[0]!;
    const closes = this.written(content, (t) => t.target === home);
    if (closes.length === 0) throw new TemplateExportError(`the answer ('${this.state(content).name}') has no closer back to '${this.state(home).name}'`);
    if (this.state(home).channel.stray !== "dropped") this.losses.push(`text outside every message (in '${this.state(home).name}') is dropped, where the dialect gives it back`);
    const sep = this.ir.policies.blockSeparator;
    // Consecutive messages of one channel are blocks of one field, joined by the dialect's separator.
    const joined = sep !== "" ? { repeats: true, join: sep } : {};
    if (sep !== "" && fields.thinking) Object.assign(fields.thinking as Record<string, unknown>, joined);
    fields.content = {
      ...this.delimiter(
        "open",
        opens.map((t) => t.terminal),
      ),
      ...this.delimiter(
        "close",
        closes.map((t) => t.terminal),
      ),
      ...joined,
      content: "text",
    };
    return { template: { version: 1, defaults: { role: "assistant" }, ...this.anchor, fields }, losses: this.losses, modes: this.modes, opener: this.opener, closer: this.closer };
  }

  /** The anchor the dialect knows: its turn markers (the assistant's header after them is the chat template's). */
  turnAnchor(): Record<string, unknown> {
    const boundaries = this.ir.turnBoundaries;
    if (boundaries.length === 0) throw new TemplateExportError("the dialect names no turn markers, and a template needs a start anchor (give --template)");
    this.losses.push("the anchor is the turn marker; the assistant's header the prompt writes after it is read as answer text unless --template names the checkpoint's template");
    const d = this.delimiter("open", boundaries);
    return "open" in d ? { start_anchor: d.open } : { start_anchor_pattern: d.open_pattern };
  }

  /** The call field, or null for a dialect without calls. */
  private calls(): Record<string, unknown> | null {
    const home = this.callHome(this.home);
    const opened = this.callOpeners(home);
    if (!opened) return null;
    const { s, starts, openers } = opened;
    const region = this.region(s, home);
    const close = this.callClose(region, home);
    const ch = this.state(s).channel;
    if (ch.kind === Channel.Envelope) return this.envelopeField(ch, openers, close);
    // The call's name: a capture of its opener, a later marker's (Qwen3's <tool_call> then <function=NAME>), or
    // the text of a name state up to the marker after it (Gemma 4's call:NAME{…}). Markers on the way join the opener.
    const start = starts.find((t) => t.target === s)!;
    const { body, groups, suffix } = this.callName(s, home, start);
    const others = [...new Set(openers.filter((t) => t !== start.terminal))];
    // One opener names the call; a second one (Harmony's bare ` to=NAME`) would also take what the dialect reads otherwise.
    if (others.length > 0)
      this.losses.push(
        `calls opened by ${others.map((t) => this.ir.terminals[t]!.name).join(", ")} are not read (the call's opener is ${this.ir.terminals[start.terminal]!.name})`,
      );
    const open = this.delimiter(
      "open",
      openers.filter((t) => t === start.terminal),
      { lead: true, groups, suffix },
    );
    return this.argumentsField(body, region, { ...open, ...close });
  }

  /**
   * Where calls are opened from: the answer, or a section inside it (DeepSeek's <｜tool▁calls▁begin｜>…<｜tool▁calls▁end｜>):
   * then each call is a region, and the section's own markers are dropped from the answer, as the markers that close it.
   */
  private callHome(answer: number): number {
    const sections = this.written(answer, (t) => t.events.length === 0 && this.state(t.target).channel.kind === Channel.Discard && this.inCall[t.target] === 1);
    if (sections.length === 0) return answer;
    const section = sections[0]!.target;
    // Calls opened straight from the answer as well (MiniMax M2's bare <invoke> without its section) are the
    // dialect's recovery: the template reads the calls of the section, which is what the model writes.
    const bare = this.written(answer, (t) => t.events.some((e) => e.kind === "tool_start" && !e.declaredOnly));
    if (bare.length > 0) {
      const opensInSection = [...this.region(section)].some((st) => this.written(st, (t) => t.events.some((e) => e.kind === "tool_start" && !e.declaredOnly)).length > 0);
      if (!opensInSection) return answer;
      this.losses.push(`calls opened by ${[...new Set(bare.map((t) => this.ir.terminals[t.terminal]!.name))].join(", ")} outside their section are not read`);
    }
    const leave = [...this.region(section)].flatMap((st) =>
      this.state(st).transitions.filter((t) => t.target === answer && !t.restart && !t.absorb && !t.readOnly && t.events.length === 0),
    );
    this.sectionMarkers.push(...new Set([...sections.filter((t) => t.target === section).map((t) => t.terminal), ...leave.map((t) => t.terminal)]));
    return section;
  }

  /** The state calls open into from `home` (`s`), the transitions that start calls, and the opener's terminals; null without calls. */
  private callOpeners(home: number): { s: number; starts: TransitionIR[]; openers: number[] } | null {
    const starts = this.written(home, (t) => t.events.some((e) => e.kind === "tool_start" && !e.declaredOnly));
    const recovered = this.written(home, (t) => t.events.some((e) => e.kind === "tool_start" && e.declaredOnly === true));
    if (recovered.length > 0) this.losses.push("a call that lost its wrapper is not recovered");
    const arrays = this.written(home, (t) => t.events.length === 0 && this.state(t.target).channel.kind === Channel.Envelope && this.state(t.target).channel.array === true);
    if (starts.length === 0 && arrays.length === 0) {
      if (this.inCall.some((x) => x === 1)) throw new TemplateExportError("calls are opened other than from the answer");
      return null;
    }
    const targets = [...new Set([...starts, ...arrays].map((t) => t.target))];
    // A template has one call field: the grammar's first way of opening calls; the others are losses.
    if (targets.length > 1)
      this.losses.push(
        `calls opened into ${targets
          .slice(1)
          .map((st) => `'${this.state(st).name}'`)
          .join(", ")} are not read (a template has one call field; '${this.state(targets[0]!).name}' is)`,
      );
    const s = targets[0]!;
    const openers = [...starts, ...arrays].filter((t) => t.target === s).map((t) => t.terminal);
    if ([...starts, ...arrays].some((t) => t.target === s && t.keep))
      throw new TemplateExportError("calls begin with their own text (a lookahead marker, such as a bare JSON object's brace), which a template's opener would take from them");
    return { s, starts, openers };
  }

  /** The call field's closer: the markers back to `home`, each after a marker that ends the arguments where there is one. */
  private callClose(region: Set<number>, home: number): Record<string, unknown> {
    // Back to the section the calls are in, or straight out of it to the answer (InternLM2's <|action_end|>
    // closes the call and its section at once).
    const closes = [...region].flatMap((st) =>
      this.state(st)
        .transitions.filter((t) => !t.restart && !t.absorb && !t.readOnly && (t.target === home || (t.target === this.home && st !== home)))
        .map((t) => t.terminal),
    );
    // Without a closer the region runs to the end of the output, as the specification reads a field with none.
    if (closes.length === 0) this.losses.push("calls have no closing marker: the calls run to the end of the output, and text after them is read as theirs");
    const close: Record<string, unknown> = closes.length > 0 ? this.delimiter("close", [...new Set(closes)], { trail: true }) : {};
    // A marker between the arguments and the closer (DeepSeek's closing fence): the closer is the two together,
    // so the arguments' text ends before it.
    const chains = this.closingChains(region, home);
    if (chains.length === 0) return close;
    const plain = this.variants([...new Set(closes)]).map((v) => spellingRegex(v, new Map()));
    return { close_pattern: `(?:${[...new Set([...chains, ...plain])].join("|")})\\s*` };
  }

  /** Each marker that ends JSON arguments, then (through a dropping state) one back to `home`, as one regex. */
  private closingChains(region: Set<number>, home: number): string[] {
    const chains: string[] = [];
    for (const st of region) {
      const kind = this.state(st).channel.kind;
      if (kind !== Channel.ArgsJson && kind !== Channel.Envelope) continue;
      for (const t of this.state(st).transitions) {
        const mid = t.target;
        if (t.restart || t.absorb || t.readOnly || t.keep || mid === home || mid === st || !region.has(mid) || this.state(mid).channel.kind !== Channel.Discard) continue;
        const out = this.state(mid).transitions.filter((u) => !u.restart && !u.absorb && !u.readOnly && u.target === home);
        if (out.length === 0) continue;
        for (const a of this.variants([t.terminal]))
          for (const b of this.variants(out.map((u) => u.terminal))) chains.push(`${spellingRegex(a, new Map())}\\s*${spellingRegex(b, new Map())}`);
      }
    }
    return chains;
  }

  /** Calls as JSON envelopes (one a region, or an array of them): the json parser, with a transform of its keys. */
  private envelopeField(ch: StateIR["channel"], openers: number[], close: Record<string, unknown>): Record<string, unknown> {
    if (ch.python) throw new TemplateExportError("calls are Python calls, which no content parser reads");
    if (ch.nameAsKey) throw new TemplateExportError("a call's name is its object's key, which no transform can read");
    // Wrappers of the dialect's own (`{"fn": {"name": …}}`) are a dotted placeholder's first keys.
    const path = (ch.wrapperKeys ?? [])
      .filter((k) => !CALL_WRAPPER_KEYS.includes(k))
      .map((k) => `${k}.`)
      .join("");
    const nameKey = path + (ch.nameKeys?.[0] ?? "name");
    const argsKey = path + (ch.argsKeys?.[0] ?? "arguments");
    if ((ch.argsKeys?.length ?? 1) > 1)
      this.losses.push(
        `arguments are read under "${argsKey}" only (not ${ch
          .argsKeys!.slice(1)
          .map((k) => `"${k}"`)
          .join(", ")})`,
      );
    const open = this.delimiter("open", openers, { lead: true });
    if (ch.array) {
      if (ch.lines) throw new TemplateExportError("calls are written one per line without brackets, which the json parser does not read");
      return { ...open, ...close, content: "json", transform_each: true, transform: callTransform(`{${nameKey}}`, `{${argsKey}}`) };
    }
    return { ...open, ...close, repeats: true, content: "json", transform: callTransform(`{content.${nameKey}}`, `{content.${argsKey}}`) };
  }

  /**
   * Where a call's name is read, from the state `start` opens (`s`): the opener's group named `name` (`groups`), or
   * markers after it (`suffix`, joined to the opener's regex) up to a marker's capture or a name state's text. `body`:
   * the state the arguments are read in.
   */
  private callName(s: number, home: number, start: TransitionIR): { body: number; groups: Map<string, string>; suffix: string } {
    const named = start.events.find((e) => e.kind === "tool_start")! as { name?: string; literal?: boolean };
    if (named.name !== undefined && !named.literal) return { body: s, groups: new Map([[named.name, "name"]]), suffix: "" };
    let body = s;
    let suffix = "";
    let nameKnown = false;
    for (let hops = 0; !nameKnown && this.state(body).channel.kind === Channel.Discard && hops < 4; hops++) {
      const naming = this.written(body, (t) => t.target !== home && t.events.some((e) => e.kind === "tool_name" && !e.literal));
      if (naming.length > 0) {
        const cap = (naming[0]!.events.find((e) => e.kind === "tool_name") as { name: string }).name;
        suffix += `${this.state(body).channel.write !== undefined ? ".*?" : "\\s*"}${this.spelled(naming, new Map([[cap, "name"]]))}`;
        body = naming[0]!.target;
        nameKnown = true;
        break;
      }
      const onward = this.written(body, (t) => t.target !== home && t.events.length === 0 && !t.keep);
      if (onward.length !== 1) break;
      // The text of a state between markers is dropped, whatever it is (DeepSeek's call type "function").
      suffix += `${this.state(body).channel.write !== undefined ? ".*?" : "\\s*"}${this.spelled(onward, new Map())}`;
      body = onward[0]!.target;
    }
    if (!nameKnown && this.state(body).channel.kind === Channel.ToolName) {
      const read = this.nameState(body, home);
      return { body: read.body, groups: new Map(), suffix: suffix + read.suffix };
    }
    if (!nameKnown) throw new TemplateExportError(`a call's name is not read from its markers ('${this.state(body).name}')`);
    return { body, groups: new Map(), suffix };
  }

  /** A name state's text as the group `name`, up to the first character of a marker after it; then that marker, unless it is the arguments' own. */
  private nameState(state: number, home: number): { body: number; suffix: string } {
    const after = this.state(state).transitions.filter((t) => !t.restart && !t.absorb && !t.readOnly && t.target !== home);
    if (after.length === 0) throw new TemplateExportError(`nothing ends a call's name ('${this.state(state).name}')`);
    const stop = [...new Set(this.variants(after.map((t) => t.terminal)).map((v) => (v[0] as { lit: string }).lit[0]!))].join("");
    let suffix = `(?P<name>${captureClass("", stop)})`;
    const params = after.filter((t) => t.events.some((e) => e.kind === "arg_start"));
    if (params.length > 0) return { body: state, suffix };
    const rest = after.filter((t) => !params.includes(t));
    const targets = new Set(rest.map((t) => t.target));
    if (targets.size !== 1) throw new TemplateExportError(`a call's name is followed by ${targets.size} different bodies, which one template group cannot say`);
    if (!rest.every((t) => t.keep))
      suffix += this.spelled(
        rest.filter((t) => !t.keep),
        new Map(),
      );
    return { body: rest[0]!.target, suffix };
  }

  /** The markers of `ts` as one regex (an alternation where they are spelled several ways); `g` names the groups read. */
  private spelled(ts: TransitionIR[], g: ReadonlyMap<string, string>): string {
    const list = this.variants([...new Set(ts.map((t) => t.terminal))]).map((v) => spellingRegex(v, g));
    return list.length === 1 ? list[0]! : `(?:${list.join("|")})`;
  }

  /** The call field once opener and closer are known (`delimiters`): the content parser that reads the arguments in `body`. */
  private argumentsField(body: number, region: Set<number>, delimiters: Record<string, unknown>): Record<string, unknown> {
    const bodyChannel = this.state(body).channel;
    if (bodyChannel.kind === Channel.ArgsJson) {
      if (bodyChannel.xml !== undefined) throw new TemplateExportError("arguments are XML elements nested by the schema, which xml-inline does not read");
      if (bodyChannel.textKey !== undefined) throw new TemplateExportError("arguments may be bare text under one key, which the json parser does not read");
      const args: Record<string, unknown> =
        bodyChannel.quote !== undefined ? { content_args: { unquoted_keys: true, string_delims: [[bodyChannel.quote, bodyChannel.quote]] } } : {};
      return { ...delimiters, repeats: true, content: "json", ...args, transform: callTransform("{name}", "{content}") };
    }
    if (bodyChannel.kind === Channel.Discard || bodyChannel.kind === Channel.ArgValue || bodyChannel.kind === Channel.ToolName) {
      return { ...delimiters, repeats: true, content: "xml-inline", content_args: this.tagPattern(region), transform: callTransform("{name}", "{content}") };
    }
    throw new TemplateExportError(
      `a call's arguments are read in a ${["text", "reasoning", "tool_name", "args_json", "envelope", "arg_value", "header", "discard"][bodyChannel.kind]} state ('${this.state(body).name}'), which no content parser matches`,
    );
  }

  /** The states a call region runs through from `s`, up to the answer. */
  private region(s: number, stop = this.home): Set<number> {
    const seen = new Set([s]);
    const work = [s];
    while (work.length > 0) {
      const st = work.pop()!;
      for (const t of this.state(st).transitions) {
        if (t.restart || t.target === this.home || t.target === stop || seen.has(t.target)) continue;
        if (this.state(t.target).channel.kind === Channel.Reasoning) continue;
        seen.add(t.target);
        work.push(t.target);
      }
    }
    return seen;
  }

  /** xml-inline's content_args for parameters as tags: the key's marker, the value, the marker that ends it. */
  private tagPattern(region: ReadonlySet<number>): Record<string, unknown> {
    const params = [...region].flatMap((st) =>
      this.written(
        st,
        (t) => t.events.some((e) => e.kind === "arg_start" && !e.literal) && this.state(t.target).channel.kind === Channel.ArgValue && !t.events.some((e) => e.kind === "arg_end"),
      ),
    );
    if (params.length === 0) throw new TemplateExportError("parameters are not opened by a marker with their key");
    if (new Set(params.map((t) => t.target)).size > 1) throw new TemplateExportError("parameter values are read in more than one state");
    const value = params[0]!.target;
    const vch = this.state(value).channel;
    const key = (params[0]!.events.find((e) => e.kind === "arg_start") as { key: string }).key;
    // The value's own closer: a marker that ends it and starts nothing (the next parameter's or the call's end also
    // end a value in some dialects, which a tag pattern cannot say).
    const ends = this.written(value, (t) => t.events.length === 1 && t.events[0]!.kind === "arg_end");
    if (ends.length === 0) throw new TemplateExportError(`a parameter's value has no closing marker of its own (in '${this.state(value).name}')`);
    if (this.written(value, (t) => t.events.some((e) => e.kind === "arg_end")).length > ends.length)
      this.losses.push("a value ended by the next marker instead of its own closer is not read");
    if (vch.encodingCapture) this.losses.push("a parameter's encoding chosen by its marker is read one way");
    const open = this.variants(params.map((t) => t.terminal)).map((v) => spellingRegex(v, new Map([[key, "key"]])));
    const close = this.variants([...new Set(ends.map((t) => t.terminal))]).map((v) => spellingRegex(v, new Map()));
    const alt = (list: string[]) => (list.length === 1 ? list[0]! : `(?:${list.join("|")})`);
    const trim = vch.trim === "newline" || vch.trim === "paired" ? "\\n?" : "";
    const encoding = vch.encoding ?? "string";
    if (encoding === "string") this.losses.push("parameter values are strings to the dialect, but a server with tools types them by their schema");
    return {
      tag_pattern: `${alt(open)}${trim}(?P<value>.*?)${trim}${alt(close)}`,
      ...(encoding === "json" ? { value_parser: { name: "json", args: { allow_non_json: true } } } : {}),
      ...(vch.mergeDuplicates ? { merge_duplicates: true } : {}),
    };
  }
}

/** The response template for a dialect; `anchors` are the checkpoint's (from its chat template), else the turn markers. */
export function responseTemplateFor(ir: DialectIR, anchors?: readonly string[]): ExportedTemplate {
  const writer = new TemplateWriter(ir);
  if (anchors !== undefined && anchors.length === 0)
    throw new TemplateExportError("the chat template's generation prompt shows none of the dialect's turn markers, so no start anchor");
  return writer.write(anchors !== undefined ? { start_anchor: anchors.length === 1 ? anchors[0] : [...anchors] } : writer.turnAnchor());
}
