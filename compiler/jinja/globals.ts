/**
 * The names the chat-template environment defines: Jinja2's globals
 * (`range`, as the sandbox limits it; `dict`; `namespace`; `cycler`;
 * `joiner`) and transformers' (`raise_exception`, which raises the
 * template's message; `strftime_now`, Python's `strftime` of the clock in the
 * C locale).
 */
import { listMethod, updateDict } from "./methods.js";
import { slice, Slice } from "./operators.js";
import { Callable, isInt, MISSING, Namespace, num, pyError, pyStr, tuple, typeName, type Args, type Kwargs, type Value } from "./values.js";

export interface RenderOptions {
  /** the clock `strftime_now` reads */
  now: () => Date;
}

/** Jinja2's `cycler(...)`. */
class Cycler {
  private pos = 0;
  constructor(private readonly items: Value[]) {}
  pyGetAttr(name: string): Value | typeof MISSING {
    if (name === "current") return this.items[this.pos];
    if (name === "items") return tuple(this.items);
    if (name === "reset")
      return new Callable("reset", () => {
        this.pos = 0;
        return null;
      });
    if (name === "next")
      return new Callable("next", () => {
        const v = this.items[this.pos];
        this.pos = (this.pos + 1) % this.items.length;
        return v;
      });
    return MISSING;
  }
}

/** Python's range object: iterable again and again, indexable, printed as `range(0, 3)`. */
export class PyRange {
  constructor(
    readonly start: number,
    readonly stop: number,
    readonly step: number,
  ) {}
  pyLen(): number {
    return Math.max(0, Math.ceil((this.stop - this.start) / this.step));
  }
  pyIter(): Value[] {
    const out: number[] = [];
    for (let i = 0; i < this.pyLen(); i++) out.push(this.start + i * this.step);
    return out;
  }
  pyGetItem(key: Value): Value | typeof MISSING {
    const n = this.pyLen();
    if (key instanceof Slice) {
      const picked = slice(
        Array.from({ length: n }, (_, i) => i),
        key,
      ) as number[];
      const step = key.step === null ? 1 : num(key.step);
      const first = picked[0] ?? (step > 0 ? n : -1);
      return new PyRange(this.start + first * this.step, this.start + (first + picked.length * step) * this.step, this.step * step);
    }
    if (!isInt(key) && typeof key !== "boolean") return MISSING;
    let i = num(key);
    if (i < 0) i += n;
    return i >= 0 && i < n ? this.start + i * this.step : MISSING;
  }
  pyEq(other: Value): boolean {
    if (!(other instanceof PyRange)) return false;
    const [a, b] = [this.pyIter(), other.pyIter()];
    return a.length === b.length && (a.length === 0 || (a[0] === b[0] && (a.length === 1 || this.step === other.step)));
  }
  pyGetAttr(name: string): Value | typeof MISSING {
    if (name === "start" || name === "stop" || name === "step") return this[name];
    if (name === "index" || name === "count") return listMethod(tuple(this.pyIter()), name)!;
    return MISSING;
  }
  pyRepr(): string {
    return this.step === 1 ? `range(${this.start}, ${this.stop})` : `range(${this.start}, ${this.stop}, ${this.step})`;
  }
}

function range(args: Args): Value {
  for (const a of args) if (!isInt(a) && typeof a !== "boolean") throw pyError("TypeError", `'${typeName(a)}' object cannot be interpreted as an integer`);
  if (args.length === 0 || args.length > 3) throw pyError("TypeError", `range expected at most 3 arguments, got ${args.length}`);
  let [start, stop, step] = args.map(num) as [number, number | undefined, number | undefined];
  if (stop === undefined) [start, stop] = [0, start];
  step ??= 1;
  if (step === 0) throw pyError("ValueError", "range() arg 3 must not be zero");
  const r = new PyRange(start, stop, step);
  if (r.pyLen() > 100_000) throw pyError("OverflowError", "Range too big. The sandbox blocks ranges larger than MAX_RANGE (100000).");
  return r;
}

/** The globals of transformers' chat-template environment, by name. */
export function globals(options: RenderOptions): Map<string, Value> {
  const g = new Map<string, Value>();
  const fn = (name: string, f: (args: Args, kwargs: Kwargs) => Value) =>
    g.set(name, new Callable(name, f, name === "range" || name === "dict" ? `<class '${name}'>` : `<function ${name}>`));
  fn("range", (args) => range(args));
  fn("dict", (args, kwargs) => {
    const d = new Map<Value, Value>();
    updateDict(d, args, kwargs);
    return d;
  });
  fn("namespace", (args, kwargs) => {
    const d = new Map<Value, Value>();
    updateDict(d, args, kwargs);
    return new Namespace(d as Map<string, Value>);
  });
  fn("cycler", (args) => {
    if (args.length === 0) throw pyError("RuntimeError", "at least one item has to be provided");
    return new Cycler(args);
  });
  fn("joiner", (args) => {
    let used = false;
    const sep = args.length ? args[0] : ", ";
    return new Callable("joiner", () => {
      if (used) return sep;
      used = true;
      return "";
    });
  });
  fn("raise_exception", (args) => {
    if (args.length !== 1) throw pyError("TypeError", `raise_exception() takes 1 positional argument but ${args.length} were given`);
    throw pyError("TemplateError", pyStr(args[0]));
  });
  fn("strftime_now", (args) => {
    if (args.length !== 1 || typeof args[0] !== "string") throw pyError("TypeError", "strftime_now() takes one format string");
    return strftime(options.now(), args[0]);
  });
  return g;
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** ISO 8601's week-numbering year and week (%G, %V): weeks start on Monday; week 1 holds the year's first Thursday. */
function isoWeek(date: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const year = day.getUTCFullYear();
  return { year, week: Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7) };
}

/** Python's `datetime.now().strftime(format)` in the C locale. */
export function strftime(date: Date, format: string): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  const hour12 = date.getHours() % 12 || 12;
  const iso = isoWeek(date);
  const dayOfYear = Math.floor((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(date.getFullYear(), 0, 1)) / 86_400_000) + 1;
  const one: Record<string, () => string> = {
    a: () => DAYS[date.getDay()]!.slice(0, 3),
    A: () => DAYS[date.getDay()]!,
    w: () => String(date.getDay()),
    d: () => pad(date.getDate()),
    e: () => String(date.getDate()).padStart(2),
    b: () => MONTHS[date.getMonth()]!.slice(0, 3),
    h: () => MONTHS[date.getMonth()]!.slice(0, 3),
    B: () => MONTHS[date.getMonth()]!,
    m: () => pad(date.getMonth() + 1),
    y: () => pad(date.getFullYear() % 100),
    Y: () => String(date.getFullYear()),
    H: () => pad(date.getHours()),
    I: () => pad(hour12),
    p: () => (date.getHours() < 12 ? "AM" : "PM"),
    M: () => pad(date.getMinutes()),
    S: () => pad(date.getSeconds()),
    f: () => pad(date.getMilliseconds() * 1000, 6),
    j: () => pad(dayOfYear, 3),
    z: () => "",
    Z: () => "",
    u: () => String(date.getDay() || 7),
    k: () => String(date.getHours()).padStart(2),
    l: () => String(hour12).padStart(2),
    C: () => pad(Math.floor(date.getFullYear() / 100)),
    U: () => pad(Math.floor((dayOfYear + 6 - date.getDay()) / 7)),
    W: () => pad(Math.floor((dayOfYear + 6 - ((date.getDay() + 6) % 7)) / 7)),
    s: () => String(Math.floor(date.getTime() / 1000)),
    P: () => (date.getHours() < 12 ? "am" : "pm"),
    G: () => String(iso.year),
    g: () => pad(iso.year % 100),
    V: () => pad(iso.week),
    n: () => "\n",
    t: () => "\t",
    "%": () => "%",
  };
  one.c = () => `${one.a!()} ${one.b!()} ${one.e!()} ${one.H!()}:${one.M!()}:${one.S!()} ${one.Y!()}`;
  one.x = () => `${one.m!()}/${one.d!()}/${one.y!()}`;
  one.X = () => `${one.H!()}:${one.M!()}:${one.S!()}`;
  one.D = one.x;
  one.F = () => `${one.Y!()}-${one.m!()}-${one.d!()}`;
  one.T = one.X;
  one.R = () => `${one.H!()}:${one.M!()}`;
  one.r = () => `${one.I!()}:${one.M!()}:${one.S!()} ${one.p!()}`;
  // glibc's flags, which Python passes through: %-d (no padding), %_d (spaces), %0e (zeros), %^a (upper
  // case), %#p (lower case where glibc swaps it; else as written); E and O modifiers write the plain form.
  return format.replace(/%([-_0^#]?)[EO]?([a-zA-Z%])/g, (whole, flag: string, d: string) => {
    const out = one[d]?.();
    if (out === undefined) return whole;
    if (flag === "^") return out.toUpperCase();
    if (flag === "#") return d === "p" ? out.toLowerCase() : /[aAbBhZ]/.test(d) ? out.toUpperCase() : out;
    if (flag === "-") return out.replace(/^[0 ]+(?=.)/, "");
    if (flag === "_") return out.replace(/^0+(?=.)/, (z) => " ".repeat(z.length));
    if (flag === "0") return out.replace(/^ +/, (z) => "0".repeat(z.length));
    return out;
  });
}
