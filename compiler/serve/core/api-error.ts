/**
 * The gateway's errors in OpenAI's shape: an HTTP status and the
 * `{"error": {message, type, param, code}}` body every OpenAI client reads,
 * whether it ends a request before the stream starts or arrives as the
 * stream's last event.
 */
export type ApiErrorType = "invalid_request_error" | "not_found_error" | "rate_limit_error" | "upstream_error" | "timeout_error" | "server_error";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: ApiErrorType = "invalid_request_error",
    readonly param: string | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  body(): { error: { message: string; type: string; param: string | null; code: string | null } } {
    return { error: { message: this.message, type: this.type, param: this.param, code: this.code } };
  }
}

/** A 400 for a field of the request, named in `param`. */
export function badField(param: string, message: string): ApiError {
  return new ApiError(400, message, "invalid_request_error", param, "invalid_value");
}
