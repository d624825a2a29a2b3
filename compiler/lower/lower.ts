/**
 * Lowering: a checked, merged grammar becomes the plain-data IR that both the
 * interpreter and the emitter consume. Names become indices; absorbs become
 * self-transitions marked `absorb`; channel options become typed fields;
 * policies get their defaults.
 */
import type { EventDecl, Name, OptionValue, StateDecl } from "../front/ast.js";
import { lineAndColumn } from "../front/diagnostics.js";
import {
  BUILTIN_CLASSES,
  CAP_TABLE,
  callStates,
  ABI_VERSION,
  CALL_WRAPPER_KEYS,
  DEFAULT_ARGS_KEYS,
  DEFAULT_CAPS,
  DEFAULT_NAME_KEYS,
  type CapsIR,
  Channel,
  CHANNEL_NAMES,
  type ChannelIR,
  type DialectIR,
  type Encoding,
  type EventIR,
  type ExtractIR,
  type Part,
  type PoliciesIR,
  type TransitionIR,
  POLICY_TABLE,
  policyValue,
} from "../../runtime/compiler-api.js";
import { sourceName, type MergedGrammar } from "../front/load.js";
import { addOrphanCalls } from "./orphans.js";
import { withFences } from "./fences.js";

/** "grammars/x.dialect:12" for a name, relative to the repository. */
function at(name: Name): string {
  return `${sourceName(name.span.file.path)}:${lineAndColumn(name.span.file.text, name.span.offset).line}`;
}

export function lowerGrammar(g: MergedGrammar): DialectIR {
  const terminalIndex = new Map([...g.terminals.keys()].map((name, i) => [name, i]));
  const stateIndex = new Map([...g.states.keys()].map((name, i) => [name, i]));
  const t = (n: Name) => terminalIndex.get(n.text)!;
  const s = (n: Name) => stateIndex.get(n.text)!;

  const caps = lowerCaps(g);
  const terminals = [...g.terminals.values()].map((decl) => ({
    name: decl.name.text,
    special: decl.special,
    variants: decl.variants.map((v) =>
      v.map((part): Part => {
        if ("lit" in part) return { lit: part.lit };
        // Optional whitespace reads as far as a lookahead may look.
        if ("ws" in part) return part.written !== undefined ? { ws: caps.lookahead, write: part.written.text } : { ws: caps.lookahead };
        const cls = g.classes.get(part.className.text) ?? BUILTIN_CLASSES[part.className.text]!;
        return { cap: part.capture.text, max: cls.max, exclude: cls.excluding, ...(part.written ? { write: part.written.text } : {}) };
      }),
    ),
  }));

  const states = [...g.states.values()].map((decl) => ({
    name: decl.name.text,
    at: at(decl.name),
    channel: lowerChannel(decl),
    transitions: [] as TransitionIR[],
  }));
  for (const decl of g.states.values()) {
    const block = option(decl, "block")?.atoms;
    if (block?.length === 2) states[s(decl.name)]!.channel.block = { open: t(block[0]!), close: t(block[1]!) };
    if (decl.options.some((o) => o.key.text === "json_string")) states[s(decl.name)]!.channel.jsonString = true;
    const until = option(decl, "until_text")?.atoms[0]?.text;
    if (until !== undefined) states[s(decl.name)]!.channel.untilText = stateIndex.get(until)!;
  }
  // calls_in_reasoning = reasoning: a call's markup inside reasoning is reasoning text, so the reasoning
  // states' call openers are left out (and with them the restarts they would give).
  const callsInReasoning = g.policies.get("calls_in_reasoning")?.value.text ?? "call";
  for (const tr of g.transitions.values()) {
    if (callsInReasoning === "reasoning" && states[s(tr.from)]!.channel.kind === Channel.Reasoning && tr.events.some((e) => e.name.text === "tool_start")) continue;
    const events = tr.events.filter((e) => e.name.text !== "keep" && e.name.text !== "read_only");
    const lowered: TransitionIR = { at: at(tr.from), terminal: t(tr.terminal), target: s(tr.to), events: events.map(lowerEvent) };
    if (tr.events.some((e) => e.name.text === "keep")) lowered.keep = true;
    if (tr.events.some((e) => e.name.text === "read_only")) lowered.readOnly = true;
    if (tr.follow) lowered.follow = { terminals: tr.follow.map(t), end: tr.followEnd };
    if (tr.outsideString?.text === "outside json") lowered.outsideJson = true;
    else if (tr.outsideString?.text.startsWith("after ")) lowered.after = terminalIndex.get(tr.outsideString.text.slice(6))!;
    else if (tr.outsideString) lowered.outsideString = true;
    states[s(tr.from)]!.transitions.push(lowered);
  }
  for (const a of g.absorbs) {
    states[s(a.state)]!.transitions.push({ at: at(a.terminal), terminal: t(a.terminal), target: s(a.state), events: [], absorb: true });
  }

  const ir = { states, initial: g.initial ? { thinking: s(g.initial.state), plain: s(g.initial.otherwise ?? g.initial.state) } : { thinking: 0, plain: 0 } };
  addOrphanCalls(ir as DialectIR, terminals);
  addRestarts(ir as DialectIR);
  addRepeats(ir as DialectIR, terminals);

  const leaf = g.chain[0]!;
  return withFences({
    abi: ABI_VERSION,
    name: g.name,
    source: sourceName(leaf.file.path),
    extends: g.chain.slice(1).map((a) => a.name.text),
    terminals,
    states,
    initial: ir.initial,
    turnBoundaries: (g.turns ?? []).map(t),
    policies: {
      ...(Object.fromEntries(POLICY_TABLE.map((p) => [p.field, policyValue(p, g.policies.get(p.name)?.value.text)])) as Omit<PoliciesIR, "caps">),
      caps,
    },
  });
}

/**
 * Markers in prose. A call opener (a transition from content or reasoning into
 * call markup, other than a lookahead or a declared-only recovery) is added to
 * every call state that has no transition on it, as a restart: while the call
 * is unconfirmed, "I will use <tool_call> here" followed by a real call gives
 * the prose back and starts the call at the second opener. Inside JSON text it
 * counts only outside strings, so an argument that quotes the opener is data.
 */
function addRestarts(ir: DialectIR): void {
  const inCall = callStates(ir);
  const openers = new Map<number, TransitionIR>();
  // Content's transitions first, so an opener keeps content's target over reasoning's.
  const order = [...ir.states.keys()].sort((a, b) => ir.states[a]!.channel.kind - ir.states[b]!.channel.kind);
  for (const i of order) {
    const st = ir.states[i]!;
    if (st.channel.kind !== Channel.Text && st.channel.kind !== Channel.Reasoning) continue;
    for (const t of st.transitions) {
      if (t.absorb || t.keep || !inCall[t.target] || openers.has(t.terminal)) continue;
      if (t.events.some((e) => e.kind === "tool_start" && e.declaredOnly)) continue;
      openers.set(t.terminal, t);
    }
  }
  ir.states.forEach((st, i) => {
    if (!inCall[i]) return;
    const json = st.channel.kind === Channel.Envelope || st.channel.kind === Channel.ArgsJson;
    for (const [terminal, opener] of openers) {
      if (st.transitions.some((t) => t.terminal === terminal)) continue;
      const events = opener.events.filter((e) => e.kind !== "reasoning_start" && e.kind !== "reasoning_end" && e.kind !== "content_start");
      const restart: TransitionIR = { at: opener.at, terminal, target: opener.target, events, restart: true };
      if (opener.follow) restart.follow = opener.follow;
      if (json) restart.outsideString = true;
      st.transitions.push(restart);
    }
  });
}

/**
 * Closers written twice. Where a marker leaves call markup for a text state (a
 * call's closer, a wrapper's), that state absorbs the same marker written again
 * straight after it, as a repeat: `</tool_call></tool_call>` is markup, not the
 * answer's first words. Only a closer that is a special token or a tag (its first
 * spelling begins with `<`): what begins with a fence, a brace or `>>>` may as well
 * begin the text that follows. A state that already has a transition on the
 * marker keeps it.
 */
function addRepeats(ir: DialectIR, terminals: DialectIR["terminals"]): void {
  const inCall = callStates(ir);
  ir.states.forEach((st, i) => {
    if (!inCall[i]) return;
    for (const t of st.transitions) {
      if (t.absorb || t.restart || t.keep) continue;
      const target = ir.states[t.target]!;
      if (target.channel.kind !== Channel.Text || target.channel.jsonString) continue;
      const terminal = terminals[t.terminal]!;
      const first = terminal.variants[0]![0];
      if (!terminal.special && !(first !== undefined && "lit" in first && first.lit.startsWith("<"))) continue;
      if (target.transitions.some((u) => u.terminal === t.terminal)) continue;
      target.transitions.push({ at: t.at, terminal: t.terminal, target: t.target, events: [], absorb: true, after: t.terminal, repeat: true });
    }
  });
}

function lowerCaps(g: MergedGrammar): CapsIR {
  const caps: CapsIR = { ...DEFAULT_CAPS };
  for (const { name, field } of CAP_TABLE) {
    const value = g.policies.get(name)?.value.text;
    if (value !== undefined) caps[field] = Number(value);
  }
  return caps;
}

function lowerEvent(e: EventDecl): EventIR {
  const [first, second] = e.args.map((a) => a.text);
  const literal = e.args[0]?.literal === true ? { literal: true as const } : {};
  switch (e.name.text) {
    case "tool_start": {
      const ev: EventIR = { kind: "tool_start" };
      if (first && (literal.literal || first !== "declared_only")) Object.assign(ev, { name: first }, literal);
      if ((!literal.literal && first === "declared_only") || second === "declared_only") ev.declaredOnly = true;
      return ev;
    }
    case "tool_name":
      return { kind: "tool_name", name: first!, ...literal };
    case "tool_id":
      return { kind: "tool_id", id: first!, ...literal };
    case "arg_start":
      // The key is the tail of the call's name: the sink is given an empty key and splits the name.
      if (!literal.literal && first === "name_tail") return { kind: "arg_start", key: "", literal: true, fromName: true };
      return { kind: "arg_start", key: first!, ...literal };
    default:
      return { kind: e.name.text as "reasoning_start" | "reasoning_end" | "content_start" | "tool_end" | "arg_end" };
  }
}

function option(decl: StateDecl, key: string): OptionValue | null | undefined {
  const o = decl.options.find((x) => x.key.text === key);
  return o ? o.value : undefined;
}

function lowerExtract(value: OptionValue | null | undefined): ExtractIR {
  const out: ExtractIR = { after: "", before: "" };
  const atoms = value?.atoms ?? [];
  for (let i = 0; i + 1 < atoms.length; i += 2) {
    if (atoms[i]!.text === "after") out.after = atoms[i + 1]!.text;
    if (atoms[i]!.text === "before") out.before = atoms[i + 1]!.text;
  }
  return out;
}

function lowerChannel(decl: StateDecl): ChannelIR {
  const kind = CHANNEL_NAMES.indexOf(decl.channel.text as (typeof CHANNEL_NAMES)[number]) as Channel;
  const channel: ChannelIR = { kind };
  switch (decl.channel.text) {
    case "arg_value": {
      const flags = new Set(decl.options.filter((o) => !o.value).map((o) => o.key.text));
      channel.encoding = (["string", "json", "schema"] as Encoding[]).find((e) => flags.has(e)) ?? "string";
      channel.trim = flags.has("trim_newline_pair") ? "paired" : flags.has("trim_newline") ? "newline" : "none";
      if (flags.has("merge_duplicates")) channel.mergeDuplicates = true;
      const from = option(decl, "encoding_from");
      if (from) {
        channel.encodingCapture = {
          capture: from.atoms[0]!.text,
          map: Object.fromEntries(from.map.map((e) => [e.key.text, e.value.text as Encoding])),
        };
      }
      break;
    }
    case "envelope":
      channel.nameKeys = option(decl, "name")?.atoms.map((a) => a.text) ?? [...DEFAULT_NAME_KEYS];
      channel.argsKeys = option(decl, "arguments")?.atoms.map((a) => a.text) ?? [...DEFAULT_ARGS_KEYS];
      {
        const wrappers = option(decl, "wrapper")?.atoms.map((a) => a.text);
        // The grammar's wrappers first; OpenAI's tool_call object is still read into, as models drift into it.
        if (wrappers) channel.wrapperKeys = [...new Set([...wrappers, ...CALL_WRAPPER_KEYS])];
      }
      {
        const idKeys = option(decl, "id")?.atoms.map((a) => a.text);
        if (idKeys) channel.idKeys = idKeys;
      }
      if (option(decl, "array") === null) channel.array = true;
      if (option(decl, "lines") === null) channel.lines = true;
      if (option(decl, "name_as_key") === null) channel.nameAsKey = true;
      if (option(decl, "python") === null) channel.python = true;
      {
        const suffix = option(decl, "name_suffix")?.atoms[0]?.text;
        if (suffix) channel.nameSuffix = suffix;
      }
      break;
    case "args_json": {
      const quote = option(decl, "quote")?.atoms[0]?.text;
      if (quote) channel.quote = quote;
      const xml = option(decl, "xml");
      if (xml !== undefined) channel.xml = xml?.atoms[0]?.text ?? "";
      const textKey = option(decl, "text_key")?.atoms[0]?.text;
      if (textKey) channel.textKey = textKey;
      break;
    }
    case "discard": {
      if (option(decl, "write") !== undefined) channel.write = option(decl, "write")!.atoms[0]!.text;
      const stray = option(decl, "stray")?.atoms[0]?.text;
      if (stray === "reasoning" || stray === "dropped") channel.stray = stray;
      break;
    }
    case "header":
      if (option(decl, "write") !== undefined) channel.write = option(decl, "write")!.atoms[0]!.text;
      // Either may be left out: an id-only header follows a name read elsewhere (Mistral's [CALL_ID]).
      if (option(decl, "id") !== undefined) channel.id = lowerExtract(option(decl, "id"));
      if (option(decl, "name") !== undefined) channel.name = lowerExtract(option(decl, "name"));
      break;
  }
  return channel;
}
