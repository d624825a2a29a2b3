/**
 * The render contexts the Jinja differential test renders each template
 * with: the conversations a server passes to `apply_chat_template`, built
 * from the probes (template-probes.ts). For every probe: the full
 * conversation [system, user, assistant] in three shapes (call ids
 * `functions.NAME:0`, `call_0` and Mistral's 9 alphanumerics; arguments as
 * objects and as JSON text; content null and ""; `reasoning_content` where
 * the probe reasons; thinking switched on, off and not said); generation
 * prompts (only the user's turn, with and without tools, thinking on, off,
 * unsaid); a tool round trip (a call, the tool's result, the answer); and
 * that round trip as a Python client writes it, whole-number floats (`0.0`,
 * `2.0`) in the tool schema and the call's arguments. Each context is the
 * request's JSON text, which both engines read (Python's json.loads, and
 * serve's parseJsonAsPython). About 30 contexts a template, so the corpus
 * renders in seconds.
 */
import { PROBE_QUESTION, PROBE_TOOLS, PROBES } from "../../compiler/templates/template-probes.js";

export interface JinjaContext {
  /** what the context is, for failure messages */
  name: string;
  /** the render variables as the request's JSON text */
  json: string;
}

/** A whole-number float a Python client writes (json.dumps(2.0) is "2.0"), where JSON.stringify writes 2. */
const FLOAT = (n: number) => `\u0000float:${n}`;
const asJson = (vars: Record<string, unknown>) => JSON.stringify(vars).replace(/"\\u0000float:(-?\d+)"/g, "$1.0");

type ProbeMessage = { reasoning?: string; content?: string; tool_calls?: { name: string; arguments: unknown }[] };

const SYSTEM = { role: "system", content: "Probe system Ωmega prompt." };
const USER = { role: "user", content: PROBE_QUESTION };

interface Shape {
  label: string;
  id: (name: string, i: number) => string;
  argsAsText: boolean;
  nullContent: boolean;
  system: boolean;
  thinking: "probe" | "absent" | false;
}

const SHAPES: Shape[] = [
  { label: "functions.NAME:i ids, object arguments", id: (name, i) => `functions.${name}:${i}`, argsAsText: false, nullContent: true, system: true, thinking: "probe" },
  { label: "call_i ids, JSON-text arguments", id: (_n, i) => `call_${i}`, argsAsText: true, nullContent: false, system: false, thinking: "absent" },
  { label: "9-alphanumeric ids, thinking off", id: (_n, i) => `a1B2c3D4${"efghij"[i] ?? "e"}`, argsAsText: false, nullContent: false, system: true, thinking: false },
];

function assistantTurn(m: ProbeMessage, shape: Shape): Record<string, unknown> {
  const turn: Record<string, unknown> = { role: "assistant", content: m.content ?? (shape.nullContent ? null : "") };
  if (m.reasoning) turn.reasoning_content = m.reasoning;
  if (m.tool_calls?.length) {
    turn.tool_calls = m.tool_calls.map((c, i) => ({
      id: shape.id(c.name, i),
      type: "function",
      function: { name: c.name, arguments: shape.argsAsText ? JSON.stringify(c.arguments) : c.arguments },
    }));
  }
  return turn;
}

/** The thinking switches a request sets (both spellings templates read), or none. */
function thinkingVars(thinking: boolean | undefined): Record<string, unknown> {
  return thinking === undefined ? {} : { enable_thinking: thinking, thinking };
}

/** Every context for one template: `bos`/`eos` are its special tokens ("" where unknown). */
export function jinjaContexts(bos: string, eos: string): JinjaContext[] {
  const base = { bos_token: bos, eos_token: eos };
  const out: JinjaContext[] = [];
  const add = (name: string, vars: Record<string, unknown>) => out.push({ name, json: asJson(vars) });
  for (const probe of PROBES) {
    const message = probe.message as ProbeMessage;
    for (const shape of SHAPES) {
      const thinking = shape.thinking === "probe" ? probe.thinking : shape.thinking === "absent" ? undefined : false;
      const messages = [...(shape.system ? [SYSTEM] : []), USER, assistantTurn(message, shape)];
      add(`${probe.name}; ${shape.label}`, { ...base, messages, tools: PROBE_TOOLS, add_generation_prompt: false, ...thinkingVars(thinking) });
    }
  }
  for (const thinking of [true, false, undefined]) {
    add(`generation prompt, tools, thinking ${thinking ?? "unsaid"}`, { ...base, messages: [USER], tools: PROBE_TOOLS, add_generation_prompt: true, ...thinkingVars(thinking) });
  }
  add("generation prompt with a system turn, no tools", { ...base, messages: [SYSTEM, USER], add_generation_prompt: true });
  const call = { name: "probe_lookup", arguments: { topic: "Ωmega round trip", count: 3 } };
  const roundTrip = (shape: Shape, c: typeof call) => {
    const turn = assistantTurn({ tool_calls: [c] }, shape);
    const result = { role: "tool", tool_call_id: shape.id(c.name, 0), content: '{"found": "Ωmega result"}' };
    const answer = { role: "assistant", content: "Probe answer from the Ωmega result." };
    return { turn, result, answer };
  };
  for (const shape of SHAPES.slice(0, 2)) {
    const { turn, result, answer } = roundTrip(shape, call);
    add(`tool round trip; ${shape.label}`, { ...base, messages: [SYSTEM, USER, turn, result, answer], tools: PROBE_TOOLS, add_generation_prompt: false });
    add(`tool result then generation prompt; ${shape.label}`, { ...base, messages: [USER, turn, result], tools: PROBE_TOOLS, add_generation_prompt: true, ...thinkingVars(true) });
  }
  // A Python client's request: its floats written as floats, in a schema's bounds and in the call's arguments.
  const floats = structuredClone(PROBE_TOOLS) as { function: { parameters: { properties: Record<string, Record<string, unknown>> } } }[];
  Object.assign(floats[0]!.function.parameters.properties.ratio!, { minimum: FLOAT(0), default: FLOAT(1) });
  const { turn, result, answer } = roundTrip(SHAPES[0]!, { ...call, arguments: { ...call.arguments, ratio: FLOAT(2) } as typeof call.arguments });
  add("tool round trip, whole-number floats as a Python client writes them", {
    ...base,
    messages: [SYSTEM, USER, turn, result, answer],
    tools: floats,
    add_generation_prompt: false,
  });
  return out;
}
