/**
 * The `dialectc` command line. `main` takes argv and an IO object and returns
 * the exit code, so tests run it in-process. The commands are one table
 * (command-table.ts: summary, help, and the module imported when it runs).
 *
 * Exit codes: 0 done; 1 the work found a problem (grammar diagnostics, a law
 * that fails, a stale output); 2 the caller's mistake (bad flag, missing
 * file, unknown dialect); 70 an internal error (what no check foresaw: a bug);
 * each reported in one line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { processIO, UsageError, type CliIO } from "./support/cli-common.js";
import { describeSystemError } from "../common/text-file.js";
import { PACKAGE_ROOT } from "../common/paths.js";
import { COMMANDS } from "./command-table.js";
import { DialectcError } from "../../runtime/compiler-api.js";

export type { CliIO } from "./support/cli-common.js";
export { processIO } from "./support/cli-common.js";

/** The usage text: each command's summary, in the table's order. */
function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(8)}  ${c.summary}`);
  return `dialectc — parsers for the output dialects of large language models

usage: dialectc <command> [options]     dialectc <command> --help for one command

${lines.join("\n")}

  --version  the version of dialectc
`;
}

function version(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;
}

async function runCommand(command: string, args: string[], io: CliIO): Promise<number> {
  const entry = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!entry) throw new UsageError(`unknown command '${command}'`);
  return (await entry.load())(args, io);
}

export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.err(usage());
    return 2;
  }
  if (command === "--help" || command === "-h" || command === "help") {
    const topic = rest[0];
    io.out(topic && Object.hasOwn(COMMANDS, topic) ? COMMANDS[topic]!.help : usage());
    return 0;
  }
  if (command === "--version" || command === "-v") {
    io.out(version() + "\n");
    return 0;
  }
  const known = Object.hasOwn(COMMANDS, command);
  if (known && (rest.includes("--help") || rest.includes("-h"))) {
    io.out(COMMANDS[command]!.help);
    return 0;
  }
  try {
    return await runCommand(command, rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      // One pointer at most: a message that already says where to look keeps its own.
      const see = /\(see '[^']*'\)$/.test(e.message) ? "" : ` (see 'dialectc ${known ? command + " " : ""}--help')`;
      io.err(`dialectc${known ? " " + command : ""}: ${e.message}${see}\n`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    // A response template that breaks its specification, or says what a dialect cannot: the work found a problem.
    if (e instanceof Error && e.name === "ResponseTemplateError") {
      io.err(`dialectc ${command}: ${message}\n`);
      return 1;
    }
    // The runtime's own errors (a dialect that cannot say what was asked, an input it cannot use) and the
    // compiler's that extend them: the work found a problem, said in the error's one line.
    if (e instanceof DialectcError) {
      io.err(message + "\n");
      return 1;
    }
    // The system refused a file operation (a directory it may not write, a full disk): said in words, not its code.
    const sys = describeSystemError(e);
    if (sys !== null) {
      io.err(`dialectc ${command}: ${sys}\n`);
      return 1;
    }
    // Not a mistake we foresaw: still one readable line; DIALECTC_DEBUG=1 shows where.
    io.err(`dialectc ${command}: internal error: ${message}\n`);
    if (process.env.DIALECTC_DEBUG && e instanceof Error) io.err((e.stack ?? "") + "\n");
    return 70;
  }
}
