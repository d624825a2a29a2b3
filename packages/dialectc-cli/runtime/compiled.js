/**
 * The base of generated machines: the registers their specialised `scan`
 * uses, on top of what every machine shares (`machine.ts`). Generated code
 * imports only from `runtime/`, so a server ships `runtime/` and `generated/`.
 */
import { MachineBase } from "./machine.js";
/** No candidate matched. */
export const NONE = -1;
/** The special terminal announced by a token id matched. */
export const HEAD = -2;
export class CompiledMachine extends MachineBase {
    /** candidate that won at the last decision (NONE, HEAD or a candidate id) */
    matchedCand = NONE;
    /** the winning text marker spans the announced special token, which it consumes too */
    consumesHead = false;
    /** when the last decision waited only on literals: one of them (its prefix is the held text) */
    waitLiteral = "";
    /** capture registers of the candidate being tried */
    scratchFrom = [0, 0, 0, 0, 0, 0, 0, 0];
    scratchTo = [0, 0, 0, 0, 0, 0, 0, 0];
}
/** The first position in [p, limit) holding `head`, else `limit`. */
export function nextOrHead(buf, p, limit, head) {
    for (; p < limit; p++)
        if (buf.charCodeAt(p) === head)
            return p;
    return limit;
}
