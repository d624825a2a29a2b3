/**
 * Every dialect parses the example of its format description (or, where
 * the reference gives none, one written from its format description) to the
 * described result, through `dialectc parse --jsonl` as a server would call it.
 */
import { describe, expect, it } from "vitest";
import { dialects } from "../../generated/index.js";
import { runCli } from "../helpers/cli.js";

interface Example {
  dialect: string;
  text: string;
  thinking?: boolean;
  reasoning: string | null;
  content: string | null;
  calls: [string, unknown][];
}

const QWEN_CALL =
  "<tool_call>\n<function=Bash>\n<parameter=command>\nls -la /tmp\n</parameter>\n<parameter=description>\nList files in /tmp directory\n</parameter>\n</function>\n</tool_call>";
const QWEN_ARGS = { command: "ls -la /tmp", description: "List files in /tmp directory" };
const GLM = "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>";

const EXAMPLES: Example[] = [
  { dialect: "qwen3", text: QWEN_CALL, thinking: false, reasoning: null, content: null, calls: [["Bash", QWEN_ARGS]] },
  { dialect: "qwen3", text: "Let me think about this.</think>The answer is 42.", thinking: true, reasoning: "Let me think about this.", content: "The answer is 42.", calls: [] },
  { dialect: "nemotron_v3", text: "Thinking.\n</think>" + QWEN_CALL, thinking: true, reasoning: "Thinking.", content: null, calls: [["Bash", QWEN_ARGS]] },
  { dialect: "step3p5", text: "Steps.\n</think>\nAnswer.", thinking: false, reasoning: "Steps.", content: "Answer.", calls: [] },
  {
    dialect: "mimo",
    text: "<tool_call>\n<function=f>\n<parameter=x>\n a \n</parameter>\n</function>\n</tool_call>",
    thinking: false,
    reasoning: null,
    content: null,
    calls: [["f", { x: "\n a \n" }]],
  },
  {
    dialect: "seed_oss",
    text: "<seed:think>Plan the call.</seed:think><seed:tool_call>\n<function=get_weather>\n<parameter=city>Tokyo</parameter>\n</function>\n</seed:tool_call>",
    reasoning: "Plan the call.",
    content: null,
    calls: [["get_weather", { city: "Tokyo" }]],
    thinking: false,
  },
  {
    dialect: "deepseek_v4",
    text: 'Let me look up the weather.\n\n<｜DSML｜tool_calls><｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="location" string="true">NYC</｜DSML｜parameter>\n</｜DSML｜invoke></｜DSML｜tool_calls>',
    thinking: true,
    reasoning: "Let me look up the weather.",
    content: null,
    calls: [["get_weather", { location: "NYC" }]],
  },
  {
    dialect: "deepseek_v32",
    text: 'Let me check. <｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="q" string="true">vllm</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
    reasoning: null,
    content: "Let me check. ",
    calls: [["search", { q: "vllm" }]],
  },
  {
    dialect: "deepseek_v41",
    text: 'Plan.</think>Checking.\n\n<｜DSML｜ calls>\n<｜DSML｜ invoke name="get_weather">\n<｜DSML｜ parameter name="city" string="true">杭州</｜DSML｜ parameter>\n</｜DSML｜ invoke>\n</｜DSML｜ calls>',
    thinking: true,
    reasoning: "Plan.",
    // DSML keeps content as written (vLLM: strip_content_whitespace_with_tools=False).
    content: "Checking.\n\n",
    calls: [["get_weather", { city: "杭州" }]],
  },
  {
    dialect: "hermes",
    text: '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}\n</tool_call>',
    reasoning: null,
    content: null,
    calls: [["final_answer", { trigger: true }]],
  },
  {
    dialect: "longcat",
    text: '<longcat_tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}\n</longcat_tool_call>',
    reasoning: null,
    content: null,
    calls: [["final_answer", { trigger: true }]],
  },
  {
    dialect: "kimi_k2",
    text: 'I\'ll help you check the weather. <|tool_calls_section_begin|> <|tool_call_begin|>\nfunctions.get_weather:0 <|tool_call_argument_begin|> {"city": "Beijing"} <|tool_call_end|> <|tool_calls_section_end|>',
    thinking: false,
    reasoning: null,
    content: "I'll help you check the weather. ",
    calls: [["get_weather", { city: "Beijing" }]],
  },
  { dialect: "glm47_moe", text: GLM, thinking: false, reasoning: null, content: null, calls: [["get_weather", { city: "Beijing" }]] },
  { dialect: "glm47_moe", text: "<tool_call>get_current_date</tool_call>", thinking: false, reasoning: null, content: null, calls: [["get_current_date", {}]] },
  { dialect: "ling3", text: GLM, reasoning: null, content: null, calls: [["get_weather", { city: "Beijing" }]] },
  { dialect: "poolside", text: "Check.</think>" + GLM, thinking: true, reasoning: "Check.", content: null, calls: [["get_weather", { city: "Beijing" }]] },
  {
    dialect: "minimax_m2",
    text: '</think><minimax:tool_call><invoke name="get_weather"><parameter name="city">Seattle</parameter></invoke></minimax:tool_call>',
    reasoning: null,
    content: null,
    calls: [["get_weather", { city: "Seattle" }]],
  },
  { dialect: "minimax_m3", text: "<mm:think>hmm</mm:think>Sure.", reasoning: "hmm", content: "Sure.", calls: [] },
  { dialect: "mistral", text: 'hi[TOOL_CALLS]add[ARGS]{"a": 1, "b": 2}', reasoning: null, content: "hi", calls: [["add", { a: 1, b: 2 }]] },
  { dialect: "mistral", text: "[THINK]a\nb[/THINK]c\nd", reasoning: "a\nb", content: "c\nd", calls: [] },
  {
    dialect: "gemma4",
    text: '<|channel>thought\nThe user wants Dallas.<channel|><|tool_call>call:get_current_weather{city:<|"|>Dallas<|"|>,state:<|"|>TX<|"|>,unit:<|"|>fahrenheit<|"|>}<tool_call|>',
    reasoning: "The user wants Dallas.",
    content: null,
    calls: [["get_current_weather", { city: "Dallas", state: "TX", unit: "fahrenheit" }]],
  },
  {
    dialect: "harmony",
    text: '<|channel|>analysis<|message|>Reasoning about query...<|end|><|start|>assistant to=functions.search<|channel|>commentary<|constrain|>json<|message|>{"query": "vllm"}<|call|><|start|>assistant<|channel|>final<|message|>Done',
    reasoning: "Reasoning about query...",
    content: "Done",
    calls: [["search", { query: "vllm" }]],
  },
  {
    dialect: "llama_json",
    text: '<|python_tag|>{"name": "f", "parameters": {"x": 1}}; {"name": "g", "arguments": {"y": [2]}}',
    reasoning: null,
    content: null,
    calls: [
      ["f", { x: 1 }],
      ["g", { y: [2] }],
    ],
  },
  {
    dialect: "granite",
    text: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Boston"}}, {"name": "get_time", "arguments": {}}]',
    reasoning: null,
    content: null,
    calls: [
      ["get_weather", { city: "Boston" }],
      ["get_time", {}],
    ],
  },
  {
    dialect: "inkling",
    text: '<|message_model|><|content_thinking|>Check SF.<|end_message|><|message_model|><|content_invoke_tool_json|>{"name":"get_weather","args":{"city":"SF"}}<|end_message|>',
    reasoning: "Check SF.",
    content: null,
    calls: [["get_weather", { city: "SF" }]],
  },
  {
    dialect: "plamo3",
    text: '<|plamo:begin_think:plamo|>Use the tool.<|plamo:end_think:plamo|><|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"city": "Tokyo"}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|><|plamo:tag|>',
    thinking: false,
    reasoning: "Use the tool.",
    content: null,
    calls: [["get_weather", { city: "Tokyo" }]],
  },
  { dialect: "olmo3", text: "<think>Reason.</think>Answer. </think> stays.", reasoning: "Reason.", content: "Answer. </think> stays.", calls: [] },
  {
    dialect: "pangu",
    text: 'Need the weather.[unused17]Sure.[unused11][{"name": "get_weather", "arguments": {"city": "Oslo"}}][unused12]',
    reasoning: "Need the weather.",
    content: "Sure.",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "dots",
    text: 'Before<dots_function_call><invoke name="get_weather"><parameter name="city">Oslo</parameter></invoke></dots_function_call>',
    reasoning: null,
    content: "Before",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "solar_open2",
    text: "Weather.<|think:end|>Sure.<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>Oslo<|tool_arg:end|>\n<|tool_call:end|>",
    reasoning: "Weather.",
    content: "Sure.",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "iquest_coder_v2",
    text: "Weather.</think>Sure.<iquestcoder_tool_call>get_weather<arg_key>city</arg_key><arg_value>Oslo</arg_value></iquestcoder_tool_call>",
    reasoning: "Weather.",
    content: "Sure.",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "hyperclovax_seed_think",
    text: 'Weather.</think>\n\nSure.<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>"Oslo"</arg_value>\n</tool_call>',
    thinking: true,
    reasoning: "Weather.",
    content: "Sure.",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "rwkv",
    text: 'Sure.\n**Tool Call:**\n```json\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n```',
    reasoning: null,
    content: "Sure.",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "cwm",
    text: "Checking.\n<tool: function>\nterminal curl -s wttr.in/Oslo\n</tool>",
    reasoning: null,
    content: "Checking.",
    calls: [["terminal", { command: "curl -s wttr.in/Oslo" }]],
  },
  {
    dialect: "granite_pythonic",
    text: 'Checking.\nget_weather(city="Oslo")',
    reasoning: null,
    content: "Checking.",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "qwen3_hermes",
    text: '<think>\nWeather.\n</think>\n\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>',
    reasoning: "Weather.",
    content: null,
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "granite4",
    text: '<think>Weather.</think>\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>',
    reasoning: "Weather.",
    content: null,
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "k2_horizon",
    text: 'Before<ifm|tool_calls><ifm|tool_call>{"name": "get_weather", "arguments": {"city": "Oslo"}}</ifm|tool_call></ifm|tool_calls>',
    thinking: false,
    reasoning: null,
    content: "Before",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "hy_v4",
    text: "sure!<tool_calls:opensource><tool_call:opensource>get_weather<arg_key:opensource>city</arg_key:opensource><arg_value:opensource>Beijing</arg_value:opensource></tool_call:opensource></tool_calls:opensource>",
    thinking: false,
    reasoning: null,
    content: "sure!",
    calls: [["get_weather", { city: "Beijing" }]],
  },
  {
    dialect: "gigachat35",
    text: 'Need weather.</think>\n\n<｜GCML｜tool_calls>\n<｜GCML｜invoke name="get_weather">\n<｜GCML｜parameter name="city" string="true">Москва</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>',
    thinking: true,
    reasoning: "Need weather.",
    content: null,
    calls: [["get_weather", { city: "Москва" }]],
  },
  {
    dialect: "qwen25_coder",
    text: 'Checking.\n<tools>\n[{"name": "get_weather", "arguments": {"city": "Oslo"}}, {"name": "get_time", "parameters": {}}]\n</tools>',
    reasoning: null,
    content: "Checking.",
    calls: [
      ["get_weather", { city: "Oslo" }],
      ["get_time", {}],
    ],
  },
  {
    dialect: "exaone4",
    text: 'Need weather.</think>\n<tool_call>{"name": "get_weather", "arguments": {"city": "Seoul"}}</tool_call>',
    thinking: true,
    reasoning: "Need weather.",
    content: null,
    calls: [["get_weather", { city: "Seoul" }]],
  },
  {
    dialect: "ernie45",
    text: 'Need weather.\n</think>\n\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Beijing"}}\n</tool_call>\n',
    reasoning: "Need weather.",
    content: null,
    calls: [["get_weather", { city: "Beijing" }]],
  },
  {
    dialect: "cohere_command",
    text: '<|START_THINKING|>Need weather.<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Oslo"}}]<|END_ACTION|>',
    reasoning: "Need weather.",
    content: null,
    calls: [["get_weather", { city: "Oslo" }]],
  },
  {
    dialect: "deepseek_r1",
    text: '<think>Check Tokyo.</think>\n\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Tokyo"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    reasoning: "Check Tokyo.",
    content: null,
    calls: [["get_weather", { city: "Tokyo" }]],
  },
  {
    dialect: "deepseek_v31",
    text: 'Plan.</think>Sure.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"city": "Paris"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    thinking: true,
    reasoning: "Plan.",
    content: "Sure.",
    calls: [["get_time", { city: "Paris" }]],
  },
  {
    dialect: "pythonic",
    text: "[get_weather(city='San Francisco', metric='celsius'), get_time()]",
    reasoning: null,
    content: null,
    calls: [
      ["get_weather", { city: "San Francisco", metric: "celsius" }],
      ["get_time", {}],
    ],
  },
  {
    dialect: "lfm2",
    text: "<think>Call it.</think>Checking.<|tool_call_start|>[grocery.order(items=[{'name': 'noodles', 'amount': 250}], rush=True)]<|tool_call_end|>",
    reasoning: "Call it.",
    content: "Checking.",
    calls: [["grocery.order", { items: [{ name: "noodles", amount: 250 }], rush: true }]],
  },
  {
    dialect: "llama_json",
    text: '<|python_tag|>brave_search.call(query="weather in Paris")<|eom_id|>',
    reasoning: null,
    content: null,
    calls: [["brave_search", { query: "weather in Paris" }]],
  },
  {
    dialect: "jamba",
    text: ' <tool_calls>[\n    {"name": "get_weather", "arguments": {"city": "Dallas"}},\n    {"name": "get_weather", "arguments": {"city": "Orlando"}}\n]</tool_calls>',
    reasoning: null,
    content: null,
    calls: [
      ["get_weather", { city: "Dallas" }],
      ["get_weather", { city: "Orlando" }],
    ],
  },
  {
    dialect: "hunyuan_a13b",
    text: '<think>\nUse the tool.\n</think>\n<answer>\n<tool_calls>[{"name": "get_weather", "arguments": {"city": "Seattle"}}]</tool_calls>\n</answer>',
    reasoning: "Use the tool.",
    content: null,
    calls: [["get_weather", { city: "Seattle" }]],
  },
  {
    dialect: "apriel",
    text: "Here are my reasoning steps:\nAdd them.\n[BEGIN FINAL RESPONSE]\n4\n[END FINAL RESPONSE]",
    thinking: true,
    reasoning: "Add them.",
    content: "4",
    calls: [],
  },
  {
    dialect: "nemotron_json",
    thinking: false,
    text: 'Let me check.<TOOLCALL>[{"name": "run_query", "arguments": "{\\"sql\\": \\"select 1\\"}"}]</TOOLCALL>',
    reasoning: null,
    content: "Let me check.",
    calls: [["run_query", { sql: "select 1" }]],
  },
  { dialect: "phi4_mini", text: 'functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]', reasoning: null, content: null, calls: [["get_weather", { city: "Tokyo" }]] },
  {
    dialect: "firefunction_v2",
    text: ' functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
    reasoning: null,
    content: null,
    calls: [["get_weather", { city: "Tokyo" }]],
  },
  {
    dialect: "xlam",
    text: 'I\'ll help with that.\n```json\n[{"name": "get_weather", "arguments": {"city": "Dallas"}}]\n```',
    reasoning: null,
    content: "I'll help with that.",
    calls: [["get_weather", { city: "Dallas" }]],
  },
  {
    dialect: "internlm2",
    text: 'What\'s the weather?<|action_start|><|plugin|>\n{"name": "get_weather", "parameters": {"location": "Tokyo"}}<|action_end|>',
    reasoning: null,
    content: "What's the weather?",
    calls: [["get_weather", { location: "Tokyo" }]],
  },
  {
    dialect: "minimax_m1",
    text: '<think>Two cities.</think>\n<tool_calls>\n{"name": "get_weather", "arguments": {"city": "Miami"}}\n{"name": "get_weather", "arguments": {"city": "Austin"}}\n</tool_calls>',
    reasoning: "Two cities.",
    content: null,
    calls: [
      ["get_weather", { city: "Miami" }],
      ["get_weather", { city: "Austin" }],
    ],
  },
  {
    dialect: "granite_20b_fc",
    text: '<function_call> {"name": "get_weather", "arguments": {"city": "Tokyo"}}\n<function_call> {"name": "refresh", "arguments": {}}',
    reasoning: null,
    content: null,
    calls: [
      ["get_weather", { city: "Tokyo" }],
      ["refresh", {}],
    ],
  },
  {
    dialect: "gigachat3",
    text: '<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "manage_memory", "arguments": {"action": "create"}}',
    reasoning: null,
    content: null,
    calls: [["manage_memory", { action: "create" }]],
  },
  { dialect: "functionary_v32", text: 'all\nSure.>>>get_weather\n{"city": "Oslo"}', reasoning: null, content: "Sure.", calls: [["get_weather", { city: "Oslo" }]] },
  {
    dialect: "kimi_k3",
    text: 'Weather first.<|close|>think<|sep|><|open|>response<|sep|>Checking.<|close|>response<|sep|><|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|>Oslo<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
    thinking: true,
    reasoning: "Weather first.",
    content: "Checking.",
    calls: [["get_weather", { city: "Oslo" }]],
  },
  { dialect: "functionary_v31", text: 'Sure.<function=get_weather>{"city": "Oslo"}</function>', reasoning: null, content: "Sure.", calls: [["get_weather", { city: "Oslo" }]] },
  {
    dialect: "command_r_plus",
    text: 'Action:\n```json\n[{"tool_name": "internet_search", "parameters": {"query": "weather"}}]\n```',
    reasoning: null,
    content: null,
    calls: [["internet_search", { query: "weather" }]],
  },
  {
    dialect: "hy_v3",
    text: "Checking.<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Shenzhen</arg_value>\n</tool_call>\n</tool_calls>",
    thinking: false,
    reasoning: null,
    content: "Checking.",
    calls: [["get_weather", { city: "Shenzhen" }]],
  },
  {
    dialect: "step3",
    text: 'Let me help.\n<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="compare">\n<steptml:parameter name="expression">a < b && b > c</steptml:parameter>\n</steptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>',
    thinking: false,
    reasoning: null,
    content: "Let me help.",
    calls: [["compare", { expression: "a < b && b > c" }]],
  },
  {
    dialect: "functiongemma",
    text: "Let me check. <start_function_call>call:set_temperature{room:<escape>kitchen<escape>,value:25}<end_function_call>",
    reasoning: null,
    content: "Let me check.",
    calls: [["set_temperature", { room: "kitchen", value: 25 }]],
  },
  {
    dialect: "apertus",
    text: '<|inner_prefix|>I\'m\nthinking<|inner_suffix|><|tools_prefix|>[{"get_weather": {"location": "London"}}]<|tools_suffix|>Done.',
    reasoning: "I'm\nthinking",
    content: "Done.",
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // vLLM's MiroThinker tool parser's docstring: the MCP format its chat template prompts for.
    dialect: "mirothinker",
    text: '<think>\nFind it.\n</think>\n\n<use_mcp_tool>\n<server_name>default</server_name>\n<tool_name>get_weather</tool_name>\n<arguments>\n{"location": "London"}\n</arguments>\n</use_mcp_tool>',
    reasoning: "Find it.",
    content: null,
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // MiniCPM 5's chat template's own instructions: attribute names, CDATA around a multi-line value.
    dialect: "minicpm5",
    text: '<think>\nFind it.\n</think>\n\n<function name="get_weather"><param name="location"><![CDATA[London,\nUK]]></param></function>',
    reasoning: "Find it.",
    content: null,
    calls: [["get_weather", { location: "London,\nUK" }]],
  },
  {
    // llama.cpp's test-chat.cpp: the generic format's array of calls, with the model's id.
    dialect: "llama_generic",
    text: '{\n  "tool_calls": [\n    {\n      "name": "get_weather",\n      "arguments": {\n        "location": "London"\n      },\n      "id": "123456789"\n    }\n  ]\n}',
    reasoning: null,
    content: null,
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // vLLM's Muse Glimmer tests: reasoning addressed to itself, then a message to the tool.
    dialect: "glimmer",
    text: ' to=self<|message|>Let me check the weather.<|eom|><|start|>assistant to=get_weather<|message|><atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="location">London</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
    reasoning: "Let me check the weather.",
    content: null,
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // MiniCPM4-MCP's README (the format MiniCPM3's template prompts for): a thought, a call in a fenced block.
    dialect: "minicpm3",
    text: '<|thought_start|>\nI will call the get_weather function.\n<|thought_end|>\n<|tool_call_start|>\n```python\nget_weather(location="London")\n```\n<|tool_call_end|>\n',
    reasoning: "I will call the get_weather function.",
    content: null,
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // SGLang's GLM-5.3-Flash detector tests: the JSON form, no closer.
    dialect: "glm53_flash",
    text: '我来帮您查询。<tool_call>get_weather>{"location": "London"}',
    thinking: false,
    reasoning: null,
    content: "我来帮您查询。",
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // TensorRT-LLM's TeleChat4 / Xing4.0 parser: the prompt opened <think>; a tag-form call after the reasoning.
    dialect: "telechat4",
    text: "The user asks for London.\n</think>\n<tool_call>get_weather<param_key>location</param_key><param_value>London</param_value></tool_call>",
    thinking: true,
    reasoning: "The user asks for London.",
    content: null,
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // SMG's Sarashina parser: the marker, then a Python literal list of calls.
    dialect: "sarashina",
    text: "<|tool_calls|>[{'name': 'get_weather', 'arguments': {'location': 'London'}}]",
    reasoning: null,
    content: null,
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // SGLang's IQuest-Q1 detector: text, then a GLM-style call in IQuest's wrapper.
    dialect: "iquest_q1",
    text: "查询中。<iquest_tool_call>get_weather\n<arg_key>location</arg_key><arg_value>London</arg_value>\n</iquest_tool_call>",
    thinking: false,
    reasoning: null,
    content: "查询中。",
    calls: [["get_weather", { location: "London" }]],
  },
  {
    // SGLang's LLM-jp-4.1 tests: Harmony with a space after every special token.
    dialect: "llm_jp",
    text: '<|channel|> analysis<|message|> Look it up.<|end|><|start|> assistant to=functions.get_weather<|channel|> commentary <|constrain|>  json<|message|> {"location": "London"}',
    reasoning: "Look it up.",
    content: null,
    calls: [["get_weather", { location: "London" }]],
  },
];

describe("reference examples through parse --jsonl", () => {
  it("covers every dialect", () => {
    expect([...new Set(EXAMPLES.map((e) => e.dialect))].sort()).toEqual(Object.keys(dialects).sort());
  });

  it("gives the described result for each", async () => {
    const lines = EXAMPLES.map((e, i) => JSON.stringify({ id: i, dialect: e.dialect, text: e.text, ...(e.thinking === undefined ? {} : { thinking: e.thinking }) }));
    const { code, out } = await runCli(["parse", "--jsonl"], lines.join("\n") + "\n");
    expect(code).toBe(0);
    const results = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { id: number; reasoning: string | null; content: string | null; tool_calls: { name: string; arguments: string }[] });
    for (const r of results) {
      const e = EXAMPLES[r.id]!;
      expect({ dialect: e.dialect, reasoning: r.reasoning, content: r.content, calls: r.tool_calls.map((c) => [c.name, JSON.parse(c.arguments)]) }).toEqual({
        dialect: e.dialect,
        reasoning: e.reasoning,
        content: e.content,
        calls: e.calls,
      });
    }
  });
});
