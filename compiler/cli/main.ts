/**
 * The process entry of the `dialectc` command: argv in, exit code out.
 * Loads nothing heavy itself; `cli.ts` imports each command's modules on use.
 */
import { main } from "./cli.js";

export async function run(): Promise<void> {
  // `dialectc parse … | head` closes the pipe early: that is the reader's choice, not an error.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
  process.exitCode = await main(process.argv.slice(2));
}
