/**
 * OpenAI Chat Completions (`POST /v1/chat/completions`): the answer as
 * `chat.completion.chunk` events ending with `[DONE]`, or one
 * `chat.completion`; errors in OpenAI's `{"error": {…}}`.
 */
import { ChunkEvents, type Delta, type Message, SSE_DONE, sseData, toChatCompletionChunk, toChatCompletionMessage } from "../../../runtime/compiler-api.js";
import type { ApiError } from "../core/api-error.js";
import type { AnswerEnd, AnswerFormat, AnswerMeta, Api } from "../core/generation.js";
import { readChatRequest } from "./chat-request.js";

export const CHAT_API: Api = {
  read: readChatRequest,
  idPrefix: "chatcmpl-",
  format: (meta, request) => chatCompletionFormat(meta, request.includeUsage),
  errorBody: (e) => e.body(),
};

function chatCompletionFormat(meta: AnswerMeta, includeUsage: boolean): AnswerFormat {
  const chunks = new ChunkEvents(meta);
  return {
    open: () => sseData(toChatCompletionChunk(null, { ...meta, role: true })),
    delta: (d: Delta) => chunks.event(d),
    close(end: AnswerEnd) {
      let out = sseData(toChatCompletionChunk(null, { ...meta, finishReason: end.finish }));
      if (includeUsage) out += sseData({ id: meta.id, object: "chat.completion.chunk", created: meta.created, model: meta.model, choices: [], usage: end.usage });
      return out + SSE_DONE;
    },
    whole: (message: Message, end: AnswerEnd) => ({
      ...meta,
      object: "chat.completion",
      choices: [{ index: 0, message: toChatCompletionMessage(message), finish_reason: end.finish, logprobs: null }],
      ...(end.usage ? { usage: end.usage } : {}),
    }),
    errorEvent: (e: ApiError) => sseData(e.body()),
  };
}
