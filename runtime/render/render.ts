/**
 * The other direction: the text a model of a dialect writes for an assistant
 * message. Nothing here knows a dialect; the rendering is read off the IR.
 *
 * The message is written in its natural order — reasoning, content, calls —
 * by walking the state machine: each part is a short search for transitions
 * (their first spellings, captures filled with the name, key or encoding the
 * part needs) from where the text stands to a state whose channel takes that
 * part, using only transitions whose events the part allows. A call is
 * opened, named (by a capture, a name or header channel, or inside a JSON or
 * Python envelope), given its arguments (a JSON object, or one parameter at a
 * time in the encoding its state and the tool's schema call for) and closed.
 *
 * Where a grammar leaves a choice (brackets around an array of envelopes,
 * which transition to take) the candidates are tried in order, and a rendering
 * counts only if parsing it gives the message back: `render` either returns
 * text that round-trips or says the dialect cannot express the message. It
 * never returns wrong text.
 *
 * Here: the entry, the styles tried and the round-trip check. `writer.ts`
 * writes a message's parts; `paths.ts` walks the machine and spells markers;
 * `argument-writers.ts` writes arguments in JSON, XML or Python.
 */
import type { Dialect } from "../machine/dialect.js";
import { turnStart } from "../machine/prompt.js";
// JSON as chat templates write it (`tojson`, Python's json.dumps: `, ` and `: ` between items).
import { jsonDumps as json } from "../text/json-text.js";
import { parseCompleteFor } from "../parser.js";
import { ToolSchemas, checkTools, type Tool } from "../args/schema.js";
import { Unwritable } from "./argument-writers.js";
import type { Piece } from "./paths.js";
import { Writer, type Call, type Style } from "./writer.js";
import { DialectcError, DialectcInputError } from "../errors.js";

export interface RenderToolCall {
  name: string;
  /** an object, or JSON text of one */
  arguments: Record<string, unknown> | string;
  /** the call's id, written where the dialect has the model write one (Mistral's `[CALL_ID]`, an envelope's `"id"`) */
  id?: string;
}

export interface RenderMessage {
  /** `""` writes an empty reasoning block where the dialect opens one (a thinking model's `<think></think>`); null or absent, none */
  reasoning?: string | null;
  content?: string | null;
  tool_calls?: readonly RenderToolCall[];
}

export interface RenderOptions {
  /** the request's tools: their schemas say how typed parameter values are written */
  tools?: readonly Tool[];
  /** whether the turn starts in reasoning (the dialect's `thinking_default` when absent), as for parsing */
  thinking?: boolean;
  /**
   * A text in the dialect (a chat template's turn, a model's output) whose spellings to follow where the
   * dialect reads several ways of writing a part: among them, the ways whose markers the sample holds.
   */
  like?: string;
}

/** The dialect has no way to write this message (or this part of it). */
export class RenderError extends DialectcError {
  constructor(
    dialect: string,
    why: string,
    /** the state the writer was in when it found no way on, and where the grammar declares it */
    readonly stoppedIn?: { state: string; at: string },
  ) {
    super(`${dialect} cannot express this message: ${why}${stoppedIn ? ` (stopped in state '${stoppedIn.state}', ${stoppedIn.at})` : ""}`);
    this.name = "RenderError";
  }
}

const STYLES: Style[] = [
  { brackets: true, wrapValues: true },
  { brackets: false, wrapValues: true },
  { brackets: true, wrapValues: false },
  { brackets: false, wrapValues: false },
];

export function renderFor(dialect: Dialect, message: RenderMessage, options: RenderOptions = {}): string {
  return renderPieces(dialect, message, options).text;
}

/** The rendering and what it is made of: fixed text and the slots the message filled (grammar export reads these). */
export function renderPieces(dialect: Dialect, message: RenderMessage, options: RenderOptions = {}): { text: string; pieces: Piece[] } {
  if (message === null || typeof message !== "object" || Array.isArray(message)) {
    throw new DialectcInputError(`render takes a message object ({reasoning?, content?, tool_calls?}), not ${JSON.stringify(message)}`);
  }
  checkTools(options.tools);
  const ir = dialect.ir;
  const calls = (message.tool_calls ?? []).map((c, i) => ({ name: c.name, args: argumentsOf(ir.name, c.arguments, i), ...(c.id !== undefined ? { id: c.id } : {}) }));
  const thinking = options.thinking ?? ir.policies.thinkingDefault;
  const start = turnStart(ir, { thinking });
  const tools = options.tools ?? [];
  let why = "no transition sequence writes it";
  let stoppedIn: { state: string; at: string } | undefined;
  for (const style of STYLES) {
    let text: string;
    const writer = new Writer(ir, new ToolSchemas(tools), style, options.like ?? null);
    try {
      text = writer.write(start.state, message.reasoning ?? null, message.content ?? "", calls);
    } catch (e) {
      if (!(e instanceof Unwritable)) throw e;
      why = e.message;
      // Where the writer stood names the grammar element an author has to change.
      const st = ir.states[writer.at]!;
      stoppedIn = { state: st.name, at: st.at };
      continue;
    }
    const differs = roundTripDifference(dialect, text, message, calls, tools, thinking);
    if (differs === null) return { text, pieces: writer.pieces };
    why = `every spelling tried parses back differently (${differs})`;
    stoppedIn = undefined;
  }
  // A sample only chooses among texts that read back as the message: where none of its ways does (a value
  // quoted as the sample quotes it that no schema types back), the dialect's own ways are written.
  if (options.like !== undefined) return renderPieces(dialect, message, { ...options, like: undefined });
  throw new RenderError(ir.name, why, stoppedIn);
}

function argumentsOf(dialect: string, args: RenderToolCall["arguments"], i: number): Record<string, unknown> {
  let value: unknown = args;
  if (typeof args === "string") {
    try {
      value = JSON.parse(args);
    } catch {
      throw new RenderError(dialect, `call ${i}'s arguments are not JSON`);
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new RenderError(dialect, `call ${i}'s arguments are not a JSON object`);
  // An object is taken as the JSON it stands for (an undefined member gone, an undefined item
  // null), as JSON.stringify would send it: what is written and what it must read back as.
  return typeof args === "string" ? (value as Record<string, unknown>) : (JSON.parse(json(value)) as Record<string, unknown>);
}

/** What the text reads back as that the message does not say, or null when it reads back as the message. */
function roundTripDifference(dialect: Dialect, text: string, m: RenderMessage, calls: Call[], tools: readonly Tool[], thinking: boolean): string | null {
  const back = parseCompleteFor(dialect, text, { tools, thinking, engine: "interpreted" });
  if ((back.reasoning ?? "") !== (m.reasoning ?? "")) return "the reasoning holds a marker or whitespace it cannot keep";
  if ((back.content ?? "") !== (m.content ?? "")) return "the content holds a marker or whitespace it cannot keep";
  if (back.tool_calls.length !== calls.length) return `${back.tool_calls.length} calls read back, not ${calls.length}: a value holds a marker`;
  const schemas = new ToolSchemas(tools);
  for (const [i, c] of back.tool_calls.entries()) {
    const want = calls[i]!;
    if (c.name !== want.name) return `call ${i}'s name reads back as ${JSON.stringify(c.name)}`;
    const got = JSON.parse(c.arguments) as Record<string, unknown>;
    if (sameJson(got, want.args)) continue;
    for (const key of Object.keys(want.args)) {
      const [was, is] = [want.args[key], got[key]];
      if (sameJson(was, is)) continue;
      // Parameter text carries no type: only the tool's schema makes `3` a number again.
      if (typeof is === "string" && typeof was !== "string" && schemas.properties(want.name)?.[key] === undefined) {
        return `call ${i}'s ${JSON.stringify(key)} reads back as the string ${JSON.stringify(is)}: pass the tool in \`tools\` so its schema types it`;
      }
      return `call ${i}'s ${JSON.stringify(key)} reads back as ${JSON.stringify(is)}, not ${JSON.stringify(was)}`;
    }
    return `call ${i}'s arguments read back as ${c.arguments}`;
  }
  return null;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
