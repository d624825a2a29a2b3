/**
 * Trust: the strict law 4 has teeth (a mutated assembler that gives text back
 * late fails it), and the examples that once came back out of order.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { RegionMarkup } from "../../runtime/assemble/region-markup.js";
import { TextOutput } from "../../runtime/assemble/text-output.js";
import { checkNothingLost } from "../../compiler/laws/laws.js";
import { cutPoints, dialectInput } from "../../compiler/laws/arbitraries.js";
import { allDialects as dialects } from "../helpers/dialects.js";

type Patched = Record<string, (...args: unknown[]) => unknown> & { surfaced: boolean; text: Patched; delayed?: string };

/** Mutation: a region's given-back markup goes out after the next content instead of in place. */
function delayGivenBack(): () => void {
  const region = RegionMarkup.prototype as unknown as Patched;
  const output = TextOutput.prototype as unknown as Patched;
  const leave = region.leave!;
  const content = output.content!;
  region.leave = function (this: Patched) {
    if (!this.surfaced) this.text.delayed = (this.text.delayed ?? "") + (this.claim!() as string);
    leave.call(this);
  };
  output.content = function (this: Patched, src: unknown, from: unknown, to: unknown) {
    content.call(this, src, from, to);
    const d = this.delayed;
    if (d) {
      this.delayed = "";
      content.call(this, d, 0, d.length);
    }
  };
  return () => {
    region.leave = leave;
    output.content = content;
  };
}

describe("law 4 catches text given back out of place", () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  const example = 'p <|python_tag|>{"a": 1}<|python_end|> q {"b": 2} r';

  it("holds on the fixed assembler", () => {
    expect(checkNothingLost(dialects.llama_json!, example, {}, [5, 17])).toBeNull();
  });

  it("fails on an assembler that delays a given-back marker", () => {
    restore = delayGivenBack();
    const failure = checkNothingLost(dialects.llama_json!, example, {}, [5, 17]);
    expect(failure?.law).toBe("4 nothing lost");
    expect(failure?.message).toContain("not the input's non-call text in order");
  });

  it("finds the mutation from generated inputs, in every dialect with call regions that can fail", () => {
    restore = delayGivenBack();
    let caught = 0;
    for (const name of ["llama_json", "cohere_command", "hermes", "qwen3", "deepseek_v32", "kimi_k2"]) {
      const dialect = dialects[name]!;
      const result = fc.check(
        fc.property(dialectInput(dialect.ir), cutPoints, ({ text, thinking }, cuts) => checkNothingLost(dialect, text, { thinking }, cuts) === null),
        { numRuns: 400, seed: 7 },
      );
      if (result.failed) caught++;
    }
    expect(caught).toBeGreaterThanOrEqual(4);
  });
});
