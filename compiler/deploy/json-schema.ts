/**
 * Whether a value fits a tool's JSON schema, for the gateway's count of calls
 * whose arguments their tool refuses (`invalid_args`). The runtime coerces
 * arguments by their schema while it parses (`args/schema.ts`) but validates
 * nothing; this checks what agents' tool schemas say: `type` (with the type
 * names models' tools write, `int`, `float`, …), `enum`, `const`,
 * `properties`, `required`, `additionalProperties`, `items` and `prefixItems`,
 * `anyOf`/`oneOf`/`allOf`, bounds of numbers, strings and arrays, `pattern`,
 * and local `$ref`s. A keyword it does not know admits anything: a call is
 * never counted invalid for what the checker cannot read.
 */
type Schema = Record<string, unknown> | boolean;

const TYPE_ALIASES: Record<string, string> = { float: "number", double: "number", int: "integer", bool: "boolean", str: "string", dict: "object", list: "array" };

/** Whether `value` fits `schema`; `root` resolves `#/…` references (the tool's whole parameters). */
export function fitsSchema(value: unknown, schema: unknown, root: unknown = schema, depth = 0): boolean {
  if (schema === true || schema === undefined || schema === null) return true;
  if (schema === false) return false;
  if (typeof schema !== "object" || Array.isArray(schema) || depth > 64) return true;
  const s = schema as Record<string, unknown>;
  const fits = (v: unknown, sub: unknown) => fitsSchema(v, sub, root, depth + 1);
  if (typeof s.$ref === "string" && s.$ref.startsWith("#")) {
    const target = pointer(root, s.$ref);
    if (target !== undefined && !fits(value, target)) return false;
  }
  if (value === null && s.nullable === true) return true;
  if (s.type !== undefined && !typeFits(value, s.type)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => same(e, value))) return false;
  if ("const" in s && !same(s.const, value)) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((sub) => fits(value, sub))) return false;
  for (const key of ["anyOf", "oneOf"]) {
    const options = s[key];
    if (Array.isArray(options) && options.length > 0 && !options.some((sub) => fits(value, sub))) return false;
  }
  if (typeof value === "number" && !numberFits(value, s)) return false;
  if (typeof value === "string" && !stringFits(value, s)) return false;
  if (Array.isArray(value)) return arrayFits(value, s, fits);
  if (value !== null && typeof value === "object") return objectFits(value as Record<string, unknown>, s, fits);
  return true;
}

function typeFits(value: unknown, type: unknown): boolean {
  const types = (Array.isArray(type) ? type : [type]).map((t) => String(t).toLowerCase()).map((t) => TYPE_ALIASES[t] ?? t);
  return types.some((t) => {
    switch (t) {
      case "string":
        return typeof value === "string";
      case "integer":
        return typeof value === "number" && Number.isInteger(value);
      case "number":
        return typeof value === "number";
      case "boolean":
        return typeof value === "boolean";
      case "null":
        return value === null;
      case "array":
        return Array.isArray(value);
      case "object":
        return value !== null && typeof value === "object" && !Array.isArray(value);
      default:
        return true; // a type name this does not know admits anything
    }
  });
}

const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);

function numberFits(value: number, s: Record<string, unknown>): boolean {
  const [min, max, xmin, xmax] = [num(s.minimum), num(s.maximum), num(s.exclusiveMinimum), num(s.exclusiveMaximum)];
  if (min !== undefined && value < min) return false;
  if (max !== undefined && value > max) return false;
  if (xmin !== undefined && value <= xmin) return false;
  if (xmax !== undefined && value >= xmax) return false;
  const step = num(s.multipleOf);
  return step === undefined || step <= 0 || Math.abs(value / step - Math.round(value / step)) < 1e-9;
}

function stringFits(value: string, s: Record<string, unknown>): boolean {
  const length = [...value].length;
  if (num(s.minLength) !== undefined && length < num(s.minLength)!) return false;
  if (num(s.maxLength) !== undefined && length > num(s.maxLength)!) return false;
  if (typeof s.pattern === "string") {
    let re: RegExp | null = null;
    try {
      re = new RegExp(s.pattern, "u");
    } catch {
      // a pattern JavaScript cannot read admits anything
    }
    if (re && !re.test(value)) return false;
  }
  return true;
}

function arrayFits(value: unknown[], s: Record<string, unknown>, fits: (v: unknown, sub: unknown) => boolean): boolean {
  if (num(s.minItems) !== undefined && value.length < num(s.minItems)!) return false;
  if (num(s.maxItems) !== undefined && value.length > num(s.maxItems)!) return false;
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
  const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
  return value.every((v, i) => (i < prefix.length ? fits(v, prefix[i]) : fits(v, rest)));
}

function objectFits(value: Record<string, unknown>, s: Record<string, unknown>, fits: (v: unknown, sub: unknown) => boolean): boolean {
  const props = s.properties !== null && typeof s.properties === "object" ? (s.properties as Record<string, Schema>) : {};
  if (Array.isArray(s.required) && !s.required.every((k) => typeof k !== "string" || Object.hasOwn(value, k))) return false;
  for (const [key, v] of Object.entries(value)) {
    if (Object.hasOwn(props, key)) {
      if (!fits(v, props[key])) return false;
    } else if (s.additionalProperties !== undefined && !fits(v, s.additionalProperties)) return false;
  }
  if (num(s.minProperties) !== undefined && Object.keys(value).length < num(s.minProperties)!) return false;
  return num(s.maxProperties) === undefined || Object.keys(value).length <= num(s.maxProperties)!;
}

/** A JSON pointer (`#/$defs/Location`) into the root schema. */
function pointer(root: unknown, ref: string): unknown {
  let target = root;
  for (const part of ref.slice(1).split("/").filter(Boolean)) {
    const key = decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~");
    target = target !== null && typeof target === "object" ? (target as Record<string, unknown>)[key] : undefined;
  }
  return target;
}

/** JSON equality of two values (enum and const). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
