/**
 * `dialectc render`: the text a model of a dialect writes for a message (runtime/render/render.ts). Light like `parse`: a shipped dialect needs only the runtime.
 */
import { type Tool, RenderError, renderFor, type RenderMessage } from "../../../runtime/compiler-api.js";
import { flags, isGrammarFile, loadDialect, readJson, readText, UsageError, type CliIO } from "../support/cli-common.js";
/** `dialectc render`: the text a model of the dialect writes for a message (JSON: reasoning, content, tool_calls). */
export async function renderCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    dialect: { type: "string" },
    tools: { type: "string" },
    thinking: { type: "boolean" },
    "no-thinking": { type: "boolean" },
    like: { type: "string" },
  });
  if (!values.dialect) throw new UsageError("render needs --dialect NAME or --dialect FILE.dialect (see 'dialectc list')");
  if (positionals.length > 1) throw new UsageError(`render takes one message file, not ${positionals.length}`);
  const input = positionals[0];
  const text = input === undefined || input === "-" ? await io.readStdin() : readText(input, "message file");
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    throw new UsageError(`the message must be JSON: {"reasoning"?, "content"?, "tool_calls"?: [{"name", "arguments"}]}`);
  }
  if (message === null || typeof message !== "object" || Array.isArray(message)) throw new UsageError("the message must be a JSON object");
  const tools = values.tools ? readJson(values.tools) : [];
  if (!Array.isArray(tools)) throw new UsageError(`${values.tools} must hold a JSON array of tools`);
  const thinking = values.thinking ? true : values["no-thinking"] ? false : undefined;
  // A sample in the dialect (a template's turn, a model's output): the ways of writing to follow where the dialect reads several.
  const like = values.like === undefined ? undefined : readText(values.like, "sample file", true);
  const dialect = await loadDialect(values.dialect, isGrammarFile(values.dialect) ? "interpreted" : undefined);
  try {
    io.out(renderFor(dialect, message as RenderMessage, { tools: tools as Tool[], ...(thinking !== undefined ? { thinking } : {}), ...(like !== undefined ? { like } : {}) }));
  } catch (e) {
    if (!(e instanceof RenderError)) throw e;
    io.err(e.message + "\n");
    return 1;
  }
  return 0;
}
