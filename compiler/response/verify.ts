/**
 * A written response template read back before anyone sees it: through the
 * reader (`to-grammar.ts`), it must parse what the dialect writes for each
 * probe (an answer, reasoning, one call with typed arguments, two calls, an
 * answer before a call) as the dialect parses it. Reasoning and the answer
 * are compared without their edge whitespace, which templates strip.
 */
import { interpretedDialect, type Dialect, parseCompleteFor, RenderError, renderFor, type RenderMessage, type Message, type Tool } from "../../runtime/compiler-api.js";
import { buildGrammarSource } from "../lower/build.js";
import { grammarFromTemplate } from "./to-grammar.js";
import { readResponseTemplate, ResponseTemplateError } from "./template.js";

const TOOLS: Tool[] = [
  {
    type: "function",
    function: {
      name: "probe_lookup",
      parameters: { type: "object", properties: { topic: { type: "string" }, count: { type: "integer" }, exact: { type: "boolean" } } },
    },
  },
];

const CALL = { name: "probe_lookup", arguments: { topic: "probe topic", count: 3, exact: true } };
const PROBES: { what: string; message: RenderMessage }[] = [
  { what: "an answer", message: { content: "The probe answer." } },
  { what: "reasoning, then an answer", message: { reasoning: "Probe reasoning.", content: "The probe answer." } },
  { what: "a call", message: { tool_calls: [CALL] } },
  { what: "an answer, then a call", message: { content: "Looking it up.", tool_calls: [CALL] } },
  { what: "two calls", message: { tool_calls: [CALL, { name: "probe_lookup", arguments: { topic: "second" } }] } },
  { what: "reasoning, then a call", message: { reasoning: "Probe reasoning.", tool_calls: [CALL] } },
];

/** The template as a dialect, or why it does not read back. */
export function templateDialect(template: unknown, name: string): Dialect | string {
  try {
    const text = grammarFromTemplate(readResponseTemplate(template), name, "the exported template");
    const build = buildGrammarSource(`${name}.dialect`, text);
    if (build.diagnostics.hasErrors) return build.diagnostics.items.find((d) => d.severity === "error")!.message;
    return interpretedDialect(build.dialects[0]!);
  } catch (e) {
    if (e instanceof ResponseTemplateError) return e.message;
    throw e;
  }
}

/** A message as a template and a dialect are compared: reasoning and the answer without edge whitespace, calls as name and arguments. */
export const comparable = (m: Message) =>
  JSON.stringify({
    reasoning: m.reasoning?.trim() || null,
    content: m.content?.trim() || null,
    calls: m.tool_calls.map((c) => [c.name, JSON.parse(c.arguments) as unknown]),
  });

/**
 * Null when the template reads every probe the dialect can write as the dialect does; otherwise the
 * first probe it reads otherwise, in one line. `opener`: what a prompt writes to open reasoning, for
 * a turn the dialect starts in reasoning; `closer`: what it writes to close it, for a turn without
 * thinking, where the template opens reasoning at the start.
 */
export function verifyTemplate(
  dialect: Dialect,
  template: unknown,
  opener: string | null,
  texts: readonly string[] = [],
  modes: readonly boolean[] = [false, true],
  closer: string | null = null,
): string | null {
  const back = templateDialect(template, `${dialect.name}_template`);
  if (typeof back === "string") return `the template does not read back: ${back}`;
  const cases: { what: string; text: string; thinking: boolean }[] = texts.map((text, i) => ({ what: `output ${i + 1}`, text, thinking: modes[0]! }));
  for (const probe of PROBES) {
    for (const thinking of modes) {
      if (thinking && modes.length > 1 && dialect.ir.initial.thinking === dialect.ir.initial.plain) continue;
      let text: string;
      try {
        text = renderFor(dialect, probe.message, { tools: TOOLS, thinking });
      } catch (e) {
        if (e instanceof RenderError) continue;
        throw e;
      }
      cases.push({ what: `${probe.what}${thinking ? " (thinking)" : ""}`, text, thinking });
    }
  }
  for (const c of cases) {
    const want = comparable(parseCompleteFor(dialect, c.text, { tools: TOOLS, thinking: c.thinking }));
    // A turn that starts in reasoning was opened by the prompt: the template sees the opener there.
    const prompt = turnPrompt(dialect, c.thinking, opener, closer);
    const got = comparable(parseCompleteFor(back, c.text, { tools: TOOLS, prompt }));
    if (got !== want) return `it reads ${c.what} (${JSON.stringify(c.text)}) as ${got}, where the dialect reads ${want}`;
  }
  return null;
}

/** The prompt a probe's turn is read after: the opener for a turn the dialect starts in reasoning, the closer (where the template needs one) for a turn without thinking. */
export function turnPrompt(dialect: Dialect, thinking: boolean, opener: string | null, closer: string | null): string {
  if (dialect.ir.initial.thinking === dialect.ir.initial.plain) return "";
  return thinking ? (opener ?? "") : (closer ?? "");
}

/**
 * Null when the template reads each of a chat template's assistant turns (its prompt as the prefix, its
 * text as the output) as the dialect reads them; otherwise the first it reads otherwise.
 */
export function verifyTurns(dialect: Dialect, template: unknown, turns: readonly { what: string; prompt: string; text: string; tools: readonly Tool[] }[]): string | null {
  const back = templateDialect(template, `${dialect.name}_template`);
  if (typeof back === "string") return `the template does not read back: ${back}`;
  for (const t of turns) {
    const want = comparable(parseCompleteFor(dialect, t.text, { tools: [...t.tools], prompt: t.prompt }));
    const got = comparable(parseCompleteFor(back, t.text, { tools: [...t.tools], prompt: t.prompt }));
    if (got !== want) return `it reads the template's ${t.what} (${JSON.stringify(t.text)}) as ${got}, where the dialect reads ${want}`;
  }
  return null;
}
