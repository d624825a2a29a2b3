/**
 * The chat templates of test/fixtures/templates/ that the specs treat apart:
 * the ones @huggingface/jinja cannot render, and the ones that write
 * something their model does not.
 */
/** What @huggingface/jinja 0.5.11 cannot render, by the construct it names (Python's Jinja2 renders them all). */
export const ENGINE_FAILS: Record<string, RegExp> = {
  "llamacpp-ByteDance-Seed-OSS.jinja": /Object keys must be strings/,
  "llamacpp-Kimi-K2-Thinking.jinja": /Cannot call something that is not a function/,
  "vllm-hunyuan_a13b.jinja": /Cannot perform operation \+ on undefined values/,
  "vllm-llama3.2_pythonic.jinja": /Unknown StringValue filter: format/,
  "yenx-meetkai-functionary-medium-v3.2.jinja": /Cannot unpack non-iterable type/,
};

/** Templates that write something their model does not, with why. */
export const QUIRKS: Record<string, string> = {
  "vllm-phi4_mini.jinja": "the template writes the calls without the functools[…] its own system prompt asks the model for",
};
