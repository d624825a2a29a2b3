/**
 * The `dialectc` command line (DESIGN §9). `main` takes argv and an IO object
 * and returns the exit code, so tests run it in-process.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildGrammars } from "./build.js";
import { emitAll } from "./emit.js";
import { REPO_ROOT } from "./load.js";
import { ABI_VERSION, Channel, type DialectIR } from "../runtime/ir.js";
import type { Dialect } from "../runtime/dialect.js";
import { Parser, type ParserOptions } from "../runtime/parser.js";
import { MessageAccumulator, type Delta, type Message } from "../runtime/delta.js";
import { EventLog } from "../runtime/events.js";

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<string>;
}

export const processIO: CliIO = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  },
};

class UsageError extends Error {}

/** generated/ is loaded lazily so `compile` works before anything was generated. */
async function shipped(): Promise<typeof import("../generated/index.js")> {
  return import("../generated/index.js");
}

const USAGE = `usage:
  dialectc compile [grammar…] [--out DIR] [--check] [--dump ir]
  dialectc check [grammar…] [--vocab tokenizer.json]
  dialectc parse --dialect NAME|FILE.dialect [--engine generated|interpreted] [--thinking|--no-thinking]
                 [--tools tools.json] [--prompt prompt.txt] [--chunk N]
                 [--format message|deltas|events] [input-file|-]
  dialectc parse --jsonl            (one JSON request per stdin line)
  dialectc diff [--dialect NAME|--all] [--runs N] [--seed S]
  dialectc graph --dialect NAME|FILE.dialect [--format mermaid|dot|svg]
  dialectc list
`;

export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "compile":
        return await compileCommand(rest, io);
      case "check":
        return checkCommand(rest, io);
      case "parse":
        return await parseCommand(rest, io);
      case "list":
        return await listCommand(io);
      case "diff":
        return await diffCommand(rest, io);
      case "graph":
        return await graphCommand(rest, io);
      case undefined:
      case "help":
      case "--help":
      case "-h":
        io.out(USAGE);
        return command === undefined ? 1 : 0;
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    if (e instanceof UsageError || (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))) {
      io.err(`dialectc: ${e.message}\n${USAGE}`);
      return 2;
    }
    if (e instanceof Error && e.message.startsWith("dialectc:")) {
      io.err(e.message + "\n");
      return 1;
    }
    throw e;
  }
}

// ---- compile / check ------------------------------------------------------

async function compileCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: "string" }, check: { type: "boolean" }, dump: { type: "string" } },
  });
  const build = buildGrammars(positionals.length ? positionals.map((p) => resolve(p)) : undefined);
  if (build.diagnostics.items.length) io.err(build.diagnostics.format() + "\n");
  if (build.diagnostics.hasErrors) return 1;
  if (values.dump !== undefined) {
    if (values.dump !== "ir") throw new UsageError(`--dump takes 'ir', not '${values.dump}'`);
    const out = build.dialects.length === 1 ? build.dialects[0] : build.dialects;
    io.out(JSON.stringify(out, null, 2) + "\n");
    return 0;
  }
  const outDir = resolve(values.out ?? join(REPO_ROOT, "generated"));
  const all = positionals.length ? buildGrammars().dialects.filter((d) => !build.dialects.some((b) => b.name === d.name)).concat(build.dialects) : build.dialects;
  const files = await emitAll(build.dialects, all);
  // Compiling chosen grammars rewrites their modules only; the index lists every dialect.
  if (positionals.length) files.delete("index.ts");
  const wholeSet = positionals.length === 0;
  if (values.check) {
    const problems: string[] = [];
    for (const [name, content] of files) {
      const path = join(outDir, name);
      if (!existsSync(path)) problems.push(`${name}: missing`);
      else if (readFileSync(path, "utf8") !== content) problems.push(`${name}: differs from what the compiler emits`);
    }
    if (wholeSet && existsSync(outDir)) {
      for (const f of readdirSync(outDir)) if (f.endsWith(".ts") && !files.has(f)) problems.push(`${f}: not emitted by any grammar`);
    }
    if (problems.length) {
      io.err(`generated/ is stale; run 'npx dialectc compile':\n${problems.map((p) => "  " + p).join("\n")}\n`);
      return 1;
    }
    io.out(`generated/ is up to date (${build.dialects.length} dialects)\n`);
    return 0;
  }
  mkdirSync(outDir, { recursive: true });
  if (wholeSet) {
    for (const f of readdirSync(outDir)) if (f.endsWith(".ts") && !files.has(f)) rmSync(join(outDir, f));
  }
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  io.out(`wrote ${files.size} files to ${outDir}\n`);
  return 0;
}

function readVocab(path: string): Record<string, number> {
  const json = JSON.parse(readFileSync(path, "utf8")) as {
    added_tokens?: { id: number; content: string }[];
    model?: { vocab?: Record<string, number> | unknown[] };
  };
  const vocab: Record<string, number> = {};
  const model = json.model?.vocab;
  if (model && !Array.isArray(model)) Object.assign(vocab, model);
  for (const t of json.added_tokens ?? []) vocab[t.content] = t.id;
  return vocab;
}

function checkCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { vocab: { type: "string" } } });
  const build = buildGrammars(positionals.length ? positionals.map((p) => resolve(p)) : undefined);
  const lines: string[] = [];
  if (values.vocab) {
    const vocab = readVocab(values.vocab);
    for (const d of build.dialects) {
      d.terminals.forEach((t, i) => {
        if (!t.special) return;
        const text = (t.variants[0]![0] as { lit: string }).lit;
        if (vocab[text] !== undefined) return;
        const role = d.turnBoundaries.includes(i) ? "turn boundary" : "special terminal";
        lines.push(`${d.source}: warning: ${role} ${t.name} ${JSON.stringify(text)} of '${d.name}' is not in ${values.vocab}; it will be matched by text only [vocab-missing]`);
      });
    }
  }
  if (build.diagnostics.items.length) io.err(build.diagnostics.format() + "\n");
  if (lines.length) io.err(lines.join("\n") + "\n");
  if (build.diagnostics.hasErrors) return 1;
  io.out(`ok: ${build.dialects.length} dialects${build.bases.length ? `, ${build.bases.length} bases` : ""}\n`);
  return 0;
}

// ---- parse ----------------------------------------------------------------

async function dialectFor(nameOrFile: string): Promise<Dialect> {
  if (nameOrFile.endsWith(".dialect")) {
    const build = buildGrammars([resolve(nameOrFile)]);
    if (build.diagnostics.hasErrors) throw new Error("dialectc: " + build.diagnostics.format());
    const ir = build.dialects[0];
    if (!ir) throw new Error(`dialectc: ${nameOrFile} is an abstract base, not a dialect`);
    return { name: ir.name, abi: ABI_VERSION, ir };
  }
  return (await shipped()).getDialect(nameOrFile);
}

function chunksOf(text: string, size: number): string[] {
  if (size <= 0 || size >= text.length) return [text];
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

interface RunResult {
  deltas: Delta[];
  message: Message;
  events: EventLog;
}

function run(dialect: Dialect, chunks: string[], ids: number[][] | undefined, options: ParserOptions): RunResult {
  const events = new EventLog(dialect.ir);
  const parser = new Parser(dialect, { toolCallId: (i) => `call_${i}`, ...options, trace: events });
  const acc = new MessageAccumulator();
  const deltas: Delta[] = [];
  chunks.forEach((chunk, i) => {
    const d = parser.feed(chunk, ids?.[i]);
    if (d) deltas.push(d);
    acc.add(d);
  });
  const d = parser.finish();
  if (d) deltas.push(d);
  acc.add(d);
  return { deltas, message: acc.message(), events };
}

async function parseCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      dialect: { type: "string" },
      engine: { type: "string" },
      thinking: { type: "boolean" },
      "no-thinking": { type: "boolean" },
      tools: { type: "string" },
      prompt: { type: "string" },
      chunk: { type: "string" },
      format: { type: "string" },
      jsonl: { type: "boolean" },
    },
  });
  if (values.jsonl) return await parseJsonl(await io.readStdin(), io);
  if (!values.dialect) throw new UsageError("parse needs --dialect NAME (see 'dialectc list')");
  const format = values.format ?? "message";
  if (!["message", "deltas", "events"].includes(format)) throw new UsageError(`--format takes message, deltas or events`);
  const chunk = values.chunk === undefined ? 0 : Number(values.chunk);
  if (!Number.isInteger(chunk) || chunk < 0) throw new UsageError(`--chunk takes a positive integer`);
  const input = positionals[0];
  const text = input === undefined || input === "-" ? await io.readStdin() : readFileSync(input, "utf8");
  const options: ParserOptions = {};
  if (values.engine) options.engine = values.engine as ParserOptions["engine"];
  if (values.thinking) options.thinking = true;
  if (values["no-thinking"]) options.thinking = false;
  if (values.tools) options.tools = JSON.parse(readFileSync(values.tools, "utf8"));
  if (values.prompt) options.prompt = readFileSync(values.prompt, "utf8");
  const result = run(await dialectFor(values.dialect), chunksOf(text, chunk), undefined, options);
  if (format === "message") io.out(JSON.stringify(result.message, null, 2) + "\n");
  else if (format === "deltas") {
    for (const d of result.deltas) io.out(JSON.stringify(d) + "\n");
    io.out(JSON.stringify({ message: result.message }) + "\n");
  } else {
    for (const e of result.events.events) io.out(JSON.stringify(e) + "\n");
  }
  return 0;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isIdList = (v: unknown): boolean => Array.isArray(v) && v.every((id) => Number.isInteger(id));

/** Checks a request's fields, with one message per mistake; the parser checks the rest. */
function requestOptions(request: Record<string, unknown>, registry: Awaited<ReturnType<typeof shipped>>): ParserOptions {
  if (typeof request.dialect !== "string") throw new Error(`"dialect" must be a string (one of: ${Object.keys(registry.dialects).join(", ")})`);
  if (request.text === undefined && request.chunks === undefined) throw new Error(`a request needs "text" or "chunks"`);
  if (request.text !== undefined && typeof request.text !== "string") throw new Error(`"text" must be a string`);
  if (request.chunks !== undefined && (!Array.isArray(request.chunks) || request.chunks.some((c) => typeof c !== "string"))) {
    throw new Error(`"chunks" must be an array of strings`);
  }
  if (request.chunk_token_ids !== undefined) {
    const ids = request.chunk_token_ids;
    if (!Array.isArray(request.chunks) || !Array.isArray(ids) || ids.length !== request.chunks.length) {
      throw new Error(`"chunk_token_ids" needs "chunks" of the same length`);
    }
    if (!ids.every(isIdList)) throw new Error(`"chunk_token_ids" must be arrays of integers`);
  }
  if (request.thinking !== undefined && typeof request.thinking !== "boolean") throw new Error(`"thinking" must be a boolean`);
  if (request.prompt !== undefined && typeof request.prompt !== "string") throw new Error(`"prompt" must be a string`);
  if (request.tools !== undefined && !Array.isArray(request.tools)) throw new Error(`"tools" must be an array`);
  if (request.vocab !== undefined && (!isObject(request.vocab) || !Object.values(request.vocab).every((id) => Number.isInteger(id)))) {
    throw new Error(`"vocab" must be an object of integer ids`);
  }
  const options: ParserOptions = {};
  if (request.thinking !== undefined) options.thinking = request.thinking as boolean;
  if (request.prompt !== undefined) options.prompt = request.prompt as string;
  if (request.tools !== undefined) options.tools = request.tools as ParserOptions["tools"];
  if (request.vocab !== undefined) options.vocab = request.vocab as Record<string, number>;
  if (request.engine !== undefined) options.engine = request.engine as ParserOptions["engine"];
  if (request.tool_choice !== undefined) options.toolChoice = request.tool_choice;
  return options;
}

/** One request line to one result line; never throws, whatever the line holds. */
function answerRequest(line: string, registry: Awaited<ReturnType<typeof shipped>>): Record<string, unknown> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (e) {
    return { error: { message: `invalid JSON: ${(e as Error).message}` } };
  }
  if (!isObject(request)) return { error: { message: `a request is a JSON object, not ${line.length > 40 ? line.slice(0, 40) + "…" : line}` } };
  const withId = (r: Record<string, unknown>) => ("id" in request ? { id: request.id, ...r } : r);
  try {
    const options = requestOptions(request, registry);
    const chunks = (request.chunks as string[] | undefined) ?? [request.text as string];
    const result = run(registry.getDialect(request.dialect as string), chunks, request.chunk_token_ids as number[][] | undefined, options);
    const answer: Record<string, unknown> = { ...result.message };
    if (request.chunks) answer.deltas = result.deltas;
    return withId(answer);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return withId({ error: { message: message.replace(/^dialectc: /, "") } });
  }
}

async function parseJsonl(input: string, io: CliIO): Promise<number> {
  const registry = await shipped();
  for (const line of input.split("\n")) {
    if (line.trim() === "") continue;
    io.out(JSON.stringify(answerRequest(line, registry)) + "\n");
  }
  return 0;
}

// ---- diff -----------------------------------------------------------------

async function diffCommand(args: string[], io: CliIO): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { dialect: { type: "string" }, all: { type: "boolean" }, runs: { type: "string" }, seed: { type: "string" } },
  });
  if (!values.dialect && !values.all) throw new UsageError("diff needs --dialect NAME or --all");
  const runs = values.runs === undefined ? 500 : Number(values.runs);
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
  if (!Number.isInteger(runs) || runs <= 0) throw new UsageError("--runs takes a positive integer");
  if (!Number.isInteger(seed)) throw new UsageError("--seed takes an integer");
  const { diffDialect } = await import("./diff.js");
  const targets = values.all
    ? Object.values((await shipped()).dialects as Record<string, Dialect>)
    : [await dialectFor(values.dialect!)];
  let ok = true;
  for (const dialect of targets) {
    const result = diffDialect(dialect, runs, seed);
    (result.ok ? io.out : io.err)(result.report + "\n");
    ok &&= result.ok;
  }
  return ok ? 0 : 1;
}

// ---- graph ----------------------------------------------------------------

async function graphCommand(args: string[], io: CliIO): Promise<number> {
  const { values } = parseArgs({ args, options: { dialect: { type: "string" }, format: { type: "string" } } });
  if (!values.dialect) throw new UsageError("graph needs --dialect NAME");
  const format = values.format ?? "mermaid";
  const { toDot, toMermaid } = await import("./graph.js");
  const ir = (await dialectFor(values.dialect)).ir;
  if (format === "mermaid") io.out(toMermaid(ir));
  else if (format === "dot") io.out(toDot(ir));
  else if (format === "svg") {
    const { spawnSync } = await import("node:child_process");
    const r = spawnSync("dot", ["-Tsvg"], { input: toDot(ir), encoding: "utf8" });
    if (r.error || r.status !== 0) throw new Error("dialectc: --format svg needs Graphviz's `dot` on PATH (or use --format dot)");
    io.out(r.stdout);
  } else throw new UsageError("--format takes mermaid, dot or svg");
  return 0;
}

// ---- list -----------------------------------------------------------------

function features(ir: DialectIR): string {
  const kinds = new Set(ir.states.map((s) => s.channel.kind));
  const out: string[] = [];
  if (kinds.has(Channel.Reasoning)) out.push("reasoning");
  if (kinds.has(Channel.ArgValue)) out.push("tools:parameters");
  if (kinds.has(Channel.ArgsJson)) out.push("tools:json");
  if (kinds.has(Channel.Envelope)) out.push("tools:envelope");
  if (kinds.has(Channel.Header)) out.push("tools:header");
  if (ir.terminals.some((t) => t.special)) out.push("token-ids");
  if (ir.turnBoundaries.length) out.push("turns");
  return out.join(", ");
}

async function listCommand(io: CliIO): Promise<number> {
  const rows = Object.values((await shipped()).dialects as Record<string, Dialect>).map((d: Dialect) => [
    d.name,
    d.ir.extends.join(" < ") || "-",
    String(d.ir.states.length),
    String(d.ir.terminals.length),
    features(d.ir),
  ]);
  const header = ["dialect", "extends", "states", "terminals", "features"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [header, ...rows]) io.out(r.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd() + "\n");
  return 0;
}
