/**
 * `GET /metrics` for `dialectc serve`: Prometheus text, kept by prom-client
 * in a registry of the gateway's own, fed one log entry per request (the same
 * entry the request's log line is written from). Labels take only the
 * gateway's own words (the models it serves, its APIs, statuses, outcomes),
 * never what a client sends, so a client cannot grow the series.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * What a request's record tells the metrics: the fields of the gateway's log entry (`LogEntry` in
 * serve/gateway.ts) they read. Said here, so that deploy/ does not import serve/ (serve/ uses deploy/'s
 * watch of the calls): the gateway's entry is checked against it where the gateway records one.
 */
export interface RequestRecord {
  status: number;
  ms: number;
  /** the upstream's answer: "ok", or the error's status and code */
  upstream?: string;
  promptTokens?: number;
  completionTokens?: number;
  model?: string;
  api?: string;
  firstTokenMs?: number;
  toolCalls?: Partial<Record<ToolCallOutcome, number>>;
}

/** What became of a call the model wrote (`dialectc_tool_calls_total{outcome}`). */
export const TOOL_CALL_OUTCOMES = ["valid", "unknown_tool", "invalid_args"] as const;
export type ToolCallOutcome = (typeof TOOL_CALL_OUTCOMES)[number];

export interface GatewayMetrics {
  /** counts one request, from its log entry */
  record(entry: RequestRecord): void;
  /** the exposition: its content type and text */
  readonly contentType: string;
  text(): Promise<string>;
}

/** A model label for requests that named no model served here (or none at all). */
const NO_MODEL = "";

/**
 * Metrics for a gateway serving `models`; `active` reports the requests in flight when scraped;
 * `process` (default true) adds prom-client's process and Node.js series (CPU, memory, event loop lag).
 */
export function createMetrics(models: readonly string[], options: { active?: () => number; process?: boolean } = {}): GatewayMetrics {
  const register = new Registry();
  const series = gatewaySeries(register);
  new Gauge({
    name: "dialectc_requests_in_flight",
    help: "Requests being answered now.",
    registers: [register],
    collect() {
      this.set(options.active?.() ?? 0);
    },
  });
  if (options.process !== false) collectDefaultMetrics({ register });
  // Every series a dashboard sums starts at 0.
  for (const model of models) {
    series.tokensIn.inc({ model }, 0);
    series.tokensOut.inc({ model }, 0);
    for (const outcome of TOOL_CALL_OUTCOMES) series.toolCalls.inc({ model, outcome }, 0);
  }

  return {
    contentType: register.contentType,
    text: () => register.metrics(),
    record: (e) => recordRequest(series, e),
  };
}

/** The gateway's counters and histograms, registered in `register` in the order the exposition lists them. */
function gatewaySeries(register: Registry) {
  const byModelApi = ["model", "api"] as const;
  const requests = new Counter({
    name: "dialectc_requests_total",
    help: "Requests answered, by model, API and HTTP status.",
    labelNames: ["model", "api", "status"],
    registers: [register],
  });
  const duration = new Histogram({
    name: "dialectc_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer.",
    labelNames: byModelApi,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [register],
  });
  const firstToken = new Histogram({
    name: "dialectc_time_to_first_token_seconds",
    help: "Time from a request's arrival to the first piece of its answer.",
    labelNames: byModelApi,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [register],
  });
  const tokensIn = new Counter({
    name: "dialectc_prompt_tokens_total",
    help: "Prompt tokens, as the upstream (or the tokenizer) counted them.",
    labelNames: ["model"],
    registers: [register],
  });
  const tokensOut = new Counter({
    name: "dialectc_completion_tokens_total",
    help: "Generated tokens, as the upstream (or the tokenizer) counted them.",
    labelNames: ["model"],
    registers: [register],
  });
  const toolCalls = new Counter({
    name: "dialectc_tool_calls_total",
    help: "Calls the model wrote: valid, of a tool the request did not declare (unknown_tool), or with arguments its schema refuses (invalid_args).",
    labelNames: ["model", "outcome"],
    registers: [register],
  });
  const upstreamErrors = new Counter({
    name: "dialectc_upstream_errors_total",
    help: "Upstream failures, by kind (unreachable, status, reset, truncated, malformed, failed, timeout).",
    labelNames: ["model", "kind"],
    registers: [register],
  });
  return { requests, duration, firstToken, tokensIn, tokensOut, toolCalls, upstreamErrors };
}

/** Counts one request, from its log entry, in every series it belongs to. */
function recordRequest({ requests, duration, firstToken, tokensIn, tokensOut, toolCalls, upstreamErrors }: ReturnType<typeof gatewaySeries>, e: RequestRecord): void {
  if (e.api === undefined) return;
  const model = e.model ?? NO_MODEL;
  requests.inc({ model, api: e.api, status: String(e.status) });
  duration.observe({ model, api: e.api }, e.ms / 1000);
  if (e.firstTokenMs !== undefined) firstToken.observe({ model, api: e.api }, e.firstTokenMs / 1000);
  if (e.model === undefined) return;
  if (e.promptTokens) tokensIn.inc({ model }, e.promptTokens);
  if (e.completionTokens) tokensOut.inc({ model }, e.completionTokens);
  for (const outcome of TOOL_CALL_OUTCOMES) if (e.toolCalls?.[outcome]) toolCalls.inc({ model, outcome }, e.toolCalls[outcome]);
  const kind = upstreamErrorKind(e.upstream);
  if (kind !== null) upstreamErrors.inc({ model, kind });
}

/** The kind of an upstream failure from the log's `upstream` ("502 upstream_reset" is "reset"); null for none. */
export function upstreamErrorKind(upstream: string | undefined): string | null {
  if (upstream === undefined || upstream === "ok") return null;
  const [status, code] = upstream.split(" ");
  // The client going away is not the upstream's failure.
  if (code === "client_closed") return null;
  if (code === undefined || code === "") return `http_${status}`;
  return code.replace(/^upstream_/, "");
}
