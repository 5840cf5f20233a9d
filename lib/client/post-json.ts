// The browser side of the API contract: JSON in, JSON out, errors as `{ message }`
// (shown to the user: the body's message, else its error field, else the status).

export type JsonResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<JsonResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: {
        Accept: "application/json",
        ...(init.body ? { "Content-Type": "application/json" } : {}),
        ...init.headers,
      },
    });
  } catch {
    return { ok: false, status: 0, message: "You appear to be offline. Check your connection and try again." };
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const record = (body && typeof body === "object" ? body : {}) as { message?: unknown; error?: unknown };
  const message =
    typeof record.message === "string"
      ? record.message
      : typeof record.error === "string"
        ? record.error
        : `${response.status} ${text && body === undefined ? text.slice(0, 200) : response.statusText}`.trim();
  return { ok: false, status: response.status, message };
}

export function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<JsonResult<T>> {
  return requestJson<T>(url, { ...init, method: init.method ?? "POST", body: JSON.stringify(body) });
}
