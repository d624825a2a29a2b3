/**
 * The readers of one request's call arguments: for each form a state's
 * channel names, the reader with the tools' schemas it coerces by. The one
 * door from the assembler to the schemas' coercion: made once per request,
 * so the lookup by tool is built once, and no part of the assembler makes a
 * reader of its own.
 */
import { DEFAULT_ARGS_KEYS, DEFAULT_NAME_KEYS, type CapsIR, type ChannelIR, type PoliciesIR } from "../ir/ir.js";
import { EnvelopeScanner } from "../args/envelope.js";
import type { SchemaLookup } from "../args/json-stream.js";
import { ParameterArgs } from "../args/parameter-args.js";
import { PythonCallScanner } from "../args/python-call.js";
import type { ToolSchemas } from "../args/schema.js";
import { JsonBlock } from "./call-args.js";

export class ArgReaders {
  /** each tool's parameter lookup; null without tools, so readers skip coercion */
  private readonly lookup: ((tool: string) => SchemaLookup) | null;
  private readonly caps: CapsIR;

  constructor(
    readonly schemas: ToolSchemas,
    private readonly policies: PoliciesIR,
  ) {
    this.caps = policies.caps;
    this.lookup = schemas.size > 0 ? (tool: string) => (key: string) => schemas.parameter(tool, key) : null;
  }

  /** A call written as one JSON object that holds its name too (the channel names the keys). */
  envelope(channel: ChannelIR): EnvelopeScanner {
    return new EnvelopeScanner(
      channel.nameKeys ?? DEFAULT_NAME_KEYS,
      channel.argsKeys ?? DEFAULT_ARGS_KEYS,
      this.caps,
      this.lookup,
      channel.nameAsKey === true,
      channel.idKeys,
      channel.wrapperKeys,
    );
  }

  /** A Python call of tool `name`, its `(` next. */
  pythonCall(name: string): PythonCallScanner {
    return new PythonCallScanner(name, this.caps, this.lookup);
  }

  /** A JSON object block of tool `tool`'s arguments, in the encoding the channel names. */
  block(channel: ChannelIR, tool: string, continues: boolean | null): JsonBlock {
    return new JsonBlock(channel, this.lookup?.(tool) ?? null, this.caps, continues);
  }

  /** Values one parameter at a time. */
  parameters(continues: boolean | null, merge: boolean): ParameterArgs {
    return new ParameterArgs(this.schemas, this.policies.unwrapArguments, this.caps.held, continues, merge);
  }
}
