import { NextResponse } from "next/server";
import type { AppError } from "./errors";

/** `{ message }` with a status; the only shape an error ever takes. */
export function errorResponse(error: AppError): NextResponse {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (error.retryAfterSeconds !== undefined) {
    headers["Retry-After"] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  }
  return NextResponse.json({ message: error.message }, { status: error.status, headers });
}

export function json<T>(body: T, init?: number | ResponseInit): NextResponse {
  const options = typeof init === "number" ? { status: init } : init;
  return NextResponse.json(body, {
    ...options,
    headers: { "Cache-Control": "no-store", ...(options?.headers ?? {}) },
  });
}
