/**
 * Lookup tables derived from the IR once per dialect: for each state, the
 * terminal spellings that can start at a given first character, each tied to
 * the transition it fires and to where its event arguments sit among the
 * spelling's captures. Both the interpreter and (later) the emitter read these,
 * so they agree on which marker matters where.
 */
import { isCapture } from "./ir.js";
const cache = new WeakMap();
export function tablesFor(ir) {
    let t = cache.get(ir);
    if (!t) {
        t = buildTables(ir);
        cache.set(ir, t);
    }
    return t;
}
function captureArg(event) {
    switch (event.kind) {
        case "tool_start":
            return event.name;
        case "tool_name":
            return event.name;
        case "tool_id":
            return event.id;
        case "arg_start":
            return event.key;
        default:
            return undefined;
    }
}
function buildTables(ir) {
    const states = ir.states.map((state) => {
        const byFirstChar = new Map();
        for (const transition of state.transitions) {
            const target = ir.states[transition.target];
            for (const parts of ir.terminals[transition.terminal].variants) {
                const captures = parts.filter(isCapture).map((p) => p.cap);
                const encodingCapture = target.channel.encodingCapture
                    ? captures.indexOf(target.channel.encodingCapture.capture)
                    : -1;
                const candidate = {
                    terminal: transition.terminal,
                    parts,
                    captures,
                    transition,
                    eventCapture: transition.events.map((e) => {
                        const name = captureArg(e);
                        return name === undefined ? -1 : captures.indexOf(name);
                    }),
                    encodingCapture,
                };
                const first = parts[0].lit.charCodeAt(0);
                const list = byFirstChar.get(first) ?? [];
                list.push(candidate);
                byFirstChar.set(first, list);
            }
        }
        for (const list of byFirstChar.values())
            list.sort((a, b) => literalLength(b.parts) - literalLength(a.parts));
        return { byFirstChar };
    });
    const specialText = new Map();
    ir.terminals.forEach((t, i) => {
        if (t.special)
            for (const v of t.variants)
                specialText.set(v[0].lit, i);
    });
    let maxLiteral = 0;
    for (const t of ir.terminals)
        for (const v of t.variants)
            maxLiteral = Math.max(maxLiteral, literalLength(v));
    return { states, spellings: ir.terminals.map((t) => t.variants), specialText, maxLiteral };
}
function literalLength(parts) {
    let n = 0;
    for (const p of parts)
        if (!isCapture(p))
            n += p.lit.length;
    return n;
}
