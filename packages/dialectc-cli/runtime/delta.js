/**
 * OpenAI chat-completions deltas and the final message, and the one way to
 * turn a stream of deltas into a message. `parseComplete` accumulates the
 * same deltas a streaming client sees, so streaming and complete agree by
 * construction; the laws test that across chunkings.
 */
/** Collects the pieces produced during one `feed` into one delta. */
export class DeltaBuilder {
    reasoning = "";
    content = "";
    calls = [];
    addReasoning(text) {
        this.reasoning += text;
    }
    addContent(text) {
        this.content += text;
    }
    startCall(index, id, name) {
        this.calls.push({ index, id, type: "function", function: { name } });
    }
    addArguments(index, text) {
        if (text.length === 0)
            return;
        const last = this.calls[this.calls.length - 1];
        if (last && last.index === index) {
            last.function.arguments = (last.function.arguments ?? "") + text;
        }
        else {
            this.calls.push({ index, function: { arguments: text } });
        }
    }
    take() {
        if (this.reasoning === "" && this.content === "" && this.calls.length === 0)
            return null;
        const delta = {};
        if (this.reasoning !== "")
            delta.reasoning_content = this.reasoning;
        if (this.content !== "")
            delta.content = this.content;
        if (this.calls.length > 0)
            delta.tool_calls = this.calls;
        this.reasoning = "";
        this.content = "";
        this.calls = [];
        return delta;
    }
}
/** Accumulates deltas the way an OpenAI client does. */
export class MessageAccumulator {
    reasoning = "";
    content = "";
    calls = [];
    add(delta) {
        if (!delta)
            return;
        if (delta.reasoning_content)
            this.reasoning += delta.reasoning_content;
        if (delta.content)
            this.content += delta.content;
        for (const tc of delta.tool_calls ?? []) {
            let call = this.calls[tc.index];
            if (!call)
                call = this.calls[tc.index] = { id: "", name: "", arguments: "" };
            if (tc.id)
                call.id = tc.id;
            if (tc.function.name)
                call.name += tc.function.name;
            if (tc.function.arguments)
                call.arguments += tc.function.arguments;
        }
    }
    message() {
        return {
            reasoning: this.reasoning === "" ? null : this.reasoning,
            content: this.content === "" ? null : this.content,
            tool_calls: this.calls.filter((c) => c !== undefined).map((c) => ({ ...c })),
        };
    }
}
