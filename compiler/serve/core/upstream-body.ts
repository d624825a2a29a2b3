/**
 * The body sent to the upstream's `/v1/completions` for one request: a pure
 * function of the gateway's setup, the request, the rendered prompt and the
 * tools' grammar, so what each upstream kind is sent can be tested without a
 * server. What it refuses (a field that upstream kind takes no such value
 * for) is an `ApiError` before anything is sent.
 */
import { ApiError } from "./api-error.js";
import type { UpstreamKind } from "./constraint.js";
import type { ChatRequest } from "./request.js";

/** What the body needs of the gateway's setup. */
export interface UpstreamBodySetup {
  upstreamKind: UpstreamKind;
  model: string;
  upstreamModel?: string;
  /** the turn's end markers, sent as stop strings after the caller's */
  ends: readonly string[];
}

/**
 * `prompt`: the rendered prompt; `maxTokens`: the request's own, or the default the gateway worked out;
 * `constraint`: the fields that send the tools' grammar (`--constrain`), or null.
 */
export function upstreamBody(
  setup: UpstreamBodySetup,
  request: ChatRequest,
  prompt: string,
  maxTokens: number,
  constraint: Record<string, unknown> | null,
): Record<string, unknown> {
  const kind = setup.upstreamKind;
  const wantsFormat = request.responseFormat !== undefined && request.responseFormat.type !== "text";
  if (wantsFormat && kind !== "vllm" && kind !== "sglang") {
    throw new ApiError(
      400,
      `response_format: a ${kind} completions endpoint takes no response_format; serve a vllm or sglang upstream`,
      "invalid_request_error",
      "response_format",
      "unsupported_value",
    );
  }
  if (constraint?.response_format && request.responseFormat) {
    throw new ApiError(
      400,
      "response_format: --constrain sends the tools' grammar in response_format for this upstream; a request with tools cannot also set it",
      "invalid_request_error",
      "response_format",
      "unsupported_value",
    );
  }
  const stop = [...request.stop, ...setup.ends];
  return {
    model: setup.upstreamModel ?? setup.model,
    prompt,
    stream: true,
    stream_options: { include_usage: true },
    max_tokens: maxTokens,
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.topP !== undefined ? { top_p: request.topP } : {}),
    ...(request.seed !== undefined ? { seed: request.seed } : {}),
    ...request.sampling,
    ...(wantsFormat ? { response_format: request.responseFormat } : {}),
    ...(stop.length > 0 ? { stop } : {}),
    // Markers are often special tokens: an upstream that drops them from the text would hide the calls.
    ...(kind === "vllm" || kind === "sglang" ? { skip_special_tokens: false } : {}),
    ...constraint,
  };
}
