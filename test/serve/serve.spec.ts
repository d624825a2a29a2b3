/**
 * `dialectc serve` with the `openai` client, in front of a fake upstream that
 * streams what each real chat template writes (test/fixtures/templates/),
 * split at Qwen3's real token boundaries: for every dialect with a template,
 * the client gets each probe's reasoning, content and tool calls back,
 * streamed and not.
 */
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, type Gateway } from "../../compiler/serve/gateway.js";
import { ownText, PROBE_QUESTION, probeTemplate, probeTexts, probeToolsFor } from "../../compiler/templates/template-probes.js";
import { scopeProbes } from "../../compiler/templates/prompt-scope.js";
import { judge, judgeText, splitTurn } from "../../compiler/templates/probe-verdicts.js";
import { dialects, parseComplete, startFromPrompt, type Dialect } from "../../generated/index.js";
import { fakeUpstream, type Answer, type FakeUpstream } from "../helpers/fake-upstream.js";
import { corpus, JINJA_FAILURES, loadTemplate, NOT_SERVED, readByShipped } from "../helpers/corpus.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

/** Real token boundaries where Qwen3's tokenizer gives the text back exactly; else 3-character pieces. */
function tokens(text: string): string[] {
  try {
    return qwenTokenTexts(text);
  } catch {
    return text.match(/[\s\S]{1,3}/g) ?? [];
  }
}

/** A message as compared: trimmed text, parsed arguments. */
/** Whether two messages read alike (trimmed text, parsed arguments). */
function same(a: Parameters<typeof normal>[0], b: Parameters<typeof normal>[0]): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

function normal(m: { reasoning?: string | null; content?: string | null; tool_calls?: readonly { name: string; arguments: unknown }[] }) {
  return {
    reasoning: m.reasoning?.trim() || null,
    content: m.content?.trim() || null,
    calls: (m.tool_calls ?? []).map((c) => [c.name, typeof c.arguments === "string" ? JSON.parse(c.arguments) : c.arguments]),
  };
}

let upstream: FakeUpstream;
let answer: (body: Record<string, unknown>) => Answer = () => ({ pieces: [] });

beforeAll(async () => {
  upstream = await fakeUpstream((body) => answer(body));
});
afterAll(async () => {
  await upstream.close();
});

describe("serve: every dialect with a chat template, through the openai client", () => {
  for (const source of corpus().filter((e) => readByShipped(e) && !JINJA_FAILURES.includes(e.file) && !NOT_SERVED.includes(e.file))) {
    const file = source.file;
    it(`${file} with ${source.dialect}`, async () => {
      const template: ChatTemplate = loadTemplate(source, { asServer: true });
      const dialect = dialects[source.dialect as keyof typeof dialects] as Dialect;
      // Each probe as the template writes the model's turn: the last turn, or the turn before a next question where only that one reads.
      const probes = probeTexts(template)
        .map((t) => (judgeText(dialect, t).parsed || !t.later ? t : { ...t, ...t.later }))
        .filter((t) => judge(dialect, t).parsed);
      const tools = probeToolsFor(template);
      // Where the prompt opens reasoning the history strips (QwQ), the model writes its reasoning and the closer first.
      const [scope] = scopeProbes(template, probeTemplate(template));
      const gateway: Gateway = createGateway({ upstream: { url: upstream.url, connectTimeoutMs: 5000, idleTimeoutMs: 5000 }, upstreamKind: "vllm", model: "m", template, dialect });
      const client = new OpenAI({ baseURL: await gateway.listen(0), apiKey: "none", maxRetries: 0 });
      let served = 0;
      let servedCalls = 0;
      try {
        for (const [i, t] of probes.entries()) {
          // The upstream writes what the template shows the model writing after the gateway's prompt. Where
          // the generation prompt is not where the history's turn starts (an empty think block with thinking
          // off), it writes the turn past what the two share, if that prompt starts the parser alike.
          const turn = splitTurn(dialect, t);
          // A turn the template writes as several messages with turn markers between them (Harmony's
          // analysis, `<|end|><|start|>assistant`, then the final message) is one generation: the model
          // writes all of it, where the first message alone is not the probe.
          const own = ownText(t).slice(turn.prompt.length - t.prompt.length);
          const reads = (text: string) => [t.probe.message, ...(t.alike ?? [])].some((m) => same(parseComplete(dialect, text), m));
          const readsAfter = (prompt: string) => [t.probe.message, ...(t.alike ?? [])].some((m) => same(parseComplete(dialect, turn.text, { prompt }), m));
          const wholeTurn = !reads(turn.text) && reads(own);
          const full = turn.prompt + (wholeTurn ? own : turn.text);
          let realistic = true;
          let expected = t.probe.message;
          answer = (body) => {
            const prompt = body.prompt as string;
            // A generation prompt that goes on with a phrase the history leaves out (Apriel 1.6's "Here are my
            // reasoning steps:"): the model writes the turn's text after it, where the dialect reads it so.
            const afterTail = t.promptTail !== undefined && prompt === turn.prompt + t.promptTail && readsAfter(turn.prompt + t.promptTail);
            realistic = full.startsWith(prompt) || afterTail || startFromPrompt(dialect.ir, prompt).state === startFromPrompt(dialect.ir, turn.prompt).state;
            let text = full.startsWith(prompt) ? full.slice(prompt.length) : full.slice(turn.prompt.length);
            if (!realistic && scope && prompt === scope.prompt && !t.probe.message.reasoning) {
              text = `${scope.reasoning}${scope.closer}\n\n${text}`;
              expected = { ...t.probe.message, reasoning: scope.reasoning };
              realistic = true;
            }
            return { pieces: tokens(text + template.eos), usage: { prompt_tokens: 11, completion_tokens: 7 } };
          };
          const request = {
            model: "m",
            messages: [{ role: "user" as const, content: PROBE_QUESTION }],
            tools: tools as OpenAI.ChatCompletionTool[],
            seed: i,
            chat_template_kwargs: { enable_thinking: t.probe.thinking },
          };
          const whole = await client.chat.completions.create(request as never as OpenAI.ChatCompletionCreateParamsNonStreaming);
          if (!realistic) continue;
          served++;
          if (t.probe.message.tool_calls?.length) servedCalls++;
          const m = whole.choices[0]!.message as OpenAI.ChatCompletionMessage & { reasoning?: string | null };
          const got = normal({
            reasoning: m.reasoning ?? null,
            content: m.content,
            tool_calls: (m.tool_calls ?? []).map((c) => (c as OpenAI.ChatCompletionMessageFunctionToolCall).function),
          });
          // The probe's message, or one the template writes as the same text by a rule of its own (gpt-oss
          // moves a call turn's text into the analysis channel): either reading is right.
          const readings = [expected, ...(t.alike ?? [])].map(normal);
          expect(readings, `${t.probe.name} (not streamed)`).toContainEqual(got);
          expect(whole.choices[0]!.finish_reason).toBe(got.calls.length > 0 ? "tool_calls" : "stop");
          expect(whole.usage?.prompt_tokens).toBe(11);

          const stream = await client.chat.completions.create({
            ...(request as object),
            stream: true,
            stream_options: { include_usage: true },
          } as never as OpenAI.ChatCompletionCreateParamsStreaming);
          let reasoning = "";
          let content = "";
          const calls: { name: string; arguments: string }[] = [];
          let finish: string | null = null;
          let usage: OpenAI.CompletionUsage | null | undefined;
          for await (const chunk of stream) {
            usage ??= chunk.usage;
            const choice = chunk.choices[0];
            if (!choice) continue;
            const d = choice.delta as typeof choice.delta & { reasoning?: string };
            reasoning += d.reasoning ?? "";
            content += d.content ?? "";
            for (const c of d.tool_calls ?? []) {
              const call = (calls[c.index] ??= { name: "", arguments: "" });
              call.name += c.function?.name ?? "";
              call.arguments += c.function?.arguments ?? "";
            }
            finish = choice.finish_reason ?? finish;
          }
          expect(normal({ reasoning, content, tool_calls: calls }), `${t.probe.name} (streamed)`).toEqual(got);
          expect(finish).toBe(calls.length > 0 ? "tool_calls" : "stop");
          expect(usage?.completion_tokens).toBe(7);
        }
      } finally {
        await gateway.close(1000);
      }
      // Enough of the template's probes reach the client to cover calls (MiniMax-M2's prompt always opens
      // reasoning, so only its two reasoning probes are what its model writes).
      // A template without tools shows only its answers; one that writes calls has one served at least.
      const written = probeTexts(template);
      expect(served, `${probes.length} probes parse`).toBeGreaterThanOrEqual(Math.min(2, written.length));
      if (written.some((w) => w.probe.message.tool_calls?.length)) expect(servedCalls).toBeGreaterThanOrEqual(1);
    });
  }
});
