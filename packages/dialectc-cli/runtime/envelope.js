/**
 * Reads a JSON envelope such as Hermes' `{"name": "f", "arguments": {...}}`
 * as it streams: the name is released the moment its string closes, and the
 * arguments object is passed through `JsonObjectStream` verbatim, so it
 * streams too. Other top-level keys are skipped. Key names come from the
 * dialect (`envelope(name = "name", arguments = "arguments" | "parameters")`).
 *
 * An arguments value given as a JSON string holding an object (some models
 * double-encode) is decoded when it ends. Anything malformed stops the scan
 * ("invalid"); what was released stands, and the caller repairs arguments.
 * So does a key or name longer than the `name` cap, or an arguments string
 * longer than the `held` cap.
 */
import { isSpace } from "./chars.js";
import { JsonObjectStream } from "./json-stream.js";
import { DEFAULT_CAPS } from "./ir.js";
var Mode;
(function (Mode) {
    Mode[Mode["Before"] = 0] = "Before";
    Mode[Mode["KeyOrEnd"] = 1] = "KeyOrEnd";
    Mode[Mode["Key"] = 2] = "Key";
    Mode[Mode["KeyString"] = 3] = "KeyString";
    Mode[Mode["Colon"] = 4] = "Colon";
    Mode[Mode["Value"] = 5] = "Value";
    Mode[Mode["NameString"] = 6] = "NameString";
    Mode[Mode["Args"] = 7] = "Args";
    Mode[Mode["Skip"] = 8] = "Skip";
    Mode[Mode["AfterValue"] = 9] = "AfterValue";
    Mode[Mode["Done"] = 10] = "Done";
    Mode[Mode["Invalid"] = 11] = "Invalid";
})(Mode || (Mode = {}));
export class EnvelopeScanner {
    nameKeys;
    argsKeys;
    caps;
    mode = Mode.Before;
    key = "";
    raw = "";
    escaped = false;
    skipDepth = 0;
    skipInString = false;
    argsIsString = false;
    args = null;
    name = null;
    argsOut = "";
    argsSeen = false;
    constructor(nameKeys, argsKeys, caps = DEFAULT_CAPS) {
        this.nameKeys = nameKeys;
        this.argsKeys = argsKeys;
        this.caps = caps;
    }
    get invalid() {
        return this.mode === Mode.Invalid;
    }
    /** The name, once, as soon as it is complete. */
    takeName() {
        const n = this.name;
        this.name = null;
        return n;
    }
    /** Committed argument text since the last call. */
    takeArgs() {
        if (this.args)
            this.argsOut += this.args.take();
        const s = this.argsOut;
        this.argsOut = "";
        return s;
    }
    get done() {
        return this.mode === Mode.Done;
    }
    /** Consumes src[from, to); returns where it stopped (after the envelope's closing brace, or `to`). */
    push(src, from, to) {
        let p = from;
        while (p < to) {
            if (this.mode === Mode.Args) {
                p = this.args.push(src, p, to);
                if (this.args.done)
                    this.mode = Mode.AfterValue;
                else if (this.args.invalid)
                    this.mode = Mode.Invalid;
                continue;
            }
            const c = src.charCodeAt(p);
            switch (this.mode) {
                case Mode.Before:
                    if (c === 123)
                        this.mode = Mode.KeyOrEnd;
                    else if (!isSpace(c))
                        this.mode = Mode.Invalid;
                    break;
                case Mode.KeyOrEnd:
                case Mode.Key:
                    if (c === 34) {
                        this.mode = Mode.KeyString;
                        this.raw = "";
                    }
                    else if (c === 125 && this.mode === Mode.KeyOrEnd)
                        this.mode = Mode.Done;
                    else if (!isSpace(c))
                        this.mode = Mode.Invalid;
                    break;
                case Mode.KeyString: {
                    const end = this.stringRun(src, p, to, this.caps.name);
                    if (end < 0)
                        return to;
                    this.key = this.decode();
                    this.mode = Mode.Colon;
                    p = end;
                    break;
                }
                case Mode.Colon:
                    if (c === 58)
                        this.mode = Mode.Value;
                    else if (!isSpace(c))
                        this.mode = Mode.Invalid;
                    break;
                case Mode.Value:
                    if (isSpace(c))
                        break;
                    this.startValue(c);
                    if (this.mode === Mode.Args)
                        continue; // the stream takes the `{` itself
                    break;
                case Mode.NameString: {
                    const end = this.stringRun(src, p, to, this.argsIsString ? this.caps.held : this.caps.name);
                    if (end < 0)
                        return to;
                    if (this.argsIsString) {
                        this.argsFromString(this.decode());
                    }
                    else {
                        this.name = this.decode();
                    }
                    this.mode = Mode.AfterValue;
                    p = end;
                    break;
                }
                case Mode.Skip:
                    this.skip(c);
                    break;
                case Mode.AfterValue:
                    if (c === 44)
                        this.mode = Mode.Key;
                    else if (c === 125)
                        this.mode = Mode.Done;
                    else if (!isSpace(c))
                        this.mode = Mode.Invalid;
                    break;
                case Mode.Done:
                    return p;
                case Mode.Invalid:
                    return to;
            }
            p++;
        }
        return to;
    }
    startValue(c) {
        const isName = this.nameKeys.includes(this.key);
        const isArgs = !this.argsSeen && this.argsKeys.includes(this.key);
        this.argsIsString = false;
        if (isName && c === 34) {
            this.mode = Mode.NameString;
            this.raw = "";
        }
        else if (isArgs && c === 123) {
            this.argsSeen = true;
            this.args = new JsonObjectStream(null, this.caps);
            this.mode = Mode.Args;
        }
        else if (isArgs && c === 34) {
            this.argsSeen = true;
            this.argsIsString = true;
            this.mode = Mode.NameString;
            this.raw = "";
        }
        else {
            this.mode = Mode.Skip;
            this.skipDepth = 0;
            this.skipInString = false;
            this.escaped = false;
            this.skip(c);
        }
    }
    /**
     * Accumulates a string's raw characters from p; returns the position of its
     * closing quote, or -1 when the chunk ends first (or the string passes
     * `limit`, which makes the envelope invalid).
     */
    stringRun(src, p, to, limit) {
        let q = p;
        let end = -1;
        for (; q < to; q++) {
            const c = src.charCodeAt(q);
            if (this.escaped)
                this.escaped = false;
            else if (c === 92)
                this.escaped = true;
            else if (c === 34) {
                end = q;
                break;
            }
        }
        this.raw += src.slice(p, q);
        if (this.raw.length > limit) {
            this.raw = "";
            this.mode = Mode.Invalid;
            return -1;
        }
        return end;
    }
    decode() {
        try {
            return JSON.parse('"' + this.raw + '"');
        }
        catch {
            return this.raw;
        }
    }
    argsFromString(text) {
        try {
            const value = JSON.parse(text);
            if (value !== null && typeof value === "object" && !Array.isArray(value)) {
                this.argsOut += JSON.stringify(value).slice(0, -1);
                this.args = null;
                this.pendingClose = true;
            }
        }
        catch {
            // not an object: no arguments from it
        }
    }
    pendingClose = false;
    /** Skips one JSON value of any shape; ends at the delimiter after it. */
    skip(c) {
        if (this.skipInString) {
            if (this.escaped)
                this.escaped = false;
            else if (c === 92)
                this.escaped = true;
            else if (c === 34) {
                this.skipInString = false;
                if (this.skipDepth === 0)
                    this.mode = Mode.AfterValue;
            }
            return;
        }
        if (c === 34)
            this.skipInString = true;
        else if (c === 123 || c === 91)
            this.skipDepth++;
        else if (c === 125 || c === 93) {
            if (this.skipDepth === 0) {
                this.mode = c === 125 ? Mode.Done : Mode.Invalid;
                return;
            }
            if (--this.skipDepth === 0)
                this.mode = Mode.AfterValue;
        }
        else if (c === 44 && this.skipDepth === 0)
            this.mode = Mode.Key;
    }
    /** Remaining argument text that closes the arguments object ("{}" when none came). */
    finishArgs() {
        if (this.args)
            return this.takeArgs() + this.args.finish();
        if (this.pendingClose)
            return this.takeArgs() + "}";
        return this.takeArgs() + "{}";
    }
}
