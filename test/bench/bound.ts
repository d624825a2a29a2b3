/**
 * The bound on "generated faster than interpreted, end to end": the generated
 * machine driving a sink that does only what every parser must do per token,
 * slice the text and build a fresh OpenAI delta. It does no escaping, JSON
 * reading, schema coercion, whitespace policy or recovery, so it is faster
 * than any correct assembler, generated or not. The interpreted parser's time
 * over this one is the most a generated path could gain over it end to end.
 */
import { Channel, type Delta, type Dialect, type Encoding, type Sink, type Trim } from "../../runtime/compiler-api.js";

/** Routes text by its state's channel into the fields of one fresh delta per `take`. */
export class DeltaOnlySink implements Sink {
  private readonly kinds: Uint8Array;
  private reasoning = "";
  private content = "";
  private args = "";
  private index = -1;
  private started = false;

  constructor(dialect: Dialect) {
    this.kinds = Uint8Array.from(dialect.ir.states, (st) => st.channel.kind);
  }

  chars(state: number, src: string, from: number, to: number): void {
    const text = from === 0 && to === src.length ? src : src.slice(from, to);
    const kind = this.kinds[state]!;
    if (kind === Channel.Text) this.content = this.content === "" ? text : this.content + text;
    else if (kind === Channel.Reasoning) this.reasoning = this.reasoning === "" ? text : this.reasoning + text;
    else if (this.index >= 0) this.args = this.args === "" ? text : this.args + text;
  }

  toolStart(): void {
    this.index++;
    this.started = true;
  }

  take(): Delta | null {
    const { reasoning, content, args } = this;
    if (reasoning === "" && content === "" && args === "" && !this.started) return null;
    this.reasoning = this.content = this.args = "";
    const delta: Delta = {};
    if (reasoning !== "") delta.reasoning = reasoning;
    if (content !== "") delta.content = content;
    if (args !== "" || this.started) {
      delta.tool_calls = [
        this.started ? { index: this.index, id: "id", type: "function", function: { name: "f", arguments: args } } : { index: this.index, function: { arguments: args } },
      ];
      this.started = false;
    }
    return delta;
  }

  terminal(): void {}
  unconfirmedCall(): boolean {
    return false;
  }
  restart(): void {}
  reasoningStart(): void {}
  contentStart(): void {}
  reasoningEnd(): void {}
  toolName(): void {}
  toolId(): void {}
  argStart(_src: string, _from: number, _to: number, _encoding: Encoding, _trim: Trim): void {}
  argEnd(): void {}
  toolEnd(): void {}
}

/** The generated machine under `DeltaOnlySink`, fed one token at a time, taking a delta per token; returns how many there were. */
export function deltaOnly(dialect: Dialect, texts: readonly string[], thinking: boolean): number {
  const sink = new DeltaOnlySink(dialect);
  const m = dialect.generated!(sink, thinking ? dialect.ir.initial.thinking : dialect.ir.initial.plain);
  let deltas = 0;
  for (const t of texts) {
    m.feed(t);
    if (sink.take() !== null) deltas++;
  }
  m.finish();
  return deltas;
}
