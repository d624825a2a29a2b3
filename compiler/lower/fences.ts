/**
 * The fence rule (docs/recovery.md, "Fenced calls"): models often wrap their
 * calls in a markdown code fence, ```` ```json ```` … ```` ``` ````. The
 * lowering gives every dialect one fence terminal, `FENCE_TERMINAL`, spelled
 * ```` ``` ```` with an optional language word, and absorbs it, marked
 * `fence`, where a fence around calls can stand:
 *
 *  - in each text state a call region is entered from or returns to (not a
 *    JSON-string text, not reasoning): there a fence line is a marker, so it
 *    is not the first text of a state that lasts until it (Qwen2.5-Coder's
 *    bare object may follow it);
 *  - in each call state the model may leave without a closing marker of its
 *    own (an envelope or JSON arguments entered by a lookahead, or with no way
 *    back to text: a bare object, Mistral's arguments, Llama's objects), where
 *    the closing fence follows the calls; only outside JSON strings.
 *
 * The machine only reports the line; what it is (layout around calls, or a
 * prose code block's text) is the assembler's verdict (`text-output.ts`). A
 * state whose own markers begin with a backtick spells its fences itself
 * (RWKV's ```` ```json ```` call, xLAM's fenced array, MiniCPM3's block) and
 * is left as its grammar says.
 */
import { Channel, type ChannelIR, type DialectIR, type StateIR, type TerminalIR, type TransitionIR, callStates } from "../../runtime/compiler-api.js";

/** The fence terminal's name: no grammar can declare it, so it never meets one of the grammar's. */
export const FENCE_TERMINAL = "```";
/** The language word after the backticks: a bounded word, not markup, quotes or punctuation that ends a sentence. */
const LANGUAGE = { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" };

/**
 * The dialect with the fence terminal and its absorbs. The terminal comes
 * first, so that a dialect that only adds terminals to its base (a turn
 * marker no transition reads) keeps its base's machine.
 */
export function withFences(ir: DialectIR): DialectIR {
  const { terminals, states } = ir;
  const inCall = callStates(ir);
  const ownFence = (st: StateIR) => st.transitions.some((t) => terminals[t.terminal]!.variants.some((v) => v[0] !== undefined && "lit" in v[0] && v[0].lit.startsWith("`")));
  const isText = (st: StateIR) => st.channel.kind === Channel.Text && !st.channel.jsonString;
  const structural = (t: TransitionIR) => !t.absorb && !t.restart;

  const fenced = new Set<number>();
  states.forEach((st, i) => {
    if (!isText(st) || ownFence(st)) return;
    const opens = st.transitions.some((t) => structural(t) && inCall[t.target] === 1);
    const returns = states.some((from, j) => inCall[j] === 1 && from.transitions.some((t) => structural(t) && t.target === i));
    if (opens || returns) fenced.add(i);
  });
  if (fenced.size === 0) return ir;

  const enteredByLookahead = new Set<number>();
  for (const i of fenced) for (const t of states[i]!.transitions) if (t.keep && inCall[t.target] === 1) enteredByLookahead.add(t.target);
  const jsonCall = (st: StateIR) =>
    (st.channel.kind === Channel.Envelope && !st.channel.python) ||
    (st.channel.kind === Channel.ArgsJson && st.channel.quote === undefined && st.channel.xml === undefined && st.channel.textKey === undefined);
  const after = new Set<number>();
  states.forEach((st, i) => {
    if (inCall[i] !== 1 || !jsonCall(st) || ownFence(st)) return;
    // A way out: a marker to another state that does not open the next call (a closer).
    const closes = st.transitions.some((t) => structural(t) && t.target !== i && !t.events.some((e) => e.kind === "tool_start"));
    if (!closes || enteredByLookahead.has(i)) after.add(i);
  });

  // Terminal 0 is the fence; every other index moves up by one.
  const up = (i: number) => i + 1;
  const shifted: StateIR[] = states.map((st, i) => {
    const channel: ChannelIR = st.channel.block ? { ...st.channel, block: { open: up(st.channel.block.open), close: up(st.channel.block.close) } } : st.channel;
    const transitions: TransitionIR[] = st.transitions.map((t) => ({
      ...t,
      terminal: up(t.terminal),
      ...(t.follow ? { follow: { ...t.follow, terminals: t.follow.terminals.map(up) } } : {}),
      ...(t.after !== undefined ? { after: up(t.after) } : {}),
    }));
    if (fenced.has(i)) transitions.push({ at: st.at, terminal: 0, target: i, events: [], absorb: true, fence: true });
    if (after.has(i)) transitions.push({ at: st.at, terminal: 0, target: i, events: [], absorb: true, fence: true, outsideString: true });
    return { ...st, channel, transitions };
  });
  const fence: TerminalIR = { name: FENCE_TERMINAL, special: false, variants: [[{ lit: "```" }, { ...LANGUAGE }, { ws: ir.policies.caps.lookahead }], [{ lit: "```" }]] };
  return { ...ir, terminals: [fence, ...terminals], states: shifted, turnBoundaries: ir.turnBoundaries.map(up) };
}
