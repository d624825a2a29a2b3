/**
 * The chat templates of test/fixtures/templates/ that the specs treat apart:
 * the ones that write something their model does not.
 */

export interface Quirk {
  /** what the template writes that its model does not */
  why: string;
  /** text in the form the model writes, and the calls (or content) the dialect reads from it */
  model: string;
  calls: string[];
  content?: string;
}

/** Templates that write something their model does not, with why and what the model writes instead. */
export const QUIRKS: Record<string, Quirk> = {
  "vllm-phi4_mini.jinja": {
    why: "the template writes the calls without the functools[…] its own system prompt asks the model for",
    model: 'functools[{"name": "probe_ping", "arguments": {}}]',
    calls: ["probe_ping"],
  },
  "vllm-hunyuan_a13b.jinja": {
    why: "with tools, the template writes 助手： (Assistant:) before an earlier answer, which its generation prompt does not ask for; the model answers in <answer>…</answer>",
    model: "<think>\nPlan.\n</think>\n<answer>\nProbe answer.\n</answer>",
    calls: [],
    content: "Probe answer.",
  },
  "vllm-llama3.2_pythonic.jinja": {
    why: 'the template writes string arguments unquoted ("%s" | format(value) gives topic=Ωmega four), which is not Python; the model writes Python literals',
    model: "[probe_lookup(topic='Ωmega four')]",
    calls: ["probe_lookup"],
  },
  "xinference-deepseek-v3.jinja": {
    why: 'Xinference\'s own template, not the model\'s: it writes a call as {"name", "parameters"} JSON between the call markers, and spaces around every marker, so its history turn does not start where its generation prompt ends; DeepSeek V3 writes function<｜tool▁sep｜>NAME and a ```json fence',
    model: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>probe_lookup\n```json\n{"topic": "Ωmega four"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    calls: ["probe_lookup"],
  },
  "xinference-qwen1.5-chat.jinja": {
    why: 'the template writes broken call JSON, {"name": "NAME, "arguments": …"} (the name\'s closing quote after the arguments), which no model writes; the model writes Hermes calls',
    model: '<tool_call>\n{"name": "probe_lookup", "arguments": {"topic": "Ωmega four"}}\n</tool_call>',
    calls: ["probe_lookup"],
  },
  "csp2-chat_template.jinja": {
    why: "an edit left the closer twice: the template writes each call's }<end_function_call> after its arguments and again after that, which FunctionGemma does not write; the model writes one",
    model: "<start_function_call>call:probe_lookup{topic:<escape>Ωmega four<escape>}<end_function_call>",
    calls: ["probe_lookup"],
  },
  "crystal-chat_template.jinja": {
    why: "every angle-bracket tag in the template's string literals (<think>, <tool_call>, <function=…>, <parameter=…>) was stripped from this copy, so it writes spaces and newlines where Qwen3's markers go; the model writes the markers",
    model: "<think>\nPlan.\n</think>\n\n<tool_call>\n<function=probe_lookup>\n<parameter=topic>\nΩmega four\n</parameter>\n</function>\n</tool_call>",
    calls: ["probe_lookup"],
  },
  "nodellamacpp-funcationaryJinjaTemplateV3.jinja": {
    why: "the generation prompt ends with a literal <|start_header_id|>{role}<|end_header_id|> (as node-llama-cpp's test keeps the file), not the assistant's header, so no turn the template writes follows it; the model writes >>>NAME and its JSON arguments",
    model: '>>>probe_lookup\n{"topic": "Ωmega four"}',
    calls: ["probe_lookup"],
  },
};

/**
 * Probes whose text `render` does not write as the template does (whitespace, JSON spacing and a closer aside), with
 * why. Earlier ones were fixed (Cogito 3B's call ids inside each call object, SGLang's DeepSeek V4 template's arguments
 * as one JSON parameter named `arguments`, Falcon3's OpenAI tool_call objects: render writes each so where a sample
 * does; the fresh9 part's four: HyperCLOVA X SEED's bare strings, LLM-jp-4.1's closer between parallel calls, and
 * TeleChat2's {"name", "arguments"} object, which telechat4 reads and now writes where a sample does). None is left;
 * the spec holds each entry while it differs, so a fix removes its entry.
 */
export const RENDER_DIFFERENCES: Record<string, string> = {
  "miles-inkling_fixed.jinja: two calls":
    "a fixed Inkling template (fresh15) writes each call's name in its message header, `<|message_model|>NAME<|content_invoke_tool_json|>`, which inkling reads as the header's text and so cannot write",
  "tokenspeed-inkling.jinja: two calls": "TokenSpeed's Inkling template (fresh16) writes each call's name in its message header too, as the fixed one does",
};
