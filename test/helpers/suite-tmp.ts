/**
 * vitest's global setup: the suite's temporary files (specs' own folders, the CLIs and servers they
 * start, the packages they pack) go under one folder of this run's, removed when the run ends, so a
 * run leaves nothing in the system's temp folder however a spec ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), "dialectc-suite-"));
  // Read by os.tmpdir() in this process, and inherited by the workers and every process they start.
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
