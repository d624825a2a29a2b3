/** What each upstream kind is sent, without a server: the upstream body is a pure function of the request. */
import { describe, expect, it } from "vitest";
import { upstreamBody } from "../../compiler/serve/core/upstream-body.js";
import { UPSTREAM_KINDS } from "../../compiler/serve/core/constraint.js";
import type { ChatRequest } from "../../compiler/serve/core/request.js";
import { ApiError } from "../../compiler/serve/core/api-error.js";

const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({
  model: "m",
  messages: [{ role: "user", content: "Hi" }],
  tools: [],
  toolChoice: "auto",
  parallelToolCalls: true,
  stream: true,
  includeUsage: false,
  stop: [],
  templateVars: {},
  sampling: {},
  ...over,
});

describe("the upstream body", () => {
  it("carries the prompt, the limits, the sampling fields as given, and the turn's ends after the caller's stops", () => {
    const body = upstreamBody(
      { upstreamKind: "openai", model: "m", ends: ["<|im_end|>"] },
      request({ temperature: 0.2, seed: 7, stop: ["END"], sampling: { top_k: 20, min_p: 0 } }),
      "PROMPT",
      100,
      null,
    );
    expect(body).toEqual({
      model: "m",
      prompt: "PROMPT",
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 100,
      temperature: 0.2,
      seed: 7,
      top_k: 20,
      min_p: 0,
      stop: ["END", "<|im_end|>"],
    });
  });

  it("asks vLLM and SGLang to keep special tokens, since markers often are ones; the others are not sent the field", () => {
    for (const kind of UPSTREAM_KINDS) {
      const body = upstreamBody({ upstreamKind: kind, model: "m", upstreamModel: "served/m", ends: [] }, request(), "P", 10, null);
      expect(body.skip_special_tokens, kind).toBe(kind === "vllm" || kind === "sglang" ? false : undefined);
      expect(body.model).toBe("served/m");
      expect("stop" in body).toBe(false);
    }
  });

  it("sends response_format only where the completions endpoint takes it, and never beside a grammar in that field", () => {
    const json = request({ responseFormat: { type: "json_object" } });
    expect(upstreamBody({ upstreamKind: "vllm", model: "m", ends: [] }, json, "P", 10, null).response_format).toEqual({ type: "json_object" });
    expect(() => upstreamBody({ upstreamKind: "llamacpp", model: "m", ends: [] }, json, "P", 10, null)).toThrow(ApiError);
    expect(() => upstreamBody({ upstreamKind: "vllm", model: "m", ends: [] }, json, "P", 10, { response_format: { type: "structural_tag" } })).toThrow(/cannot also set it/);
    expect(upstreamBody({ upstreamKind: "vllm", model: "m", ends: [] }, request({ responseFormat: { type: "text" } }), "P", 10, null).response_format).toBeUndefined();
  });

  it("adds the tools' grammar fields last", () => {
    const body = upstreamBody({ upstreamKind: "llamacpp", model: "m", ends: [] }, request(), "P", 10, { grammar: "root ::= x", grammar_lazy: true });
    expect(body.grammar).toBe("root ::= x");
    expect(body.grammar_lazy).toBe(true);
  });
});
