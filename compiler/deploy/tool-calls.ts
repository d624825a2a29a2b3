/**
 * What became of each call the model wrote, for `dialectc_tool_calls_total`:
 * `valid`, `unknown_tool` (a tool the request did not declare: the gateway
 * hands such a call back as text, as vLLM does) or `invalid_args` (arguments
 * that are not an object its tool's schema admits). A watch sits beside one
 * request's generation: its `format` wraps the API's answer format and sees
 * the calls that surface (and the first piece, for the time to first token);
 * its `sink` receives the parser's machine events and keeps the text of call
 * regions, so a call that never surfaced can be read again, without the
 * request's tools, for its name. Nothing is kept outside call regions, and the
 * second reading happens only when a call started and did not surface.
 */
import { type Delta, type Dialect, type Message, type Tool, callStates, type Sink, parseCompleteFor } from "../../runtime/compiler-api.js";
import { fitsSchema } from "./json-schema.js";

export type CallOutcomes = Partial<Record<"valid" | "unknown_tool" | "invalid_args", number>>;

/**
 * An API's answer format as a watch sees it (serve's `AnswerFormat`, of which it reads the deltas and the
 * message; `End` and `Fault` are the answer's end and error there). Said here, so that deploy/ does not
 * import serve/ (serve/ uses this watch): the gateway's format is checked against it where it is watched.
 */
export interface WatchedFormat<End, Fault> {
  open(): string;
  delta(d: Delta): string;
  close(end: End): string;
  whole(message: Message, end: End): unknown;
  errorEvent(e: Fault): string;
}

export interface CallWatch {
  /** receives the parser's machine events (its `trace`) */
  readonly sink: Sink;
  /** the API's answer format, watched */
  format<End, Fault>(f: WatchedFormat<End, Fault>): WatchedFormat<End, Fault>;
}

/**
 * A watch for one request. `first`: called once, when the first piece of a streamed answer is written;
 * `ended`: called with the calls' outcomes when the answer ends (not when it fails).
 */
export function watchCalls(dialect: Dialect, tools: readonly Tool[], first: () => void, ended: (outcomes: CallOutcomes) => void): CallWatch {
  const regions = new RegionText(callStates(dialect.ir));
  const surfaced = new Map<number, { name: string; args: string }>();
  let seen = false;
  const end = (calls: Iterable<{ name: string; args: string }>) => ended(outcomes(dialect, tools, [...calls], regions));
  return {
    sink: regions,
    format: (f) => ({
      open: () => f.open(),
      delta(d) {
        if (!seen) {
          seen = true;
          first();
        }
        for (const c of d.tool_calls ?? []) {
          const call = surfaced.get(c.index) ?? { name: "", args: "" };
          call.name += c.function?.name ?? "";
          call.args += c.function?.arguments ?? "";
          surfaced.set(c.index, call);
        }
        return f.delta(d);
      },
      close(e) {
        end(surfaced.values());
        return f.close(e);
      },
      whole(message: Message, e) {
        end(message.tool_calls.map((c) => ({ name: c.name, args: c.arguments })));
        return f.whole(message, e);
      },
      errorEvent: (e) => f.errorEvent(e),
    }),
  };
}

/** A tool's name and parameters schema, in the shapes requests carry them. */
function schemas(tools: readonly Tool[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const tool of tools) {
    const t = tool as { function?: { name?: unknown; parameters?: unknown }; name?: unknown; parameters?: unknown; inputSchema?: unknown };
    const fn = t.function ?? t;
    if (typeof fn.name === "string") out.set(fn.name, fn.parameters ?? t.inputSchema ?? null);
  }
  return out;
}

function outcomes(dialect: Dialect, tools: readonly Tool[], calls: { name: string; args: string }[], regions: RegionText): CallOutcomes {
  const declared = schemas(tools);
  const out: CallOutcomes = {};
  const add = (k: keyof CallOutcomes) => (out[k] = (out[k] ?? 0) + 1);
  for (const call of calls) {
    if (!declared.has(call.name)) add("unknown_tool");
    else add(argsFit(call.args, declared.get(call.name)) ? "valid" : "invalid_args");
  }
  // Calls that started and never surfaced: read again without the request's tools, for their names.
  if (regions.started > calls.length && regions.text !== "") {
    for (const c of parseCompleteFor(dialect, regions.text, { thinking: false }).tool_calls) if (!declared.has(c.name)) add("unknown_tool");
  }
  return out;
}

function argsFit(args: string, schema: unknown): boolean {
  let value: unknown;
  try {
    value = JSON.parse(args || "{}");
  } catch {
    return false;
  }
  return value !== null && typeof value === "object" && !Array.isArray(value) && fitsSchema(value, schema);
}

/** A sink that keeps the text of call regions (from the marker that enters one to the marker that leaves it) and counts calls started. */
class RegionText implements Sink {
  text = "";
  started = 0;
  private inside = false;

  constructor(private readonly isCall: Uint8Array) {}

  chars(_state: number, src: string, from: number, to: number): void {
    if (this.inside) this.text += src.slice(from, to);
  }
  terminal(_terminal: number, target: number, src: string, from: number, to: number): void {
    if (target < 0) {
      if (this.inside) this.text += src.slice(from, to);
      return;
    }
    const entering = this.isCall[target] === 1;
    if (entering && !this.inside && this.text !== "") this.text += "\n";
    if (entering || this.inside) this.text += src.slice(from, to);
    this.inside = entering;
  }
  unconfirmedCall(): boolean {
    return false;
  }
  restart(): void {
    this.started = Math.max(0, this.started - 1);
  }
  reasoningStart(): void {}
  contentStart(): void {}
  reasoningEnd(): void {}
  toolStart(): void {
    this.started++;
  }
  toolName(): void {}
  toolId(): void {}
  argStart(): void {}
  argEnd(): void {}
  toolEnd(): void {}
}
