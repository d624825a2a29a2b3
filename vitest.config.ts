import { defineConfig } from "vitest/config";

// Timeouts sized for a loaded 2-core machine, not an idle one: the whole suite took 28 minutes with both
// cores shared (about 9 idle), so every limit here is at least three times what the work takes idle.
// Hooks get the same room as tests (vitest's default of 10 s failed the package spec's cleanup under load);
// a hook or test that needs more says so itself.
export default defineConfig({
  test: {
    include: ["test/**/*.spec.ts"],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
