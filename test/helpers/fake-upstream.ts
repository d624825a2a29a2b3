/**
 * A fake `/v1/completions` on 127.0.0.1 for the gateway's tests: it streams
 * what `answer` returns for each request, as OpenAI-style server-sent events,
 * or misbehaves as asked (refuses, resets, stalls, sends malformed events,
 * ends early). It records each request's body and whether its client
 * aborted it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Fault = "refuse" | "reset" | "stall" | "malformed" | "truncate" | "error-event" | "slow";

export interface Answer {
  pieces: string[];
  finish?: "stop" | "length";
  /** misbehave after this many pieces */
  fault?: Fault;
  faultAfter?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface FakeUpstream {
  url: string;
  requests: Record<string, unknown>[];
  /** requests received, kept or not */
  received: number;
  /** requests whose client went away before the answer ended */
  aborted: number;
  /** requests whose answer ended */
  completed: number;
  close(): Promise<void>;
}

/** An answer to a route other than the completions (a model list, /tokenize): its status and JSON body. */
export type RouteAnswer = { status: number; body: unknown } | undefined;

export async function fakeUpstream(
  answer: (body: Record<string, unknown>) => Answer,
  options: {
    keep?: number;
    contextLength?: number;
    /** answers a request first where it returns one (GET /v1/models, POST /tokenize, …); the body is parsed JSON or null */
    route?: (method: string, path: string, body: unknown) => RouteAnswer;
  } = {},
): Promise<FakeUpstream> {
  // A load run keeps no bodies (keep: 0), so the memory it samples is the gateway's.
  const keep = options.keep ?? Infinity;
  const state = { requests: [] as Record<string, unknown>[], received: 0, aborted: 0, completed: 0 };
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    if (options.route) {
      let text = "";
      if (req.method === "POST") for await (const c of req) text += c;
      let parsed: unknown = null;
      try {
        parsed = text === "" ? null : JSON.parse(text);
      } catch {
        // not JSON: the route sees null
      }
      const routed = options.route(req.method ?? "", (req.url ?? "/").split("?")[0]!, parsed);
      if (routed) {
        res.writeHead(routed.status, { "content-type": "application/json" }).end(JSON.stringify(routed.body));
        return;
      }
      if (req.method === "POST" && (req.url ?? "").split("?")[0]!.endsWith("/completions")) return completions(res, text);
    }
    if (req.method === "GET") {
      // The model list the gateway's /health and start read (vLLM's shape, with its context length).
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ object: "list", data: [{ id: "fake", object: "model", max_model_len: options.contextLength ?? 32768 }] }));
      return;
    }
    let text = "";
    try {
      for await (const c of req) text += c;
    } catch {
      return; // the gateway went away mid-upload
    }
    // Only completions are served (an engine without /tokenize, as OpenAI's API has none).
    if (!(req.url ?? "").split("?")[0]!.endsWith("/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    return completions(res, text);
  });
  async function completions(res: ServerResponse, text: string): Promise<void> {
    const body = JSON.parse(text) as Record<string, unknown>;
    state.received++;
    if (keep > 0) {
      state.requests.push(body);
      if (state.requests.length > keep) state.requests.shift();
    }
    const a = answer(body);
    if (a.fault === "refuse") {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "the engine ran out of memory" } }));
      return;
    }
    let ended = false;
    res.on("close", () => {
      if (!ended) state.aborted++;
    });
    res.writeHead(200, { "content-type": "text/event-stream" });
    const event = (choice: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id: "cmpl-fake", object: "text_completion", created: 1, model: body.model, choices: [{ index: 0, logprobs: null, ...choice }], ...extra })}\n\n`;
    const faultAt = a.fault ? (a.faultAfter ?? 1) : Infinity;
    for (let i = 0; i < a.pieces.length; i++) {
      if (res.destroyed) return;
      if (i === faultAt) {
        switch (a.fault) {
          case "reset":
            res.socket?.destroy();
            return;
          case "stall":
            return; // never another byte
          case "malformed":
            res.write("data: {not json\n\n");
            return;
          case "truncate":
            ended = true;
            res.end();
            return;
          case "error-event":
            ended = true;
            res.end(`data: ${JSON.stringify({ error: { message: "the engine failed mid-stream" } })}\n\n`);
            return;
        }
      }
      res.write(event({ text: a.pieces[i], finish_reason: null }));
      // Let the event loop turn, as a real engine's tokens arrive apart.
      await new Promise((r) => setImmediate(r));
      if (a.fault === "slow") await new Promise((r) => setTimeout(r, 5));
    }
    if (res.destroyed) return;
    res.write(event({ text: "", finish_reason: a.finish ?? "stop" }));
    const usage = a.usage ? { ...a.usage, total_tokens: a.usage.prompt_tokens + a.usage.completion_tokens } : null;
    if (usage && (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage)
      res.write(`data: ${JSON.stringify({ id: "cmpl-fake", object: "text_completion", created: 1, model: body.model, choices: [], usage })}\n\n`);
    ended = true;
    state.completed++;
    res.end("data: [DONE]\n\n");
  }
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get requests() {
      return state.requests;
    },
    get received() {
      return state.received;
    },
    get aborted() {
      return state.aborted;
    },
    get completed() {
      return state.completed;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
