/**
 * Calls that lost their opener. Models drop a call's wrapper and write its
 * inner, named marker straight into the answer (Qwen3's `<function=NAME>`
 * without `<tool_call>`, MiniMax's `<invoke name="NAME">` without
 * `<minimax:tool_call>`, Step3's `<steptml:invoke …>`). Where a grammar opens a
 * call with a wrapper and names it with a marker inside the wrapper, the
 * lowering lets that inner marker open the call from every text state too, as
 * a recovery: `tool_start(NAME, declared_only)`, so the call counts only when
 * the request declares the name (prose that quotes the marker stays prose),
 * and `read_only`, so render and export never write it. A grammar that says
 * otherwise for a state (any transition on the marker there, as Qwen3's and
 * DSML's hand-written rules) keeps what it says.
 *
 * The inner marker may also open the call and leave its name to what follows
 * (Kimi's `<|tool_call_begin|>` before its header, Step3's before its invoke);
 * the name must still be a declared tool's. Only distinctive markers qualify:
 * every spelling starts with a literal of at least four characters, not all of
 * them letters or digits, and captures the name where it gives one
 * (`<function=`, `<invoke name="`); a bare word never opens a call.
 */
import { Channel, type DialectIR, type EventIR, type Part, type TerminalIR, type TransitionIR, callStates } from "../../runtime/compiler-api.js";

export function addOrphanCalls(ir: DialectIR, terminals: readonly TerminalIR[]): void {
  const inCall = callStates(ir);
  ir.states.forEach((st) => {
    if (st.channel.kind !== Channel.Text) return;
    const added: TransitionIR[] = [];
    for (const opener of st.transitions) {
      if (opener.absorb || opener.keep || opener.restart || opener.readOnly || !inCall[opener.target]) continue;
      const start = opener.events.find((e) => e.kind === "tool_start");
      // The wrapper names the call itself (GLM's `<tool_call>NAME`): there is no inner marker to recover by.
      if (start?.kind === "tool_start" && (start.name !== undefined || start.declaredOnly)) continue;
      for (const inner of ir.states[opener.target]!.transitions) {
        if (inner.absorb || inner.keep || inner.restart || !inCall[inner.target]) continue;
        if (st.transitions.some((t) => t.terminal === inner.terminal) || added.some((t) => t.terminal === inner.terminal)) continue;
        const namer = inner.events.find(
          (e): e is Extract<EventIR, { kind: "tool_name" | "tool_start" }> => (e.kind === "tool_name" || e.kind === "tool_start") && e.name !== undefined && !e.literal,
        );
        // The inner marker opens the call: named by its capture, or by what follows (Kimi's header).
        const opens = inner.events.some((e) => e.kind === "tool_start");
        let name: string | undefined;
        if (start !== undefined && namer?.kind === "tool_name") name = namer.name;
        else if (start === undefined && opens) name = namer?.name;
        else continue;
        // A call named inside a JSON envelope is the bare-object recovery, which must be the whole rest of
        // the output; a wrapped envelope's inner marker is no opener of its own.
        const kind = ir.states[inner.target]!.channel.kind;
        if (name === undefined && (kind === Channel.Envelope || kind === Channel.ArgsJson)) continue;
        if (!distinctive(terminals[inner.terminal]!, name)) continue;
        const rest = inner.events.filter((e) => e !== namer && e.kind !== "tool_start");
        const recovery: TransitionIR = {
          at: inner.at,
          terminal: inner.terminal,
          target: inner.target,
          events: [{ kind: "tool_start", ...(name !== undefined ? { name } : {}), declaredOnly: true }, ...rest],
          readOnly: true,
        };
        if (inner.follow) recovery.follow = inner.follow;
        added.push(recovery);
      }
    }
    st.transitions.push(...added);
  });
}

/** Every spelling starts with markup (a literal of four or more characters, not only letters and digits) and captures `name`, if given. */
function distinctive(terminal: TerminalIR, name: string | undefined): boolean {
  return terminal.variants.every((parts: Part[]) => {
    const first = parts[0];
    if (!first || !("lit" in first) || first.lit.length < 4 || /^[\p{L}\p{N}]+$/u.test(first.lit)) return false;
    return name === undefined || parts.some((p) => "cap" in p && p.cap === name);
  });
}
