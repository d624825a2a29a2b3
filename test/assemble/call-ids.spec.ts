/**
 * Model-written call ids are kept where the dialect says the model writes
 * them: Mistral's [CALL_ID], Cohere's "tool_call_id", Kimi K2's header. The
 * call waits for its id (it comes right after the name), so the id is in the
 * very first delta of the call, streamed and complete alike, on both engines.
 */
import { describe, expect, it } from "vitest";
import { dialects, type Dialect } from "../../generated/index.js";
import { runChunks } from "../helpers/run.js";

const CASES: [string, Dialect, string, [string, string][]][] = [
  [
    "Mistral [CALL_ID], two calls",
    dialects.mistral,
    '[TOOL_CALLS]get_weather[CALL_ID]a1B2c3D4e[ARGS]{"city": "Paris"}[TOOL_CALLS]get_time[CALL_ID]Z9y8X7w6v[ARGS]{"tz": "UTC"}',
    [
      ["get_weather", "a1B2c3D4e"],
      ["get_time", "Z9y8X7w6v"],
    ],
  ],
  ["Mistral legacy array with the id first", dialects.mistral, '[TOOL_CALLS][{"id": "123456789", "name": "f", "arguments": {}}]', [["f", "123456789"]]],
  [
    "Cohere tool_call_id",
    dialects.cohere_command,
    '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "search", "parameters": {"q": "x"}}, {"tool_call_id": "1", "tool_name": "open", "parameters": {}}]<|END_ACTION|>',
    [
      ["search", "0"],
      ["open", "1"],
    ],
  ],
  [
    "Kimi K2 header",
    dialects.kimi_k2,
    "<|tool_calls_section_begin|><|tool_call_begin|>functions.f:0<|tool_call_argument_begin|>{}<|tool_call_end|><|tool_calls_section_end|>",
    [["f", "functions.f:0"]],
  ],
];

describe("model-written call ids", () => {
  for (const [title, dialect, text, expected] of CASES) {
    it(title, () => {
      for (const engine of ["generated", "interpreted"] as const) {
        for (const chunks of [[text], [...text]]) {
          const run = runChunks(dialect, chunks, { engine, thinking: false });
          expect(run.message.tool_calls.map((c) => [c.name, c.id])).toEqual(expected);
          // Each call's first delta already carries the model's id.
          const firsts = run.deltas.flatMap((d) => d.tool_calls ?? []).filter((t) => t.id !== undefined);
          expect(firsts.map((t) => [t.function.name, t.id])).toEqual(expected);
        }
      }
    });
  }

  it("a call without an id gets a generated one (Mistral: nine alphanumerics)", () => {
    const m = runChunks(dialects.mistral, ["[TOOL_CALLS]f[ARGS]{}"], { toolCallId: undefined }).message;
    expect(m.tool_calls[0]!.id).toMatch(/^[A-Za-z0-9]{9}$/);
  });
});
