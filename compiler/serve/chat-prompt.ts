/**
 * The prompt a request becomes: its messages and tools rendered through the
 * model's chat template with the generation prompt, the thinking switch and
 * the caller's chat_template_kwargs. Templates differ in how they take a
 * past call's arguments (an object, or JSON text as DeepSeek V3's does); which
 * one this template takes is found once, by rendering a call both ways.
 */
import type { ChatTemplate } from "../templates/chat-template.js";
import { TemplateError } from "../templates/chat-template.js";
import { ApiError } from "./api-error.js";
import type { ChatRequest, TemplateMessage } from "./request.js";

const SENTINEL = "dialectc_probe_value";

/** Whether the template writes a past call's arguments only when given them as JSON text. */
function wantsArgumentsAsText(template: ChatTemplate): boolean {
  const turn = (args: unknown) => [
    { role: "user", content: "q" },
    { role: "assistant", content: null, tool_calls: [{ id: "call_0", type: "function", function: { name: "probe_fn", arguments: args } }] },
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

export class ChatPrompt {
  private readonly argsAsText: boolean;

  constructor(private readonly template: ChatTemplate) {
    this.argsAsText = wantsArgumentsAsText(template);
  }

  /** The messages as the template takes them: `developer` as `system`, arguments in the template's form. */
  private messages(messages: readonly TemplateMessage[]): Record<string, unknown>[] {
    return messages.map((m) => {
      const out: Record<string, unknown> = { ...m, role: m.role === "developer" ? "system" : m.role };
      if (m.tool_calls && this.argsAsText)
        out.tool_calls = m.tool_calls.map((c) => ({ ...c, function: { name: c.function.name, arguments: JSON.stringify(c.function.arguments) } }));
      return out;
    });
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
      if (e instanceof TemplateError)
        throw new ApiError(400, `the chat template cannot render these messages: ${e.message.replace(/^dialectc: /, "")}`, "invalid_request_error", "messages", "template_error");
      throw e;
    }
  }
}
