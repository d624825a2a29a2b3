import { availableParallelism } from "node:os";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The specs that take longest (about 40% of the suite's work between them, measured on 2 cores), run
 * first: two workers then finish close together instead of one running the corpus spec alone at the
 * end. A fresh checkout has no timing cache, and vitest's fallback (larger files first) does not know
 * what a spec costs. The rest follow in vitest's own order.
 */
const HEAVY = [
  "test/templates/corpus.spec.ts",
  "test/repo/package.spec.ts",
  "test/templates/templates.spec.ts",
  "test/laws/diff.spec.ts",
  "test/machine/laws.spec.ts",
  "test/export/export.spec.ts",
  "test/serve/serve-load.spec.ts",
  "test/assemble/memory.spec.ts",
  "test/serve/serve.spec.ts",
  "test/laws/drift.spec.ts",
];

class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = HEAVY.findIndex((h) => f.moduleId.endsWith(h));
      return i < 0 ? HEAVY.length : i;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

// Timeouts sized for a loaded 2-core machine, not an idle one: the whole suite took 28 minutes with both
// cores shared (about 9 idle), so every limit here is at least three times what the work takes idle.
// Hooks get the same room as tests (vitest's default of 10 s failed the package spec's cleanup under load);
// a hook or test that needs more says so itself.
export default defineConfig({
  test: {
    include: ["test/**/*.spec.ts"],
    globalSetup: ["test/helpers/suite-tmp.ts"],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
    sequence: { sequencer: HeavyFirst },
    // vitest leaves a core to the main process by default, which on 2 cores is one worker: the suite's
    // work is mostly in the workers (its spawned CLIs and servers included), so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
