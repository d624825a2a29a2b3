/**
 * `dialectc parse`: one output, or `--jsonl` requests.
 * Light: shipped dialects need only the runtime; a grammar file loads the
 * front end when it is named.
 */
import { DialectcError, type Dialect, type ParserOptions } from "../../../runtime/compiler-api.js";
import { chunkText } from "../../laws/chunks.js";
import { flags, isGrammarFile, loadDialect, readJson, readText, runParser, UsageError, type CliIO } from "../support/cli-common.js";

export async function parseCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    dialect: { type: "string" },
    engine: { type: "string" },
    thinking: { type: "boolean" },
    "no-thinking": { type: "boolean" },
    tools: { type: "string" },
    prompt: { type: "string" },
    chunk: { type: "string" },
    format: { type: "string" },
    jsonl: { type: "boolean" },
  });
  if (values.jsonl) return parseJsonl(await io.readStdin(), io);
  if (!values.dialect) throw new UsageError("parse needs --dialect NAME or --dialect FILE.dialect (see 'dialectc list')");
  const format = values.format ?? "message";
  if (!["message", "deltas", "events"].includes(format)) throw new UsageError(`--format takes message, deltas or events`);
  if (values.engine !== undefined && values.engine !== "generated" && values.engine !== "interpreted") {
    throw new UsageError(`--engine takes generated or interpreted, not '${values.engine}'`);
  }
  // Without --chunk (0) the whole text is one feed.
  const chunk = values.chunk === undefined ? 0 : Number(values.chunk);
  if (values.chunk !== undefined && !(Number.isInteger(chunk) && chunk >= 1)) {
    throw new UsageError(`--chunk takes a positive integer, not '${values.chunk}'`);
  }
  if (positionals.length > 1) throw new UsageError(`parse takes one input file, not ${positionals.length}`);
  const input = positionals[0];
  const options: ParserOptions = {};
  if (values.engine) options.engine = values.engine as ParserOptions["engine"];
  if (values.thinking) options.thinking = true;
  if (values["no-thinking"]) options.thinking = false;
  if (values.tools) {
    const tools = readJson(values.tools);
    if (!Array.isArray(tools)) throw new UsageError(`${values.tools} must hold a JSON array of tools`);
    options.tools = tools as ParserOptions["tools"];
  }
  if (values.prompt) options.prompt = readText(values.prompt, "prompt", true);
  const dialect = await loadDialect(values.dialect, values.engine);
  const text = input === undefined || input === "-" ? await io.readStdin() : readText(input, "model output", true);
  const result = runParser(dialect, chunkText(text, chunk), undefined, options);
  // The prompt decides where the turn starts; a flag it contradicts is said, not silently dropped.
  if (result.start.flagOverruled) {
    io.err(`dialectc parse: the prompt's turn starts ${result.start.thinking ? "in" : "outside"} reasoning; --${options.thinking ? "" : "no-"}thinking is overruled by --prompt\n`);
  }
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
function requestOptions(request: Record<string, unknown>): ParserOptions {
  if (typeof request.dialect !== "string") throw new Error(`"dialect" must be a string: a dialect name or a .dialect file`);
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
  if (request.tool_choice !== undefined) options.toolChoice = request.tool_choice as ParserOptions["toolChoice"];
  return options;
}

/** Grammar files named by requests, built once per run (by engine). */
type FileCache = Map<string, Promise<Dialect>>;

/** One request line to one result line; never throws, whatever the line holds. */
async function answerRequest(line: string, files: FileCache): Promise<Record<string, unknown>> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (e) {
    return { error: { message: `invalid JSON: ${(e as Error).message}` } };
  }
  if (!isObject(request)) return { error: { message: `a request is a JSON object, not ${line.length > 40 ? line.slice(0, 40) + "…" : line}` } };
  const withId = (r: Record<string, unknown>) => ("id" in request ? { id: request.id, ...r } : r);
  try {
    const options = requestOptions(request);
    const name = request.dialect as string;
    let dialect: Promise<Dialect>;
    if (isGrammarFile(name)) {
      const key = `${options.engine ?? "interpreted"}:${name}`;
      if (!files.has(key)) files.set(key, loadDialect(name, options.engine));
      dialect = files.get(key)!;
    } else dialect = loadDialect(name);
    const chunks = (request.chunks as string[] | undefined) ?? [request.text as string];
    const result = runParser(await dialect, chunks, request.chunk_token_ids as number[][] | undefined, options);
    const answer: Record<string, unknown> = { ...result.message };
    if (request.chunks) answer.deltas = result.deltas;
    return withId(answer);
  } catch (e) {
    return withId({ error: { message: e instanceof DialectcError ? e.detail : e instanceof Error ? e.message : String(e) } });
  }
}

async function parseJsonl(input: string, io: CliIO): Promise<number> {
  const files: FileCache = new Map();
  // Every input line gets one result line, so the n-th result answers the n-th request.
  const lines = input.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (const [i, raw] of lines.entries()) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const answer = line.trim() === "" ? { error: { message: `line ${i + 1} is blank: each line must be one JSON request` } } : await answerRequest(line, files);
    io.out(JSON.stringify(answer) + "\n");
  }
  return 0;
}

// ---- list -----------------------------------------------------------------
