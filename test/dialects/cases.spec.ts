/**
 * Fixture cases per dialect (test/cases/<dialect>/*.txt). A file holds cases:
 *
 *   # name
 *   options {"thinking": true}          (optional: parser options as JSON)
 *   the model output, any number of lines
 *   ==> {"reasoning": …, "content": …, "tool_calls": [{"name", "arguments": {…}}]}
 *
 * Each case must give the expected message parsed at once, streamed one
 * character at a time, and streamed in chunks of 3 and 7, with the
 * interpreter (and every other engine the dialect has).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allDialects as dialects } from "../helpers/dialects.js";
import { chunked, normalized, runChunks } from "../helpers/run.js";
import { readCases } from "../helpers/cases.js";

const root = join(import.meta.dirname, "..", "cases");

for (const dir of readdirSync(root)) {
  const dialect = dialects[dir];
  describe(`cases: ${dir}`, () => {
    it("is a known dialect", () => expect(dialect, `test/cases/${dir} has no dialect`).toBeDefined());
    if (!dialect) return;
    for (const file of readdirSync(join(root, dir)).sort()) {
      for (const c of readCases(readFileSync(join(root, dir, file), "utf8"))) {
        it(`${file}: ${c.name}`, () => {
          for (const engine of ["interpreted", "generated"] as const) {
            const options = { ...c.options, engine };
            for (const chunks of [[c.input], c.input.split(""), chunked(c.input, 3), chunked(c.input, 7)]) {
              const run = runChunks(dialect, chunks, options);
              expect(normalized(run.message), `${engine}, ${chunks.length} chunks`).toEqual(c.expected);
            }
          }
        });
      }
    }
  });
}
