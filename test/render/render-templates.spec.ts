/**
 * Render agrees with the models' own chat templates. An assistant turn with
 * tool calls is rendered through the real template (Qwen3's, which writes
 * Hermes-style calls, and DeepSeek V3's), and the assistant's part (after the
 * generation prompt, up to the next turn marker) is cut out: parsing it gives
 * the message back, and `render` writes the same text but for the listed
 * differences, each with its reason.
 */
import { describe, expect, it } from "vitest";
import { dialects, exportGrammar, parseComplete, render, type Dialect, type Tool } from "../../generated/index.js";
import { models } from "../helpers/templates.js";
import { xgrammar } from "../helpers/xgrammar.js";

const tools: Tool[] = [
  {
    type: "function",
    function: { name: "get_weather", description: "Weather for a city", parameters: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } } } },
  },
];
const user = { role: "user", content: "Weather in Oslo?" };
const special = { bos_token: "<｜begin▁of▁sentence｜>", eos_token: "<｜end▁of▁sentence｜>" };

interface Family {
  model: keyof typeof models;
  dialect: Dialect;
  /** the assistant message as the template takes it */
  assistant: Record<string, unknown>;
  message: { content?: string; tool_calls: { name: string; arguments: Record<string, unknown> }[] };
  /** where the assistant's part ends: the next turn's marker */
  end: string[];
  /** [render's text, the template's text, why] */
  differences: [string, string, string][];
  /** the closer the template leaves out, which the exported grammar wants */
  unclosed?: string;
}

const args = { city: "Oslo", days: 3 };
const FAMILIES: Family[] = [
  {
    model: "qwen3",
    dialect: dialects.hermes,
    assistant: { role: "assistant", content: "Checking.", tool_calls: [{ type: "function", function: { name: "get_weather", arguments: args } }] },
    message: { content: "Checking.", tool_calls: [{ name: "get_weather", arguments: args }] },
    end: ["<|im_end|>"],
    differences: [
      ["<tool_call>", "\n<tool_call>\n", "the template puts each call on lines of its own; whitespace next to a call is not content"],
      ["</tool_call>", "\n</tool_call>", "the same, before the closer"],
    ],
  },
  {
    model: "deepseek_v3",
    dialect: dialects.deepseek_r1,
    // DeepSeek V3's template writes calls only for a message without content, and takes arguments as JSON text.
    assistant: { role: "assistant", content: null, tool_calls: [{ type: "function", function: { name: "get_weather", arguments: JSON.stringify(args) } }] },
    message: { tool_calls: [{ name: "get_weather", arguments: args }] },
    end: ["<｜tool▁outputs▁begin｜>", "<｜end▁of▁sentence｜>"],
    differences: [
      ["get_weather```json", "get_weather\n```json", "the newline after the name is part of the name's text, which is trimmed"],
      ['{"city": "Oslo", "days": 3}', '{"city":"Oslo","days":3}', "the template inserts the arguments' JSON text as given; render writes JSON as tojson does"],
      ["}```", "}\n```", "the newline before the closing fence is whitespace the grammar reads either way; render writes none"],
      ["<｜tool▁calls▁end｜>", "", "the template leaves the block of calls unclosed"],
    ],
    unclosed: "<｜tool▁calls▁end｜>",
  },
];

function assistantPart(f: Family): string {
  const model = models[f.model];
  const prefix = model.render({ messages: [user], tools, add_generation_prompt: true, ...special });
  const full = model.render({ messages: [user, f.assistant, { role: "tool", content: "sunny" }], tools, add_generation_prompt: false, ...special });
  expect(full.startsWith(prefix), "the conversation begins with the generation prompt").toBe(true);
  const rest = full.slice(prefix.length);
  const cut = Math.min(...f.end.map((e) => (rest.includes(e) ? rest.indexOf(e) : rest.length)));
  return rest.slice(0, cut);
}

describe("render agrees with the real chat templates", () => {
  for (const f of FAMILIES) {
    it(`${f.model} → ${f.dialect.name}`, async () => {
      const part = assistantPart(f);
      const parsed = parseComplete(f.dialect, part, { tools, thinking: false });
      expect(parsed.content ?? undefined).toEqual(f.message.content);
      expect(parsed.tool_calls.map((c) => ({ name: c.name, arguments: JSON.parse(c.arguments) }))).toEqual(f.message.tool_calls);
      let ours = render(f.dialect, f.message, { tools, thinking: false });
      for (const [from, to] of f.differences) {
        expect(ours.includes(from), `difference '${from}' still applies`).toBe(true);
        ours = ours.replaceAll(from, to);
      }
      expect(ours).toBe(part);
      // The grammar exported for these tools accepts what the template wrote (closed, where the template
      // leaves the block open): under auto, and as a forced call where the turn is calls only.
      const xg = xgrammar();
      const closed = part + (f.unclosed ?? "");
      for (const toolChoice of f.message.content ? (["auto"] as const) : (["auto", "required"] as const)) {
        const tag = exportGrammar(f.dialect, { tools, toolChoice, thinking: false });
        expect(await xg.Testings.isGrammarAcceptString(await xg.Grammar.fromStructuralTag(tag), closed), toolChoice).toBe(true);
      }
    });
  }
});
