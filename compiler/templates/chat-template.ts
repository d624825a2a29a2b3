/**
 * A model's chat template as input: read from `tokenizer_config.json` (its
 * `chat_template` string, or a list of named templates), `chat_template.jinja`
 * or any `.jinja` file, and rendered as Python's Jinja2 renders it (compiler/jinja/). The context is
 * what servers pass: messages, tools in the OpenAI shape,
 * `add_generation_prompt`, the BOS and EOS tokens, the thinking switches
 * templates read (`enable_thinking`, `thinking`, `reasoning_effort`); the
 * engine (compiler/jinja/) provides the helpers templates call
 * (`raise_exception`, `strftime_now`). A template the engine
 * cannot parse or render is one `TemplateError` line naming what failed.
 * Only the CLI package reads templates; the runtime never does.
 */
import { compileJinja, JinjaError, tokenize, type JinjaTemplate } from "../jinja/index.js";
import { readTextFile } from "../common/text-file.js";
import { UsageError } from "../common/usage-error.js";
import { DialectcError } from "../../runtime/compiler-api.js";

/** The Jinja engine cannot parse or render the template: one line, with the file and the construct that failed (exit 1). */
export class TemplateError extends DialectcError {
  constructor(message: string) {
    super(message);
    this.name = "TemplateError";
  }
}

export interface TemplateOptions {
  /** which of several named templates (`tool_use`, `default`) */
  templateName?: string;
  bos?: string;
  eos?: string;
  /**
   * For the template tools, which study what a template writes, not what a request tells the model: a
   * variable the template reads at its top level and no request gives (firefunction-v2's `functions` and
   * `datetime`, which llama.cpp fills for it alone) is given as "" where leaving it undefined raises, and
   * named in `filled`. A server leaves this off: the caller passes such variables in chat_template_kwargs.
   */
  fillUnsupplied?: boolean;
  /** variables every render gets (a server's --template-kwargs), under what a request passes itself */
  defaults?: Record<string, unknown>;
}

/** A template's options from the flags every command that reads one shares (`--template-name`, `--bos`, `--eos`). */
export function templateFlags(values: { "template-name"?: string; bos?: string; eos?: string }): TemplateOptions {
  return {
    ...(values["template-name"] !== undefined ? { templateName: values["template-name"] } : {}),
    ...(values.bos !== undefined ? { bos: values.bos } : {}),
    ...(values.eos !== undefined ? { eos: values.eos } : {}),
  };
}

export interface RenderContext {
  messages: Record<string, unknown>[];
  tools?: readonly unknown[];
  addGenerationPrompt: boolean;
  thinking?: boolean;
  /**
   * With thinking off, pass `reasoning_effort: "none"` too (the default) where the template reads it;
   * false leaves it out (a template may refuse efforts it does not know, Hy3's refuses "none").
   */
  effortOff?: boolean;
  /** further variables the caller passes (a request's chat_template_kwargs); the ones above win */
  extra?: Record<string, unknown>;
}

export interface ChatTemplate {
  path: string;
  source: string;
  bos: string;
  eos: string;
  /** the string literals in the template's code */
  readonly codeStrings: readonly string[];
  /** the variables given as "" because the template raised without them (`fillUnsupplied`), as found so far */
  readonly filled: readonly string[];
  render(context: RenderContext): string;
}

/**
 * What the template's code holds, read with the engine's own lexer: the variables it names (not an
 * attribute after `.`, not a word in a message) and its string literals (the markers it writes, splits
 * and tests by).
 */
function readCode(source: string): { names: Set<string>; strings: string[] } {
  const names = new Set<string>();
  const strings = new Set<string>();
  const tokens = tokenize(source);
  tokens.forEach((t, i) => {
    if (t.type === "name" && tokens[i - 1]?.type !== "dot") names.add(t.value as string);
    else if (t.type === "string") strings.add(t.value as string);
  });
  return { names, strings: [...strings] };
}

type Named = { name?: unknown; template?: unknown };

/** A special token given as a string or as an object with `content`. */
function tokenText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value !== null && typeof value === "object" && typeof (value as { content?: unknown }).content === "string") return (value as { content: string }).content;
  return undefined;
}

export function loadChatTemplate(path: string, options: TemplateOptions = {}): ChatTemplate {
  const text = readTextFile(path, { what: "chat template" });
  let source: string;
  let bos = options.bos;
  let eos = options.eos;
  if (path.endsWith(".json")) {
    let config: Record<string, unknown>;
    try {
      config = JSON.parse(text) as Record<string, unknown>;
    } catch (e) {
      throw new UsageError(`${path} is not JSON: ${(e as Error).message}`);
    }
    bos ??= tokenText(config.bos_token);
    eos ??= tokenText(config.eos_token);
    const t = config.chat_template;
    if (typeof t === "string") source = t;
    else if (Array.isArray(t)) {
      const named = t as Named[];
      const want = options.templateName ?? "default";
      const found = named.find((n) => n.name === want) ?? (options.templateName === undefined ? named[0] : undefined);
      if (!found || typeof found.template !== "string") {
        throw new UsageError(`${path} has no chat template named '${want}' (it has: ${named.map((n) => String(n.name)).join(", ")}); pick one with --template-name`);
      }
      source = found.template;
      // As transformers (and so vLLM and SGLang) choose: a request with tools is rendered by the `tool_use`
      // template where the config has one, any other by the default (Hermes 2 Pro's and 3's, Command R's).
      const toolUse = named.find((n) => n.name === "tool_use");
      if (options.templateName === undefined && toolUse && toolUse !== found && typeof toolUse.template === "string") {
        const fill = options.fillUnsupplied === true;
        return byTools(compile(path, source, bos ?? "", eos ?? "", fill, options.defaults), compile(path, toolUse.template, bos ?? "", eos ?? "", fill, options.defaults));
      }
    } else throw new UsageError(`${path} has no chat_template`);
  } else source = text;
  return compile(path, source, bos ?? "", eos ?? "", options.fillUnsupplied === true, options.defaults);
}

/** A config's default and `tool_use` templates as one: the second renders a request that has tools. */
function byTools(plain: ChatTemplate, withTools: ChatTemplate): ChatTemplate {
  return {
    path: plain.path,
    source: `${plain.source}\n${withTools.source}`,
    // Each writes its own special tokens where it sets them; the one requests with tools see is the one studied.
    bos: withTools.bos,
    eos: withTools.eos,
    codeStrings: [...new Set([...plain.codeStrings, ...withTools.codeStrings])],
    get filled() {
      return [...new Set([...plain.filled, ...withTools.filled])];
    },
    render(context: RenderContext): string {
      return (context.tools && context.tools.length > 0 ? withTools : plain).render(context);
    },
  };
}

/**
 * Where in the template source the engine's error points, as `:line:col`:
 * the engine gives the line and column of the construct that failed (the
 * tag or expression being parsed, or the innermost expression being
 * evaluated when it raised).
 */
function position(e: unknown): string {
  const { line, column } = (e ?? {}) as { line?: unknown; column?: unknown };
  return typeof line === "number" ? `:${line}:${typeof column === "number" ? column : 1}` : "";
}

function compile(path: string, source: string, bos: string, eos: string, fillUnsupplied: boolean, defaults: Record<string, unknown> = {}): ChatTemplate {
  let template: JinjaTemplate;
  try {
    template = compileJinja(source);
  } catch (e) {
    throw new TemplateError(`${path}${position(e)}: the Jinja engine cannot parse this template: ${oneLine(e)}`);
  }
  // A template that sets its own special tokens (`{% set eos_token = '<｜hy_eos｜>' %}`) writes those, whatever
  // the caller passed: the turn's end is what the template writes.
  bos = template.setsConstant("bos_token") ?? bos;
  eos = template.setsConstant("eos_token") ?? eos;
  const code = readCode(source);
  const reads = {
    enable_thinking: code.names.has("enable_thinking"),
    thinking: code.names.has("thinking"),
    reasoning_effort: code.names.has("reasoning_effort"),
  };
  let parts: boolean | undefined;
  const filled: string[] = [];
  return {
    path,
    source,
    bos,
    eos,
    codeStrings: code.strings,
    filled,
    render(context: RenderContext): string {
      parts ??= wantsParts(template, bos, eos);
      const vars: Record<string, unknown> = {
        ...defaults,
        ...context.extra,
        messages: parts ? context.messages.map(asParts) : context.messages,
        add_generation_prompt: context.addGenerationPrompt,
        bos_token: bos,
        eos_token: eos,
      };
      if (context.tools && context.tools.length > 0) vars.tools = context.tools;
      // The switches are passed only where the template reads them: a variable a template does not
      // name changes nothing, and one it does not know the value of may make it raise.
      if (context.thinking !== undefined) {
        if (reads.enable_thinking) vars.enable_thinking = context.thinking;
        if (reads.thinking) vars.thinking = context.thinking;
        if (!context.thinking && reads.reasoning_effort && context.effortOff !== false) vars.reasoning_effort = "none";
      }
      for (const name of filled) if (!(name in vars)) vars[name] = "";
      for (;;) {
        try {
          return template.render(vars);
        } catch (e) {
          if (e instanceof TemplateError) throw e;
          const name = fillUnsupplied ? unsupplied(e, code.names, vars) : null;
          if (name === null) throw new TemplateError(`${path}${position(e)}: the Jinja engine cannot render this template: ${oneLine(e)}`);
          filled.push(name);
          vars[name] = "";
        }
      }
    },
  };
}

/** The variables a request gives a template (RenderContext's): never filled, their absence is the request's. */
const REQUEST_VARIABLES = new Set(["messages", "tools", "add_generation_prompt", "bos_token", "eos_token", "enable_thinking", "thinking", "reasoning_effort"]);

/** The top-level variable whose absence made the template raise, where no request gives it; else null. */
function unsupplied(e: unknown, reads: ReadonlySet<string>, vars: Record<string, unknown>): string | null {
  if (!(e instanceof JinjaError) || e.kind !== "UndefinedError") return null;
  const name = /^'([A-Za-z_]\w*)' is undefined$/.exec(e.message)?.[1];
  return name !== undefined && reads.has(name) && !(name in vars) && !REQUEST_VARIABLES.has(name) ? name : null;
}

/**
 * Whether the template reads a message's content only as a list of parts (`message['content'][0]['text']`,
 * MiniMax-M1's): it raises on a question given as a string and writes one given as parts. A server gives
 * such a template every message's text as parts, as vLLM does for the content format it detects.
 */
function wantsParts(template: JinjaTemplate, bos: string, eos: string): boolean {
  const question = (content: unknown) => ({ messages: [{ role: "user", content }], add_generation_prompt: true, bos_token: bos, eos_token: eos });
  try {
    template.render(question("Hello."));
    return false;
  } catch {
    try {
      template.render(question([{ type: "text", text: "Hello." }]));
      return true;
    } catch {
      return false;
    }
  }
}

/** The message with its text content as one text part. */
function asParts(message: Record<string, unknown>): Record<string, unknown> {
  return typeof message.content === "string" ? { ...message, content: [{ type: "text", text: message.content }] } : message;
}

/** An error's message, its first line. */
export function oneLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split("\n")[0]!.trim();
}
