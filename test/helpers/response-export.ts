/** One shipped dialect's verdict as a response template, as docs/response-templates.md lists it. */
import { verifiedTemplate } from "../../compiler/response/verified.js";
import { comparable as norm, templateDialect, turnPrompt } from "../../compiler/response/verify.js";
import { parseCompleteFor, type Dialect } from "../../runtime/index.js";
import { dialectCases } from "./cases.js";

/** One dialect's row: "yes" with fixtures read alike and losses, or "no" with the reason. */
export function exportRow(d: Dialect): string {
  const result = verifiedTemplate(d);
  if ("why" in result)
    return `| ${d.name} | no | | ${result.why
      .replace(/\(".*?"\)/, "")
      .replace(/\s+/g, " ")
      .slice(0, 160)
      .replaceAll("|", "\\|")} |`;
  const { exported } = result;
  const back = templateDialect(exported.template, "back") as Dialect;
  let alike = 0;
  let all = 0;
  for (const c of dialectCases(d.name)) {
    // Policy overrides are the dialect's; a template has none.
    if (Object.keys(c.options).some((k) => k !== "thinking" && k !== "tools")) continue;
    const thinking = c.options.thinking ?? d.ir.policies.thinkingDefault;
    if (!exported.modes.includes(thinking)) continue;
    const prompt = turnPrompt(d, thinking, exported.opener, exported.closer);
    // A response template reads a call of any name (transformers holds no name to the tools), so the
    // dialect is compared reading as a template can: names not held to the tools.
    const want = norm(parseCompleteFor(d, c.input, { ...c.options, policies: { validateToolNames: false } }));
    const got = norm(parseCompleteFor(back, c.input, { ...(c.options.tools ? { tools: c.options.tools } : {}), prompt }));
    all++;
    if (got === want) alike++;
  }
  // The anchor's loss is every dialect's without --template; the doc says it once.
  const losses = exported.losses.filter((l) => !l.startsWith("the anchor is the turn marker"));
  return `| ${d.name} | yes | ${alike}/${all} | ${losses.map((l) => l.replaceAll("|", "\\|")).join("; ") || "none"} |`;
}

/**
 * The families whose response-template cases transformers' and vLLM's tests publish, by the template file
 * the cases name: the shipped dialect of each (SmolLM 3 writes Qwen3's <think> with Hermes' JSON calls).
 */
export const FAMILIES: Readonly<Record<string, string>> = {
  "transformers-tests-cohere.json": "cohere_command",
  "transformers-tests-ernie.json": "ernie45",
  "transformers-tests-gpt_oss.json": "harmony",
  "transformers-tests-smollm.json": "qwen3_hermes",
  "transformers-tests-qwen3.json": "qwen3",
  "transformers-tests-xml_string_args.json": "qwen3",
  "transformers-tests-gemma4.json": "gemma4",
  "transformers-serve-gemma4.json": "gemma4",
  "transformers-tests-inkling.json": "inkling",
};
