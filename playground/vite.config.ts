/**
 * The playground's build: one static page (and its laws worker) into the CLI
 * package, where `dialectc playground` serves it. The compiler's Node imports
 * are answered by the in-memory shims in shims/.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "./",
  logLevel: "error",
  resolve: {
    alias: {
      "node:fs": here("./shims/fs.ts"),
      "node:path": here("./shims/path.ts"),
      "node:url": here("./shims/url.ts"),
    },
  },
  worker: { format: "es" },
  build: {
    outDir: here("../packages/dialectc-cli/playground"),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 8000,
  },
});
