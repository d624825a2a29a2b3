/**
 * The `dialectc` commands, in one table: each command's one-line summary (the usage text lists them in
 * this order), its `--help` text, and its module (`commands/NAME.ts`), imported only when the command
 * runs, so `--help`, `--version`, `list` and `parse` of a shipped dialect never load the grammar front
 * end (chevrotain) or the emitter (ts-morph, prettier). A new command is one entry here.
 */
import type { CliIO } from "./support/cli-common.js";

export interface Command {
  /** one line in the usage text */
  summary: string;
  /** what `dialectc NAME --help` prints */
  help: string;
  /** the command's entry, its module imported on use */
  load(): Promise<(args: string[], io: CliIO) => Promise<number>>;
}

export const COMMANDS: Readonly<Record<string, Command>> = {
  compile: {
    summary: "compile grammars into TypeScript modules (your project, or generated/)",
    help: `dialectc compile FILE.dialect… --out DIR [--check]
  Compiles grammars into DIR/<dialect>.ts: one self-contained TypeScript module
  per dialect that imports the runtime from the dialectc package and exports
  the dialect as its default (createParser(thatDialect) parses with it).
  --check    exit 1 if DIR is stale instead of writing (for your CI)
  --dump ir  print the intermediate representation as JSON instead
In dialectc's own checkout, 'dialectc compile' without files regenerates generated/.
`,
    load: async () => (await import("./commands/compile.js")).compileCommand,
  },
  check: {
    summary: "report a grammar's problems",
    help: `dialectc check [FILE.dialect…] [--vocab tokenizer.json]
dialectc check FILE.dialect|--dialect NAME --template TEMPLATE [--template-name N] [--bos T] [--eos T]
  Reports every problem of each grammar (path:line:col, a caret, a code);
  exit 1 on errors; warnings (a grammar that reads some output in a way
  rarely meant: a capture no event uses, a second name state in one call, a
  state nothing leads out of, a call render cannot write) leave the exit at 0.
  Without files, checks the shipped grammars.
  --vocab    also warn about special markers the tokenizer's vocabulary lacks
  --template hold the dialect against a model's chat template instead: each
             probe conversation the template renders must parse back (with
             the template's generation prompt); render's differences from
             the template's text are listed. Exit 1 when a probe fails.
`,
    load: async () => (await import("./commands/check.js")).checkCommand,
  },
  parse: {
    summary: "parse a model output (or --jsonl requests) with a dialect",
    help: `dialectc parse --dialect NAME|FILE.dialect [options] [input-file|-]
  Parses one model output (a file, or stdin) and prints the result.
  --format message|deltas|events   the final message (default), OpenAI deltas, or machine events
  --chunk N                        feed N characters at a time, counted as code points so a
                                   character is never split (default: all at once)
  --engine generated|interpreted   a grammar file runs on the interpreter unless 'generated' compiles it
  --thinking | --no-thinking       start inside reasoning or not, where no --prompt says
  --tools tools.json               the request's tools (OpenAI chat or Responses shape)
  --prompt prompt.txt              the rendered prompt; its current turn decides the initial state
                                   (a --thinking it contradicts is overruled, and said on stderr)
dialectc parse --jsonl
  One JSON request per stdin line, one JSON result per stdout line:
  {"dialect", "text" | "chunks", "chunk_token_ids"?, "vocab"?, "thinking"?, "prompt"?,
   "tools"?, "tool_choice"?, "engine"?, "id"?}; "dialect" may be a .dialect file.
`,
    load: async () => (await import("./commands/parse.js")).parseCommand,
  },
  diff: {
    summary: "check the laws on a dialect (a name or a grammar file)",
    help: `dialectc diff --dialect NAME|FILE.dialect | FILE.dialect | --all [--runs N] [--seed S]
  Checks the laws with fast-check on generated and adversarial outputs: chunking
  invariance, generated = interpreted (a grammar file is compiled for it),
  streaming = complete, nothing lost or moved, prefix-stable arguments, and the
  same past small caps; then law 7: render writes every message the grammar's
  channels carry, and it parses back. Exit 1 with the shrunk counterexample and
  a replay command.
  --runs N   runs per law (default 500)     --seed S   replay a run
`,
    load: async () => (await import("./commands/diff.js")).diffCommand,
  },
  render: {
    summary: "the text a model of a dialect writes for a message",
    help: `dialectc render --dialect NAME|FILE.dialect [--tools tools.json] [--like sample.txt] [message.json|-]
  Prints the text a model of the dialect writes for an assistant message:
  {"reasoning"?, "content"?, "tool_calls"?: [{"name", "arguments"}]} (a file, or stdin).
  Exit 1 when the dialect cannot express the message.
  --tools tools.json           schemas that say how typed parameter values are written
  --thinking | --no-thinking   whether the output starts in reasoning
  --like sample.txt            a text in the dialect (a chat template's turn, a model's output):
                               where the dialect reads several ways of writing a part (a JSON
                               array or a Python list, a block per call, a wrapper, quoting),
                               the ones it shows
`,
    load: async () => (await import("./commands/render.js")).renderCommand,
  },
  export: {
    summary: "the constrained-decoding grammar for a dialect and tools",
    help: `dialectc export --dialect NAME|FILE.dialect --tools tools.json [options]
  The grammar that constrains a model to its dialect's call syntax, with each
  tool's arguments following its JSON schema.
  --format structural_tag|gbnf        xgrammar's structural tag for vLLM and SGLang (default, JSON),
                                      or GBNF for llama.cpp (its request fields in a header)
  --tool-choice auto|required|NAME    calls where the model starts one (default), at least one, or that tool's
  --thinking | --no-thinking          whether the output starts in reasoning
dialectc export --format response_template --dialect NAME|FILE [--template T]
  The dialect as a Hugging Face response template (tokenizer_config.json's
  response_template, read by transformers, vLLM and SGLang), printed once it
  reads the dialect's probes back as the dialect does; with the checkpoint's
  chat template T its start anchor is the assistant's header and the
  template's own turns are checked too. Notes on stderr say what it reads
  otherwise; exit 1 names what the format cannot say.
`,
    load: async () => (await import("./commands/export.js")).exportCommand,
  },
  graph: {
    summary: "print a dialect's state machine",
    help: `dialectc graph --dialect NAME|FILE.dialect [--format mermaid|dot|svg]
  Prints the dialect's state machine (svg is drawn by Graphviz compiled to
  WebAssembly: nothing to install).
`,
    load: async () => (await import("./commands/graph.js")).graphCommand,
  },
  list: {
    summary: "the shipped dialects",
    help: `dialectc list
  The shipped dialects with their bases and features.
`,
    load: async () => (await import("./commands/list.js")).listCommand,
  },
  detect: {
    summary: "which shipped dialects read a model's chat template",
    help: `dialectc detect TEMPLATE [--json] [--template-name N] [--bos T] [--eos T]
  The shipped dialects that read everything a model's chat template writes,
  best first. TEMPLATE is tokenizer_config.json (chat_template a string or a
  list of named templates: --template-name picks one), chat_template.jinja or
  any .jinja file; --bos and --eos give the tokens a bare file refers to.
  Probe conversations (content, reasoning, calls with every kind of value)
  are rendered through it; a dialect qualifies when each probe's text parses
  back to the probe's message, and ranks by how many 'render' writes as the
  template does. Exit 1 when none qualifies.
  --json   {"file", "probes", "dialects": [{"name", "parsed", "rendered"}]}
`,
    load: async () => (await import("./commands/detect.js")).detectCommand,
  },
  infer: {
    summary: "draft and verify a grammar from a model's chat template",
    help: `dialectc infer TEMPLATE --name N [--out DIR] [--runs R] [--format dialect|response_template] [--template-name N] [--bos T] [--eos T]
  Drafts a grammar from what the chat template writes for the probes (turn
  markers, reasoning markers; calls as JSON envelopes, a name marker before
  JSON arguments, a marker per parameter, or Python calls) and writes
  DIR/N.dialect (grammars/ by default) only once
  it is verified: every probe parses back and the laws hold (R runs, 200).
  Otherwise nothing is written and exit 1 says what it could not explain.
  --format response_template writes the verified grammar as the checkpoint's
  response template instead (printed, or DIR/N.json with --out), anchored at
  the generation prompt's assistant header and verified on the template's
  turns: what a model author adds to tokenizer_config.json.
`,
    load: async () => (await import("./commands/infer.js")).inferCommand,
  },
  import: {
    summary: "a response template (tokenizer_config.json) as a verified .dialect grammar",
    help: `dialectc import FILE [--name N] [--out DIR] [--runs R]
  Reads a response template (a .json file, or the response_template of a
  tokenizer_config.json) as the equivalent .dialect grammar, verifies it
  (it compiles and the laws hold, R runs, 200 by default) and writes
  DIR/N.dialect, or prints it without --out. N defaults to the file's name
  (the folder's for a tokenizer config). A construct a dialect cannot say is
  one line naming the field and the key, exit 1. Any command that takes a
  dialect also takes such a file directly (--dialect FILE.json).
`,
    load: async () => (await import("./commands/import.js")).importCommand,
  },
  serve: {
    summary: "an OpenAI chat endpoint with reasoning and tool calls, in front of any completions endpoint",
    help: `dialectc serve --upstream URL --model NAME --template TEMPLATE [options]
       dialectc serve --config FILE [--port P --host H …]
  OpenAI /v1/chat/completions, Anthropic /v1/messages (Claude Code) and OpenAI
  /v1/responses (Codex), streamed and not, with /v1/models[/ID], /health and
  /metrics (Prometheus), in front of URL/completions (vLLM, SGLang, llama.cpp's
  server, any OpenAI-style completions endpoint). The prompt is TEMPLATE rendered with the
  request's messages and tools; the upstream's text is parsed by the dialect
  into reasoning, content and tool calls. Prints its URL first; SIGINT or
  SIGTERM lets in-flight streams finish, then exits.
  --dialect NAME|FILE       the dialect (default: detected from TEMPLATE)
  --port P --host H         where to listen (default 127.0.0.1:8000)
  --upstream-kind K         vllm|sglang|llamacpp|openai (default openai): the fields sent
  --upstream-model NAME     the model name sent upstream (default: --model)
  --api-key KEY             the upstream's key (or DIALECTC_UPSTREAM_API_KEY)
  --constrain               send the tools' exported grammar in the upstream's own field for every
                            request with tools (tool_choice required or a named tool is enforced so anyway)
  --max-body BYTES          the largest request read (default 4194304; past it: 413)
  --connect-timeout MS      wait for the upstream's answer (default 60000)
  --idle-timeout MS         wait between two pieces of its stream (default 60000)
  --grace MS                how long shutdown waits for in-flight streams (default 10000)
  --tokenizer PATH          tokenizer.json (or its folder): counts the prompt (else the upstream's
                            POST /tokenize, else an estimate) and usage when the upstream reports none
  --context-length N        the model's context: max_tokens for a request without one is what the
                            prompt leaves of it, a larger one is clamped (default: what the upstream
                            reports, learned when it answers)
  --max-tokens N            max_tokens where the context is unknown (default 4096)
  --cors ORIGIN             answer browsers from ORIGIN (or *): CORS headers and preflights
  --log-format F            text|json|none: one line per request on stderr (default text)
  --ignore-unknown-fields   leave out request fields no API here knows, named in the header
                            x-dialectc-ignored-fields (default: a 400 naming the field)
  --config FILE             several models behind one address, routed by the request's model: a YAML
                            (or JSON) file, models: [{name, upstream, upstream_kind, template, …}] (each
                            model flag is a key, - as _), auth: {keys: […]}, and the gateway's flags
  --auth-keys FILE          client keys, one per line (also DIALECTC_AUTH_KEYS, auth.keys): a request
                            without one (Authorization: Bearer or x-api-key) is a 401
  --template-name N --bos T --eos T   as for detect
  --template-kwargs JSON    variables every prompt's render gets, under a request's own
                            chat_template_kwargs ('{"functions": "…"}': a template that reads them;
                            in a config file, template_kwargs: a mapping)
`,
    load: async () => (await import("./commands/serve.js")).serveCommand,
  },
  playground: {
    summary: "write, watch and prove a dialect in the browser",
    help: `dialectc playground [GRAMMAR] [--port P] [--no-open]
  Serves the playground on 127.0.0.1 (port 5178 unless --port; 0 picks a free
  one) and opens it: edit a grammar with live diagnostics, see its state
  machine, stream a model output through it, run the laws, render and export.
  Prints its URL first; GRAMMAR is the page's starting grammar. SIGINT or
  SIGTERM exits.
  --no-open     print the URL without opening a browser
`,
    load: async () => (await import("./commands/playground.js")).playgroundCommand,
  },
};
