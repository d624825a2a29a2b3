/**
 * The prompt a request becomes: its messages and tools rendered through the
 * model's chat template with the generation prompt, the thinking switch and
 * the caller's chat_template_kwargs. Templates differ in how they take a
 * past call's arguments (an object, or JSON text as DeepSeek V3's does); which
 * one this template takes is found once, by rendering a call both ways.
 *
 * Agents send system (and developer) turns anywhere: Claude Code one in
 * mid-conversation, Codex two developer items before the first user turn.
 * Many templates take only one leading system message and raise on, or drop,
 * any other (Qwen3.5, Mistral, Apertus, InternLM2). Whether this template
 * takes them is found once too, by rendering probes: where it does not, every
 * system turn after the first is merged into the leading system message, in
 * order, the later ones marked as instructions given later. Two user turns
 * in a row (Codex's environment context, then the question) are joined into
 * one where the template insists that roles alternate, and call ids are
 * respelled as 9 alphanumeric characters where it insists on those
 * (Mistral's), the same in a call and in its result.
 */
import type { ChatTemplate } from "../../templates/chat-template.js";
import { TemplateError } from "../../templates/chat-template.js";
import { ApiError } from "./api-error.js";
import type { ChatRequest, TemplateMessage } from "./request.js";

const SENTINEL = "dialectc_probe_value";

/** Whether the template writes a past call's arguments only when given them as JSON text. */
function wantsArgumentsAsText(template: ChatTemplate): boolean {
  const turn = (args: unknown) => [
    { role: "user", content: "q" },
    // content "" as the API readers hand an assistant turn that only calls (Apertus's raises on null)
    { role: "assistant", content: "", tool_calls: [{ id: "call_0", type: "function", function: { name: "probe_fn", arguments: args } }] },
  ];
  const writes = (args: unknown) => {
    try {
      const text = template.render({ messages: turn(args), addGenerationPrompt: false });
      return text.includes(SENTINEL) && !text.includes("[object ");
    } catch {
      return false;
    }
  };
  return !writes({ key: SENTINEL }) && writes(JSON.stringify({ key: SENTINEL }));
}

/** A system turn's text, as the probes below write it. */
const probeSystem = (content: string) => ({ role: "system", content });

/**
 * Whether the template writes a system turn placed as `shape` places it (a second leading one, or one after
 * other turns): false where it raises or leaves the turn's text out, while one leading system turn renders.
 * Null where the template takes no leading system message either (nothing to merge into).
 */
function takesSystemTurn(template: ChatTemplate, shape: "second" | "later"): boolean | null {
  const writes = (messages: Record<string, unknown>[], sentinels: string[]) => {
    try {
      const text = template.render({ messages, addGenerationPrompt: true });
      return sentinels.every((s) => text.includes(s));
    } catch {
      return false;
    }
  };
  const first = `${SENTINEL}_first`;
  const second = `${SENTINEL}_second`;
  if (!writes([probeSystem(first), { role: "user", content: "q" }], [first])) return null;
  const turns =
    shape === "second"
      ? [probeSystem(first), probeSystem(second), { role: "user", content: "q" }]
      : [probeSystem(first), { role: "user", content: "q" }, { role: "assistant", content: "a" }, probeSystem(second), { role: "user", content: "r" }];
  return writes(turns, [first, second]);
}

/** How a later system turn is marked once merged into the leading system message. */
export function laterInstruction(content: string, after: number): string {
  return `[Instructions given later in the conversation, after ${after} message${after === 1 ? "" : "s"}:]\n${content}`;
}

/**
 * The messages with every system turn merged into one leading system message, in order, where the template
 * refuses a second leading one (`mergeSecond`) or a later one (`mergeLater`) and the request has such: the
 * leading ones joined as they are, a later one marked with where it stood (the count of turns before it).
 */
function mergeSystemTurns(messages: readonly TemplateMessage[], mergeSecond: boolean, mergeLater: boolean): readonly TemplateMessage[] {
  let leading = 0;
  while (leading < messages.length && isSystem(messages[leading]!)) leading++;
  const later = messages.slice(leading).some(isSystem);
  if (!(mergeSecond && leading > 1) && !(mergeLater && later)) return messages;
  const parts: string[] = [];
  const rest: TemplateMessage[] = [];
  let turns = 0;
  for (const [i, m] of messages.entries()) {
    if (i < leading) parts.push(m.content ?? "");
    else if (isSystem(m) && mergeLater) parts.push(laterInstruction(m.content ?? "", turns));
    else {
      rest.push(m);
      turns++;
    }
  }
  return [{ role: "system", content: parts.filter((p) => p !== "").join("\n\n") }, ...rest];
}

const isSystem = (m: TemplateMessage) => m.role === "system" || m.role === "developer";

/** Whether the template refuses (or drops) two user turns in a row while it renders one. */
function refusesUserRun(template: ChatTemplate): boolean {
  const writes = (messages: Record<string, unknown>[], sentinels: string[]) => {
    try {
      const text = template.render({ messages, addGenerationPrompt: true });
      return sentinels.every((s) => text.includes(s));
    } catch {
      return false;
    }
  };
  const [a, b] = [`${SENTINEL}_a`, `${SENTINEL}_b`];
  return (
    writes([{ role: "user", content: a }], [a]) &&
    !writes(
      [
        { role: "user", content: a },
        { role: "user", content: b },
      ],
      [a, b],
    )
  );
}

/** Consecutive user turns joined into one, their texts a blank line apart. */
function joinUserRuns(messages: readonly TemplateMessage[]): readonly TemplateMessage[] {
  if (!messages.some((m, i) => i > 0 && m.role === "user" && messages[i - 1]!.role === "user")) return messages;
  const out: TemplateMessage[] = [];
  for (const m of messages) {
    const last = out[out.length - 1];
    if (m.role === "user" && last?.role === "user" && !last.name && !m.name) out[out.length - 1] = { ...last, content: [last.content, m.content].filter((c) => c).join("\n\n") };
    else out.push(m);
  }
  return out;
}

/** Whether the template refuses a call id an agent sends (`toolu_…`, `call_…`) but takes 9 alphanumeric characters. */
function wantsShortIds(template: ChatTemplate): boolean {
  const renders = (id: string) => {
    try {
      template.render({
        messages: [
          { role: "user", content: "q" },
          { role: "assistant", content: "", tool_calls: [{ id, type: "function", function: { name: "probe_fn", arguments: { key: SENTINEL } } }] },
          { role: "tool", tool_call_id: id, content: "r" },
        ],
        addGenerationPrompt: true,
      });
      return true;
    } catch {
      return false;
    }
  };
  return !renders("toolu_01A09q90qw90lq917835lq9") && renders("a1B2c3D4e");
}

/** An id as 9 alphanumeric characters, the same for the same id (a hash of it). */
export function shortId(id: string): string {
  if (/^[A-Za-z0-9]{9}$/.test(id)) return id;
  let h1 = 0x811c9dc5;
  let h2 = 0x9e3779b9;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let out = "";
  for (let i = 0; i < 9; i++) {
    const h = i < 5 ? h1 : h2;
    out += digits[(h >>> ((i % 5) * 6)) % 62]!;
  }
  return out;
}

export class ChatPrompt {
  private readonly argsAsText: boolean;
  /** the template refuses (or drops) a second leading system turn: merge it into the first */
  readonly mergeSecondSystem: boolean;
  /** the template refuses (or drops) a system turn after other turns: merge it into the leading one */
  readonly mergeLaterSystem: boolean;
  /** the template insists user and assistant turns alternate: consecutive user turns are joined */
  readonly joinUsers: boolean;
  /** the template insists on call ids of 9 alphanumeric characters (Mistral's): ids are respelled */
  readonly shortIds: boolean;

  constructor(private readonly template: ChatTemplate) {
    this.argsAsText = wantsArgumentsAsText(template);
    this.mergeSecondSystem = takesSystemTurn(template, "second") === false;
    this.mergeLaterSystem = takesSystemTurn(template, "later") === false;
    this.joinUsers = refusesUserRun(template);
    this.shortIds = wantsShortIds(template);
  }

  /** The messages as the template takes them: `developer` as `system`, system turns placed as it takes them, arguments in its form. */
  private messages(messages: readonly TemplateMessage[]): Record<string, unknown>[] {
    let placed = mergeSystemTurns(messages, this.mergeSecondSystem, this.mergeLaterSystem);
    if (this.joinUsers) placed = joinUserRuns(placed);
    return placed.map((m) => {
      const out: Record<string, unknown> = { ...m, role: m.role === "developer" ? "system" : m.role };
      if (m.tool_calls && (this.argsAsText || this.shortIds))
        out.tool_calls = m.tool_calls.map((c) => ({
          ...c,
          ...(this.shortIds ? { id: shortId(c.id) } : {}),
          function: { name: c.function.name, arguments: this.argsAsText ? JSON.stringify(c.function.arguments) : c.function.arguments },
        }));
      if (m.tool_call_id !== undefined && this.shortIds) out.tool_call_id = shortId(m.tool_call_id);
      return out;
    });
  }

  private closer: string | undefined;

  /**
   * What the template writes between an assistant turn's reasoning and its answer (Qwen3's `\n</think>\n\n`),
   * where it holds the dialect's own closer (`dialectCloser`, trimmed); else that closer. Found once.
   */
  reasoningCloser(dialectCloser: string): string {
    if (this.closer !== undefined) return this.closer;
    const [r, c] = [`${SENTINEL}_reasoning`, `${SENTINEL}_answer`];
    let closer = dialectCloser;
    try {
      const text = this.template.render({
        messages: [
          { role: "user", content: "q" },
          { role: "assistant", content: c, reasoning_content: r, reasoning: r },
        ],
        addGenerationPrompt: false,
      });
      const [at, end] = [text.indexOf(r) + r.length, text.indexOf(c)];
      const between = text.indexOf(r) >= 0 && end > at ? text.slice(at, end) : "";
      if (dialectCloser.trim() !== "" && between.includes(dialectCloser.trim())) closer = between;
    } catch {
      // the dialect's closer
    }
    this.closer = closer;
    return closer;
  }

  /** The rendered prompt; a template that refuses the conversation (roles out of order) is the caller's 400. */
  render(request: ChatRequest): string {
    const context = {
      messages: this.messages(request.messages),
      tools: request.tools,
      addGenerationPrompt: true,
      ...(request.thinking !== undefined ? { thinking: request.thinking } : {}),
      extra: request.templateVars,
    };
    try {
      try {
        return this.template.render(context);
      } catch (e) {
        // Thinking off is also said as reasoning_effort "none" where the template reads it; one that refuses
        // that value (Hy3's wants its own words) is asked without it, thinking off as it has it by default.
        if (!(e instanceof TemplateError) || request.thinking !== false || request.templateVars.reasoning_effort !== undefined) throw e;
        return this.template.render({ ...context, effortOff: false });
      }
    } catch (e) {
      if (e instanceof TemplateError) throw new ApiError(400, `the chat template cannot render these messages: ${e.detail}`, "invalid_request_error", "messages", "template_error");
      throw e;
    }
  }
}
