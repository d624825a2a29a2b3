/**
 * `dialectc export`: the constrained-decoding grammar a server sends with a
 * request (runtime/export/export.ts), or a dialect as a response template
 * (compiler/response/). Light like `parse`: a shipped dialect's grammar export
 * needs only the runtime.
 */
import { type Tool, exportGrammarFor, type ExportToolChoice } from "../../../runtime/compiler-api.js";
import { flags, isGrammarFile, loadDialect, readJson, UsageError, type CliIO } from "../support/cli-common.js";

export async function exportCommand(args: string[], io: CliIO): Promise<number> {
  const { values } = flags(args, {
    dialect: { type: "string" },
    tools: { type: "string" },
    "tool-choice": { type: "string" },
    format: { type: "string" },
    thinking: { type: "boolean" },
    "no-thinking": { type: "boolean" },
    template: { type: "string" },
  });
  if (!values.dialect) throw new UsageError("export needs --dialect NAME or --dialect FILE.dialect (see 'dialectc list')");
  const format = values.format ?? "structural_tag";
  if (format === "response_template") return exportResponseTemplate(values.dialect, values.template, io);
  if (values.template !== undefined) throw new UsageError("--template goes with --format response_template");
  if (!values.tools) throw new UsageError("export needs --tools tools.json (the request's tools)");
  if (format !== "structural_tag" && format !== "gbnf") throw new UsageError("--format takes structural_tag, gbnf or response_template");
  const tools = readJson(values.tools);
  if (!Array.isArray(tools)) throw new UsageError(`${values.tools} must hold a JSON array of tools`);
  const toolChoice = (values["tool-choice"] ?? "auto") as ExportToolChoice;
  const thinking = values.thinking ? true : values["no-thinking"] ? false : undefined;
  const dialect = await loadDialect(values.dialect, isGrammarFile(values.dialect) ? "interpreted" : undefined);
  const result = exportGrammarFor(dialect, { tools: tools as Tool[], toolChoice, format, ...(thinking !== undefined ? { thinking } : {}) });
  if ("grammar" in result) {
    // GBNF for --grammar-file, with llama.cpp's request fields in a comment header.
    const header = [
      `# dialectc export --dialect ${dialect.name} --format gbnf`,
      `# grammar_lazy: ${result.grammar_lazy}`,
      `# grammar_triggers: ${JSON.stringify(result.grammar_triggers)}`,
      `# preserved_tokens: ${JSON.stringify(result.preserved_tokens)}`,
    ];
    io.out(header.join("\n") + "\n" + result.grammar);
  } else io.out(JSON.stringify(result, null, 2) + "\n");
  return 0;
}

/**
 * `dialectc export --format response_template --dialect D [--template T]`: the dialect as a response
 * template (compiler/response/), printed only once read back it parses the dialect's probes (and, with
 * the checkpoint's chat template, its assistant turns after their prompts) as the dialect does. What the
 * template reads otherwise, untested by the probes, is said on stderr; what it cannot say is exit 1.
 */
async function exportResponseTemplate(name: string, templatePath: string | undefined, io: CliIO): Promise<number> {
  const dialect = await loadDialect(name, isGrammarFile(name) ? "interpreted" : undefined);
  const { verifiedTemplate } = await import("../../response/verified.js");
  const chat = templatePath === undefined ? undefined : (await import("../../templates/chat-template.js")).loadChatTemplate(templatePath);
  const result = verifiedTemplate(dialect, chat);
  if ("why" in result) {
    io.err(`dialectc export: ${dialect.name} cannot be written as a response template: ${result.why}\n`);
    return 1;
  }
  const { exported } = result;
  for (const loss of exported.losses) io.err(`dialectc export: note: ${loss}\n`);
  io.out(JSON.stringify(exported.template, null, 2) + "\n");
  return 0;
}
