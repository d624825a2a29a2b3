/**
 * The calls as GBNF for llama.cpp: one `call` rule per trigger, lazy (the
 * grammar starts at a trigger) unless a call is required, in which case the
 * grammar covers the whole output — reasoning, then calls.
 */
import { lit } from "./grammar-rules.js";
import { specialTokens } from "./shapes.js";
import type { CallLayout } from "./layout.js";

/**
 * llama.cpp's trigger kinds (`COMMON_GRAMMAR_TRIGGER_TYPE_*`): its server reads
 * a trigger's `type` as that enum's integer, and refuses a name. A word
 * triggers wherever it appears; a full pattern must match all the text so far,
 * and the grammar starts at its first non-empty group.
 */
export const LLAMA_TRIGGER_WORD = 1;
export const LLAMA_TRIGGER_PATTERN_FULL = 3;

/** What llama.cpp's server takes: the grammar, whether it waits for a trigger, the triggers, tokens to keep. */
export interface GbnfExport {
  grammar: string;
  grammar_lazy: boolean;
  grammar_triggers: { type: typeof LLAMA_TRIGGER_WORD | typeof LLAMA_TRIGGER_PATTERN_FULL; value: string }[];
  preserved_tokens: string[];
}

export function gbnfExport(layout: CallLayout): GbnfExport {
  const { rules, groups, first, single, suf, sep, reasoningEnd, opening, callsAfterReasoning } = layout;
  const after = (alts: string[]) => (first ? alts[0]! : `( ${alts.join(" | ")} )`);
  rules.add("call", [...groups].map(([trigger, alts]) => `${lit(trigger)} ws ${after(alts)}`).join(" | "));
  const lazy = !layout.choice.required;
  // Lazy: the grammar starts at a trigger. Otherwise it covers the whole output: reasoning, then calls.
  const head = !lazy && reasoningEnd !== null ? `${rules.textUntil(reasoningEnd)} ${lit(reasoningEnd)} ws ` : !lazy && opening !== "" ? `${lit(opening)} ws ` : "";
  return {
    // Without an opener of their own, calls may still share a closer (Qwen3's </tool_call> after the last one).
    // Calls without a region of their own repeat with what the grammar writes between them (Glimmer's next
    // message header); a region's separator is inside its group already.
    grammar: `root ::= ${head}call${single ? "" : ` (ws ${!first && sep !== "" ? `${sep} ws ` : ""}call)*`}${!first && suf.length > 0 ? ` ( ws ${suf.join(" ws ")} )?` : ""} ws\n${rules.text()}`,
    grammar_lazy: lazy,
    // Lazy, a trigger in such reasoning would start the grammar there: the trigger waits for the reasoning's end.
    grammar_triggers: [...groups.keys()].map((value) =>
      lazy && callsAfterReasoning
        ? { type: LLAMA_TRIGGER_PATTERN_FULL, value: `[\\s\\S]*?${regexEscape(reasoningEnd!)}[\\s\\S]*?(${regexEscape(value)})[\\s\\S]*` }
        : { type: LLAMA_TRIGGER_WORD, value },
    ),
    preserved_tokens: specialTokens(layout.dialect),
  };
}

/** Text as a regular expression that matches it and nothing else (ECMAScript syntax, as llama.cpp's std::regex reads it). */
function regexEscape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}
