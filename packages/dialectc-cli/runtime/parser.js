/**
 * The public parsing API: `createParser` / `feed` / `finish`, `parseComplete`
 * and `isReasoningEnd`. A parser is a machine (the generated one by default,
 * or the interpreter) driving the assembler, which produces OpenAI deltas.
 */
import { Assembler } from "./assembler.js";
import { MessageAccumulator } from "./delta.js";
import { assertAbi } from "./dialect.js";
import { Interpreter } from "./interpreter.js";
import { initialStateFromIds, initialStateFromPrompt, isReasoningEndIR } from "./prompt.js";
import { TeeSink } from "./events.js";
const OPTION_KEYS = new Set(["thinking", "prompt", "promptTokenIds", "tools", "vocab", "engine", "toolCallId", "toolChoice", "trace", "policies"]);
function validate(options) {
    if (options === null || typeof options !== "object")
        throw new TypeError("dialectc: options must be an object");
    for (const key of Object.keys(options)) {
        if (!OPTION_KEYS.has(key))
            throw new TypeError(`dialectc: unknown option '${key}' (known: ${[...OPTION_KEYS].join(", ")})`);
    }
    if (options.engine !== undefined && options.engine !== "generated" && options.engine !== "interpreted") {
        throw new TypeError(`dialectc: engine must be "generated" or "interpreted", not ${JSON.stringify(options.engine)}`);
    }
    if (options.tools !== undefined && !Array.isArray(options.tools))
        throw new TypeError("dialectc: tools must be an array");
    if (options.promptTokenIds !== undefined && !options.vocab) {
        throw new TypeError("dialectc: promptTokenIds needs vocab to recognise special tokens");
    }
}
export class Parser {
    dialect;
    assembler;
    engine;
    finished = false;
    constructor(dialect, options = {}) {
        this.dialect = dialect;
        assertAbi(dialect);
        validate(options);
        const ir = options.policies ? { ...dialect.ir, policies: { ...dialect.ir.policies, ...options.policies } } : dialect.ir;
        const thinking = options.thinking ?? ir.policies.thinkingDefault;
        let initial = thinking ? ir.initial.thinking : ir.initial.plain;
        if (options.promptTokenIds)
            initial = initialStateFromIds(dialect.ir, options.promptTokenIds, options.vocab);
        else if (options.prompt !== undefined)
            initial = initialStateFromPrompt(dialect.ir, options.prompt);
        this.assembler = new Assembler(ir, {
            tools: options.tools,
            initialState: initial,
            toolCallId: options.toolCallId,
            suppressToolCalls: options.toolChoice === "none",
        });
        const sink = options.trace ? new TeeSink(this.assembler, options.trace) : this.assembler;
        const useGenerated = options.engine !== "interpreted" && dialect.generated !== undefined;
        // Policies live in the assembler; the machine may keep the shipped IR.
        this.engine = useGenerated
            ? dialect.generated(sink, initial, options.vocab)
            : new Interpreter(dialect.ir, sink, initial, options.vocab);
    }
    /** Feeds a piece of model output (and the ids that produced it, if known). */
    feed(text, tokenIds) {
        if (this.finished)
            throw new Error("dialectc: feed() after finish()");
        if (typeof text !== "string")
            throw new TypeError("dialectc: feed() takes a string");
        this.engine.feed(text, tokenIds);
        return this.assembler.take();
    }
    /** Ends the stream: resolves held-back text and closes what is open. */
    finish() {
        if (this.finished)
            return null;
        this.finished = true;
        this.engine.finish();
        return this.assembler.finish();
    }
    get state() {
        return this.dialect.ir.states[this.engine.state].name;
    }
}
export function createParserFor(dialect, options = {}) {
    return new Parser(dialect, options);
}
/** Parses a whole output at once: the accumulation of the streamed deltas. */
export function parseCompleteFor(dialect, text, options = {}) {
    const parser = new Parser(dialect, options);
    const acc = new MessageAccumulator();
    acc.add(parser.feed(text));
    acc.add(parser.finish());
    return acc.message();
}
export function isReasoningEndFor(dialect, promptTokenIds, vocab, options = {}) {
    assertAbi(dialect);
    return isReasoningEndIR(dialect.ir, promptTokenIds, vocab, options.thinking ?? dialect.ir.policies.thinkingDefault);
}
