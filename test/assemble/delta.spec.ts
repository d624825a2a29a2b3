/**
 * DeltaBuilder: one OpenAI delta per feed, holding exactly what the feed produced.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DeltaBuilder, MessageAccumulator } from "../../runtime/assemble/delta.js";

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

  it("with reuse, gives one object per shape, rewritten by each take", () => {
    const b = new DeltaBuilder("reasoning", true);
    b.addArguments(0, '{"a": ');
    const first = b.take()!;
    expect(first).toEqual({ tool_calls: [{ index: 0, function: { arguments: '{"a": ' } }] });
    b.addArguments(0, "1");
    b.addArguments(0, "}");
    expect(b.take()).toBe(first);
    expect(first).toEqual({ tool_calls: [{ index: 0, function: { arguments: "1}" } }] });
    b.addReasoning("r");
    const reasoning = b.take()!;
    b.addReasoning("s");
    expect(b.take()).toBe(reasoning);
    expect(reasoning).toEqual({ reasoning: "s" });
    b.addContent("c");
    const content = b.take()!;
    b.addContent("d");
    expect(b.take()).toBe(content);
    expect(content).toEqual({ content: "d" });
  });

  it("with reuse, a delta of any other shape is fresh", () => {
    const b = new DeltaBuilder("reasoning", true);
    b.startCall(0, "id", "f");
    b.addArguments(0, "{");
    const opened = b.take()!;
    b.startCall(1, "id1", "g");
    expect(b.take()).not.toBe(opened);
    expect(opened).toEqual({ tool_calls: [{ index: 0, id: "id", type: "function", function: { name: "f", arguments: "{" } }] });
  });

  // Any sequence of pieces: each reused delta, read at once, is the fresh delta.
  const piece = fc.oneof(
    fc.record({ kind: fc.constant("reasoning" as const), text: fc.string({ minLength: 1, maxLength: 3 }) }),
    fc.record({ kind: fc.constant("content" as const), text: fc.string({ minLength: 1, maxLength: 3 }) }),
    fc.record({ kind: fc.constant("start" as const), index: fc.nat(2) }),
    fc.record({ kind: fc.constant("args" as const), index: fc.nat(2), text: fc.string({ maxLength: 3 }) }),
    fc.constant({ kind: "take" as const }),
  );
  it("with reuse, reads as the fresh builder does, for any sequence of pieces and any reasoning field", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.constantFrom("reasoning", "reasoning_content", "both") as fc.Arbitrary<"reasoning">, (pieces, field) => {
        const fresh = new DeltaBuilder(field);
        const reused = new DeltaBuilder(field, true);
        const seen: [string, string][] = [];
        for (const p of [...pieces, { kind: "take" as const }]) {
          for (const b of [fresh, reused]) {
            if (p.kind === "reasoning") b.addReasoning(p.text);
            else if (p.kind === "content") b.addContent(p.text);
            else if (p.kind === "start") b.startCall(p.index, `id${p.index}`, "f");
            else if (p.kind === "args") b.addArguments(p.index, p.text);
          }
          if (p.kind === "take") seen.push([JSON.stringify(fresh.take()), JSON.stringify(reused.take())]);
        }
        for (const [f, r] of seen) expect(r).toBe(f);
      }),
    );
  });
});
