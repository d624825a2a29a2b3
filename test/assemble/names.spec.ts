/**
 * Names held to the request's tools, in every dialect: an undeclared name is
 * content, and the spellings models drift into are the declared tool's where
 * exactly one fits (docs/recovery.md, Names).
 */
import { describe, expect, it } from "vitest";
import { parseComplete, type Tool } from "../../runtime/index.js";
import { dialects } from "../../generated/index.js";

const tool = (name: string, props: string[] = []): Tool => ({
  type: "function",
  function: { name, parameters: { type: "object", properties: Object.fromEntries(props.map((p) => [p, { type: "string" }])) } },
});
const kimi = (header: string, args: string) =>
  `Sure.<|tool_calls_section_begin|><|tool_call_begin|>${header}<|tool_call_argument_begin|>${args}<|tool_call_end|><|tool_calls_section_end|>`;
const names = (text: string, tools: Tool[], dialect = dialects.kimi_k2) => parseComplete(dialect, text, { tools, thinking: false }).tool_calls.map((c) => c.name);

describe("names held to the tools", () => {
  const tools = [tool("exec", ["command"]), tool("read_file", ["path"])];

  it("a header that lost its '.' and ':' is the declared tool (functionsexec5)", () => {
    expect(names(kimi("functionsexec5", '{"command": "ls"}'), tools)).toEqual(["exec"]);
    expect(names(kimi("functions.exec5", '{"command": "ls"}'), tools)).toEqual(["exec"]);
    expect(names(kimi("functionsexec:5", '{"command": "ls"}'), tools)).toEqual(["exec"]);
  });

  it("a namespace prefix, a trailing index and another case, in a dialect without headers", () => {
    const hermes = (name: string) => `<tool_call>{"name": "${name}", "arguments": {"path": "a"}}</tool_call>`;
    for (const drifted of ["default_api.read_file", "functions.read_file", "read_file_0", "READ_FILE", "tools/read_file"]) {
      expect(names(hermes(drifted), tools, dialects.hermes), drifted).toEqual(["read_file"]);
    }
  });

  it("a call id where the name belongs: the tool the arguments fit", () => {
    expect(names(kimi("call_59adf5614cfe4f4b8a71be54", '{"path": "a.txt"}'), tools)).toEqual(["read_file"]);
    // Arguments that fit no tool, or two, name none: the call is content.
    const m = parseComplete(dialects.kimi_k2, kimi("call_59adf5614cfe4f4b8a71be54", '{"other": 1}'), { tools, thinking: false });
    expect(m.tool_calls).toEqual([]);
    expect(m.content).toContain("call_59adf5614cfe4f4b8a71be54");
  });

  it("an undeclared name, or a drift two tools fit, is content, whole", () => {
    const m = parseComplete(dialects.hermes, 'A <tool_call>{"name": "rm", "arguments": {}}</tool_call>', { tools });
    expect(m.tool_calls).toEqual([]);
    expect(m.content).toBe('A <tool_call>{"name": "rm", "arguments": {}}</tool_call>');
    const two = [tool("get"), tool("GET")];
    expect(names('<tool_call>{"name": "Get", "arguments": {}}</tool_call>', two, dialects.hermes)).toEqual([]);
    // Another namespace's tool is not this one's.
    expect(names('<tool_call>{"name": "foo.exec", "arguments": {}}</tool_call>', tools, dialects.hermes)).toEqual([]);
  });

  it("without tools, any name goes out as written", () => {
    expect(names(kimi("functionsexec5", "{}"), [])).toEqual(["functionsexec5"]);
  });
});
