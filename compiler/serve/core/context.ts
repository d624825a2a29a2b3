/**
 * The model's context, right: how long it is, and how many tokens of it a
 * prompt takes, so a request without max_tokens gets what the context leaves
 * and a client's max_tokens past it is clamped.
 *
 * The prompt is counted with `--tokenizer` where one is given (on a worker
 * thread when large); else with the upstream's own tokenizer endpoint
 * (`POST /tokenize` at the server's root: vLLM's and SGLang's take
 * `{model, prompt}` and answer `{count, max_model_len}`, llama.cpp's takes
 * `{content}` and answers `{tokens}`); else, where neither exists, estimated
 * at a token per three UTF-8 bytes, and the answer says so (the header
 * `x-dialectc-prompt-tokens: estimated` and the log).
 *
 * The context length is `--context-length`, or what the upstream reports (its
 * `GET /models`, or the `max_model_len` its `/tokenize` answers with), learned
 * when it first answers, not only at start: a gateway started before its
 * engine asks again as soon as the engine answers a completion, and on later
 * requests (at most once a second while the upstream is down, once a minute
 * while it answers without a length).
 */
import { Buffer } from "node:buffer";
import { ApiError } from "./api-error.js";
import type { UpstreamKind } from "./constraint.js";
import { countOffLoop, type TokenCounter } from "./token-counter.js";
import { readModelCard, type UpstreamConfig } from "./upstream.js";

/** How a prompt was counted. */
export type CountedBy = "tokenizer" | "upstream" | "estimate";

export interface PromptCount {
  tokens: number;
  by: CountedBy;
}

/** What the context needs of the gateway's setup. */
export interface ContextSetup {
  upstream: UpstreamConfig;
  upstreamKind: UpstreamKind;
  /** the model's name upstream */
  upstreamModel: string;
  /** --context-length, or what the upstream reported at start */
  contextLength?: number;
  countTokens?: TokenCounter;
}

/** The estimate where nothing counts: UTF-8 bytes per token (English prose runs about 4, code 3, CJK 3 or fewer). */
const BYTES_PER_TOKEN = 3;

/** How long an upstream without /tokenize (a 404) is left alone before it is asked again (ms). */
const TOKENIZE_RETRY_MS = 60_000;

export class ModelContext {
  private length: number | undefined;
  /** when the context may be asked for again (ms since the epoch) */
  private askAfter = 0;
  private asking: Promise<void> | null = null;
  /** when the upstream's /tokenize may be tried again after it failed */
  private tokenizeAfter = 0;
  /** the last ask found the upstream down (so its first answer is worth asking again at once) */
  private down = false;

  constructor(private readonly setup: ContextSetup) {
    this.length = setup.contextLength;
  }

  /** The context length, asking the upstream's model list where it is not known yet (one ask at a time). */
  async contextLength(): Promise<number | undefined> {
    if (this.length !== undefined || Date.now() < this.askAfter) return this.length;
    this.asking ??= (async () => {
      const card = await readModelCard(this.setup.upstream, this.setup.upstreamModel, 2000);
      if (card?.contextLength !== undefined) this.learn(card.contextLength);
      // Down: ask again soon; answering without a length: rarely (/tokenize may still say it).
      else this.askAfter = Date.now() + (card === null ? 1000 : 60_000);
      this.down = card === null;
      this.asking = null;
    })();
    await this.asking;
    return this.length;
  }

  /**
   * The upstream answered a completion: where the context is still unknown because it was down when last
   * asked, it is asked again now (in the background), so the next request has it.
   */
  upstreamAnswered(): void {
    if (this.length !== undefined || !this.down) return;
    this.down = false;
    this.askAfter = 0;
    this.tokenizeAfter = 0;
    void this.contextLength();
  }

  /** A context length the upstream reported. */
  learn(length: number): void {
    if (Number.isInteger(length) && length > 0) this.length = length;
  }

  get known(): number | undefined {
    return this.length;
  }

  /** The prompt's tokens: by the tokenizer, else the upstream's /tokenize, else estimated. */
  async count(text: string): Promise<PromptCount> {
    if (this.setup.countTokens) return { tokens: await countOffLoop(this.setup.countTokens, text), by: "tokenizer" };
    if (Date.now() >= this.tokenizeAfter) {
      const tokens = await this.tokenize(text);
      if (typeof tokens === "number") return { tokens, by: "upstream" };
      // No such route: not asked again for a minute; down or failing (an engine still loading): a second.
      this.tokenizeAfter = Date.now() + (tokens === "absent" ? TOKENIZE_RETRY_MS : 1000);
      if (tokens === "failed") this.down = true;
    }
    return { tokens: Math.ceil(Buffer.byteLength(text) / BYTES_PER_TOKEN), by: "estimate" };
  }

  /**
   * max_tokens for a request: what the context leaves the prompt where the request gives none, the request's
   * own clamped to that where it gives more, `fallback` where the context is unknown. The prompt's count comes
   * back where it was counted (a request whose max_tokens fits whatever the prompt's count needs none: a
   * token is at least a byte). A prompt that fills the context by a count (not an estimate) is a 400.
   */
  async maxTokens(requested: number | undefined, text: string, fallback: number): Promise<{ maxTokens: number; prompt?: PromptCount; clamped?: boolean }> {
    let context = await this.contextLength();
    let prompt: PromptCount | undefined;
    if (context === undefined) {
      if (requested !== undefined || this.setup.countTokens) return { maxTokens: requested ?? fallback };
      // The upstream's /tokenize may say it (vLLM's and SGLang's answer with max_model_len).
      prompt = await this.count(text);
      context = this.length;
      if (context === undefined) return { maxTokens: fallback, ...(prompt.by === "upstream" ? { prompt } : {}) };
    }
    if (requested !== undefined && requested + Buffer.byteLength(text) <= context) return { maxTokens: requested };
    prompt ??= await this.count(text);
    const left = context - prompt.tokens;
    if (left < 1 && prompt.by !== "estimate")
      throw new ApiError(
        400,
        `the prompt is ${prompt.tokens} tokens, which fills the model's context of ${context} tokens; shorten the conversation`,
        "invalid_request_error",
        "messages",
        "context_length_exceeded",
      );
    const room = Math.max(1, left);
    if (requested === undefined) return { maxTokens: room, prompt };
    return requested > room ? { maxTokens: room, prompt, clamped: true } : { maxTokens: requested, prompt };
  }

  /** The upstream's own count (`POST /tokenize` at its root); "absent" where it has no such route, "failed" where it fails. */
  private async tokenize(text: string): Promise<number | "absent" | "failed"> {
    const { upstream, upstreamKind: kind, upstreamModel: model } = this.setup;
    const root = upstream.url.replace(/\/+$/, "").replace(/\/v1$/, "");
    const body = kind === "llamacpp" ? { content: text, add_special: false, parse_special: true, with_pieces: false } : { model, prompt: text, add_special_tokens: false };
    try {
      const res = await fetch(`${root}/tokenize`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(Math.min(upstream.connectTimeoutMs, 10_000)),
      });
      if (!res.ok) {
        await res.body?.cancel();
        return res.status === 404 || res.status === 405 || res.status === 501 ? "absent" : "failed";
      }
      // An answer that is not JSON (a server that answers every POST as a completion) is no tokenizer.
      if (!(res.headers.get("content-type") ?? "").includes("json")) {
        await res.body?.cancel();
        return "absent";
      }
      let answer: { count?: unknown; tokens?: unknown; max_model_len?: unknown } | unknown[];
      try {
        answer = (await res.json()) as typeof answer;
      } catch {
        return "absent";
      }
      if (Array.isArray(answer)) return answer.length; // TGI: the tokens themselves
      if (typeof answer.max_model_len === "number") this.learn(answer.max_model_len);
      if (typeof answer.count === "number" && Number.isInteger(answer.count)) return answer.count;
      if (Array.isArray(answer.tokens)) return answer.tokens.length;
      return "absent";
    } catch {
      return "failed";
    }
  }
}
