/**
 * The event log: a sink that records what the machine reported, with the
 * exact text of every range. It is the `--format events` output and the basis
 * of the "nothing lost" law: the texts of all events, in order, spell the input.
 */
import { CHANNEL_NAMES } from "./ir.js";
export class EventLog {
    ir;
    events = [];
    constructor(ir) {
        this.ir = ir;
    }
    chars(state, src, from, to) {
        const s = this.ir.states[state];
        const last = this.events[this.events.length - 1];
        const text = src.slice(from, to);
        // Adjacent text of one state merges, so logs compare across chunkings.
        if (last && last.type === "chars" && last.state === s.name)
            last.text += text;
        else
            this.events.push({ type: "chars", state: s.name, channel: CHANNEL_NAMES[s.channel.kind], text });
    }
    terminal(terminal, target, src, from, to) {
        this.events.push({
            type: "terminal",
            terminal: this.ir.terminals[terminal].name,
            text: src.slice(from, to),
            to: target < 0 ? null : this.ir.states[target].name,
        });
    }
    /** A log alone has no calls to confirm; beside an assembler (`TeeSink`) the assembler answers. */
    unconfirmedCall() {
        return false;
    }
    restart() {
        this.events.push({ type: "restart" });
    }
    reasoningStart() {
        this.events.push({ type: "reasoning_start" });
    }
    reasoningEnd() {
        this.events.push({ type: "reasoning_end" });
    }
    contentStart() {
        this.events.push({ type: "content_start" });
    }
    toolStart(declaredOnly) {
        this.events.push({ type: "tool_start", declaredOnly });
    }
    toolName(src, from, to) {
        this.events.push({ type: "tool_name", text: src.slice(from, to) });
    }
    toolId(src, from, to) {
        this.events.push({ type: "tool_id", text: src.slice(from, to) });
    }
    argStart(src, keyFrom, keyTo, encoding, trim) {
        this.events.push({ type: "arg_start", key: src.slice(keyFrom, keyTo), encoding, trim });
    }
    argEnd() {
        this.events.push({ type: "arg_end" });
    }
    toolEnd() {
        this.events.push({ type: "tool_end" });
    }
}
/** Fans one machine's calls out to two sinks (deltas and a log, say). */
export class TeeSink {
    a;
    b;
    constructor(a, b) {
        this.a = a;
        this.b = b;
    }
    chars(state, src, from, to) {
        this.a.chars(state, src, from, to);
        this.b.chars(state, src, from, to);
    }
    terminal(terminal, target, src, from, to) {
        this.a.terminal(terminal, target, src, from, to);
        this.b.terminal(terminal, target, src, from, to);
    }
    /** the first sink answers (the assembler, in a parser) */
    unconfirmedCall() {
        return this.a.unconfirmedCall();
    }
    restart() {
        this.a.restart();
        this.b.restart();
    }
    reasoningStart() {
        this.a.reasoningStart();
        this.b.reasoningStart();
    }
    reasoningEnd() {
        this.a.reasoningEnd();
        this.b.reasoningEnd();
    }
    contentStart() {
        this.a.contentStart();
        this.b.contentStart();
    }
    toolStart(declaredOnly) {
        this.a.toolStart(declaredOnly);
        this.b.toolStart(declaredOnly);
    }
    toolName(src, from, to) {
        this.a.toolName(src, from, to);
        this.b.toolName(src, from, to);
    }
    toolId(src, from, to) {
        this.a.toolId(src, from, to);
        this.b.toolId(src, from, to);
    }
    argStart(src, keyFrom, keyTo, encoding, trim) {
        this.a.argStart(src, keyFrom, keyTo, encoding, trim);
        this.b.argStart(src, keyFrom, keyTo, encoding, trim);
    }
    argEnd() {
        this.a.argEnd();
        this.b.argEnd();
    }
    toolEnd() {
        this.a.toolEnd();
        this.b.toolEnd();
    }
}
