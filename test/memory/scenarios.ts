/**
 * Unbounded-input scenarios for the buffer caps: a dialect, the text that
 * leads into one growing buffer, and a unit repeated until 8 MB have been
 * fed, never closing it. Each names the buffer it aims at.
 */
export interface MemoryScenario {
  name: string;
  dialect: string;
  prefix: string;
  unit: string;
  options?: Record<string, unknown>;
}

const typed = (props: Record<string, unknown>) => ({
  tools: [{ type: "function", function: { name: "f", parameters: { type: "object", properties: props } } }],
});
const toolsF = typed({ n: { type: "integer" }, s: { type: "string" } });

export const scenarios: MemoryScenario[] = [
  { name: "hermes: tool name", dialect: "hermes", prefix: '<tool_call>{"name": "', unit: "abcdefgh" },
  { name: "hermes: nested argument arrays", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": {"a": ', unit: "[" },
  { name: "hermes: nested argument objects", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": {"a": ', unit: '{"k":' },
  { name: "hermes: integer value (schema)", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": {"n": ', unit: "12345678", options: toolsF },
  { name: "hermes: number value (no schema)", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": {"n": 1', unit: "12345678" },
  { name: "hermes: argument key", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": {"', unit: "abcdefgh" },
  { name: "hermes: whitespace after a value", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": {"a": 1', unit: "        " },
  { name: "hermes: arguments before the name", dialect: "hermes", prefix: '<tool_call>{"arguments": {"s": "', unit: "abcdefgh" },
  { name: "hermes: string argument streams", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": {"s": "', unit: "abcdefgh" },
  { name: "hermes: envelope key", dialect: "hermes", prefix: '<tool_call>{"', unit: "abcdefgh" },
  { name: "kimi_k2: call header", dialect: "kimi_k2", prefix: "<|tool_calls_section_begin|><|tool_call_begin|>functions.", unit: "abcdefgh", options: { thinking: false } },
  { name: "deepseek_v32: invoke name", dialect: "deepseek_v32", prefix: '<｜DSML｜function_calls><｜DSML｜invoke name="', unit: "abcdefgh" },
  { name: "deepseek_v32: wrapper without invoke", dialect: "deepseek_v32", prefix: "<｜DSML｜function_calls>", unit: "prose ab" },
  {
    name: "deepseek_v32: json parameter",
    dialect: "deepseek_v32",
    prefix: '<｜DSML｜function_calls><｜DSML｜invoke name="f"><｜DSML｜parameter name="n" string="false">',
    unit: "12345678",
  },
  { name: "qwen3: integer parameter", dialect: "qwen3", prefix: "<tool_call>\n<function=f>\n<parameter=n>\n", unit: "12345678", options: { thinking: false, ...toolsF } },
  { name: "qwen3: preamble prose", dialect: "qwen3", prefix: "<tool_call>", unit: "prose ab", options: { thinking: false } },
  { name: "qwen3: whitespace content", dialect: "qwen3", prefix: "Hi", unit: "        ", options: { thinking: false } },
  { name: "qwen3: whitespace reasoning", dialect: "qwen3", prefix: "<think>Hm", unit: "        ", options: { thinking: false } },
  { name: "glm47_moe: tool name", dialect: "glm47_moe", prefix: "<tool_call>", unit: "abcdefgh", options: { thinking: false } },
  { name: "glm47_moe: integer value", dialect: "glm47_moe", prefix: "<tool_call>f<arg_key>n</arg_key><arg_value>", unit: "12345678", options: { thinking: false, ...toolsF } },
  { name: "harmony: header", dialect: "harmony", prefix: "<|start|>assistant", unit: "abcdefgh" },
  { name: "harmony: arguments", dialect: "harmony", prefix: '<|start|>assistant to=functions.f<|channel|>commentary<|message|>{"s": "', unit: "abcdefgh" },
  { name: "mistral: tool name", dialect: "mistral", prefix: "[TOOL_CALLS]", unit: "abcdefgh" },
  { name: "granite: array gap", dialect: "granite", prefix: "<|tool_call|>[", unit: " , , , ," },
  { name: "llama_json: envelope without a name", dialect: "llama_json", prefix: '{"parameters": {"s": "', unit: "abcdefgh" },
  { name: "gemma4: quoted arguments", dialect: "gemma4", prefix: "<|tool_call>call:f{s:", unit: "abcdefgh" },
  {
    name: "minimax_m2: invoke value (schema)",
    dialect: "minimax_m2",
    prefix: '<minimax:tool_call><invoke name="f"><parameter name="n">',
    unit: "12345678",
    options: { thinking: false, ...toolsF },
  },
  {
    name: "plamo3: tool name",
    dialect: "plamo3",
    prefix: "<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>",
    unit: "abcdefgh",
    options: { thinking: false },
  },
  { name: "qwen3: lookahead after a closer", dialect: "qwen3", prefix: "<tool_call>\n<function=f>\n<parameter=s>\nx</parameter>", unit: "        ", options: { thinking: false } },
  {
    name: "glm47_moe: lookahead after a closer",
    dialect: "glm47_moe",
    prefix: "<tool_call>f<arg_key>s</arg_key><arg_value>x</arg_value>",
    unit: "  \n  \n  ",
    options: { thinking: false },
  },
  { name: "glm47_moe: whitespace reasoning (stripped)", dialect: "glm47_moe", prefix: "<think>Hm", unit: "        " },
  { name: "qwen3: recovered call waiting for its closer", dialect: "qwen3", prefix: "<function=f>\n<parameter=s>\n", unit: "abcdefgh", options: { thinking: false, ...toolsF } },
  {
    name: "deepseek_v32: orphan invoke waiting for its closer",
    dialect: "deepseek_v32",
    prefix: '<｜DSML｜invoke name="f"><｜DSML｜parameter name="s" string="true">',
    unit: "abcdefgh",
    options: toolsF,
  },
  { name: "hermes: arguments as a JSON string", dialect: "hermes", prefix: '<tool_call>{"name": "f", "arguments": "', unit: "abcdefgh" },
  {
    name: "kimi_k2: arguments nested",
    dialect: "kimi_k2",
    prefix: '<|tool_calls_section_begin|><|tool_call_begin|>functions.f:0<|tool_call_argument_begin|>{"a": ',
    unit: "[[[[",
    options: { thinking: false },
  },
  { name: "cohere_command: action", dialect: "cohere_command", prefix: '<|START_ACTION|>[{"tool_name": "', unit: "abcdefgh" },
];
