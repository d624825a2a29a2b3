/**
 * Two readings a response template needs, held for every dialect: `content_whitespace = trim` (the
 * answer's edges dropped, as a `text` parser strips its value) and tool schemas typing what a json
 * value left as text, or admitting null through OpenAPI's `nullable`.
 */
import { describe, expect, it } from "vitest";
import { buildGrammarSource } from "../../compiler/lower/build.js";
import { interpretedDialect, parseCompleteFor, type Dialect, type Tool } from "../../runtime/index.js";
import { chunkText } from "../../compiler/laws/chunks.js";
import { createParserFor, MessageAccumulator } from "../../runtime/index.js";

function dialect(text: string): Dialect {
  const build = buildGrammarSource("test.dialect", text);
  expect(build.diagnostics.hasErrors, build.diagnostics.format()).toBe(false);
  return interpretedDialect(build.dialects[0]!);
}

const grammar = (whitespace: string, encoding: string) => `dialect t
terminal OPEN "<call name=" name:ident ">"
terminal CLOSE "</call>"
terminal PARAM "<p=" key:ident ">"
terminal PARAM_END "</p>"
state content : text
state call : discard
state value : arg_value(${encoding})
initial content
content OPEN -> call : tool_start(name)
call PARAM -> value : arg_start(key)
value PARAM_END -> call : arg_end
call CLOSE -> content : tool_end
policy content_whitespace = ${whitespace}
`;

function streamed(d: Dialect, text: string, size: number, tools?: Tool[]) {
  const parser = createParserFor(d, { tools });
  const acc = new MessageAccumulator();
  for (const chunk of chunkText(text, size)) acc.add(parser.feed(chunk));
  acc.add(parser.finish());
  return acc.message();
}

describe("content_whitespace = trim", () => {
  const d = dialect(grammar("trim", "string"));
  it("drops the answer's leading and trailing whitespace, whatever the chunking", () => {
    for (const size of [0, 1, 2, 5]) expect(streamed(d, "\n\n  Hello there \n\n", size).content).toBe("Hello there");
  });
  it("keeps whitespace inside the answer, and drops it around calls", () => {
    const m = parseCompleteFor(d, " a  b \n<call name=f></call>\n c ");
    expect(m.content).toBe("a  b \n\n c");
    expect(m.tool_calls).toHaveLength(1);
  });
  it("differs from around_tools only at the answer's edges", () => {
    expect(parseCompleteFor(dialect(grammar("around_tools", "string")), "  Hello  ").content).toBe("  Hello  ");
  });
});

describe("tool schemas type what a value's text leaves", () => {
  const tools: Tool[] = [
    {
      type: "function",
      function: { name: "f", parameters: { type: "object", properties: { hour: { type: "integer" }, label: { type: "string", nullable: true } } } },
    },
  ];
  it("json: text that is not JSON is typed by the schema (007 for an integer is 7)", () => {
    const m = parseCompleteFor(dialect(grammar("keep", "json")), "<call name=f><p=hour>007</p><p=label>wake</p></call>", { tools });
    expect(JSON.parse(m.tool_calls[0]!.arguments)).toEqual({ hour: 7, label: "wake" });
  });
  it("schema: nullable admits null", () => {
    const m = parseCompleteFor(dialect(grammar("keep", "schema")), "<call name=f><p=label>null</p></call>", { tools });
    expect(JSON.parse(m.tool_calls[0]!.arguments)).toEqual({ label: null });
  });
});
