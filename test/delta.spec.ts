/**
 * DeltaBuilder: one OpenAI delta per feed, holding exactly what the feed produced.
 */
import { describe, expect, it } from "vitest";
import { DeltaBuilder, MessageAccumulator } from "../runtime/delta.js";

describe("DeltaBuilder", () => {
  it("gives nothing when nothing was produced, and starts empty after each take", () => {
    const b = new DeltaBuilder();
    expect(b.take()).toBeNull();
    b.addContent("hi");
    expect(b.take()).toEqual({ content: "hi" });
    expect(b.take()).toBeNull();
  });

  it("joins the pieces of one feed per field", () => {
    const b = new DeltaBuilder();
    b.addReasoning("a");
    b.addReasoning("b");
    b.addContent("c");
    expect(b.take()).toEqual({ reasoning: "ab", content: "c" });
  });

  it("writes reasoning to the field asked for", () => {
    for (const [field, expected] of [
      ["reasoning", { reasoning: "r" }],
      ["reasoning_content", { reasoning_content: "r" }],
      ["both", { reasoning: "r", reasoning_content: "r" }],
    ] as const) {
      const b = new DeltaBuilder(field);
      b.addReasoning("r");
      expect(b.take()).toEqual(expected);
    }
  });

  it("merges argument text into the call entry it continues, and opens one per call otherwise", () => {
    const b = new DeltaBuilder();
    b.startCall(0, "id0", "f");
    b.addArguments(0, '{"a"');
    b.addArguments(0, ": 1}");
    b.startCall(1, "id1", "g");
    b.addArguments(1, "{}");
    b.addArguments(1, "");
    expect(b.take()).toEqual({
      tool_calls: [
        { index: 0, id: "id0", type: "function", function: { name: "f", arguments: '{"a": 1}' } },
        { index: 1, id: "id1", type: "function", function: { name: "g", arguments: "{}" } },
      ],
    });
    b.addArguments(1, "x");
    expect(b.take()).toEqual({ tool_calls: [{ index: 1, function: { arguments: "x" } }] });
  });

  it("keeps content and calls of one feed in one delta, in the field order clients expect", () => {
    const b = new DeltaBuilder();
    b.addContent("see:");
    b.startCall(0, "id", "f");
    const d = b.take()!;
    expect(Object.keys(d)).toEqual(["content", "tool_calls"]);
  });

  it("accumulates into the message a client would build", () => {
    const b = new DeltaBuilder();
    const acc = new MessageAccumulator();
    b.addReasoning("think");
    acc.add(b.take());
    b.startCall(0, "id", "f");
    b.addArguments(0, '{"x":');
    acc.add(b.take());
    b.addArguments(0, "1}");
    acc.add(b.take());
    expect(acc.message()).toEqual({ reasoning: "think", content: null, tool_calls: [{ id: "id", name: "f", arguments: '{"x":1}' }] });
  });
});
