/**
 * Render probes: `check` writes a small message through `render` for each
 * thing the grammar can parse (a call, reasoning then content), so a grammar
 * that reads calls it cannot write is found when it is written, not when a
 * server first asks `render` or `export` for it. A probe that cannot be
 * written is a warning at the state where the writer found no way on.
 */
import { Channel, type DialectIR, interpretedDialect, callStates, RenderError, renderFor, type RenderMessage } from "../../runtime/compiler-api.js";
import type { Diagnostics } from "./diagnostics.js";
import type { MergedGrammar } from "./load.js";

/** The probe's one tool: a string parameter every argument syntax can write. */
const RENDER_CHECK_TOOLS = [
  {
    type: "function",
    function: { name: "probe_tool", parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } },
  },
] as const;

interface Probe {
  what: string;
  message: RenderMessage;
  thinking?: boolean;
}

/** What the grammar can parse, as messages `render` must be able to write. */
function renderProbes(ir: DialectIR): Probe[] {
  const probes: Probe[] = [];
  const hasCalls = callStates(ir).some((x) => x === 1) || ir.states.some((s) => s.channel.kind === Channel.Envelope);
  if (hasCalls) probes.push({ what: "a call", message: { tool_calls: [{ name: "probe_tool", arguments: { text: "probe" } }] } });
  if (ir.states.some((s) => s.channel.kind === Channel.Reasoning)) {
    probes.push({ what: "reasoning, then content", message: { reasoning: "probe reasoning", content: "probe content" }, thinking: true });
  }
  return probes;
}

export function checkRender(ir: DialectIR, g: MergedGrammar, d: Diagnostics): void {
  const dialect = interpretedDialect(ir);
  for (const probe of renderProbes(ir)) {
    try {
      renderFor(dialect, probe.message, { tools: RENDER_CHECK_TOOLS as never, ...(probe.thinking === undefined ? {} : { thinking: probe.thinking }) });
    } catch (e) {
      if (!(e instanceof RenderError)) throw e;
      const state = e.stoppedIn ? g.states.get(e.stoppedIn.state) : undefined;
      const why = e.message.replace(/^dialectc: .*? cannot express this message: /, "");
      d.warning(
        state ? state.name.span : g.chain[0]!.name.span,
        `render cannot write ${probe.what} (${JSON.stringify(probe.message)}): ${why}; so export cannot constrain it either`,
        "unwritable",
      );
    }
  }
}
