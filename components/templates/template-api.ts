"use client";

import { useCallback, useEffect, useState } from "react";

import { requestJson, postJson } from "@/lib/client/post-json";
import type { TemplateDto } from "@/lib/templates/types";
import type { ActivityOutcome } from "@/lib/gamification/events";

// The browser's side of `GET /api/templates` and `POST /api/templates/{id}/use`.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isString = (v: unknown): v is string => typeof v === "string";

function parseTemplate(v: unknown): TemplateDto | null {
  if (!isRecord(v)) return null;
  const { id, name, description, category, isPremium, tone, tags, template, placeholders } = v;
  if (![id, name, description, category, tone, template].every(isString) || typeof isPremium !== "boolean") return null;
  if (!Array.isArray(tags) || !tags.every(isString)) return null;
  if (!Array.isArray(placeholders) || !placeholders.every(isString)) return null;
  return {
    id: id as string,
    name: name as string,
    description: description as string,
    category: category as string,
    isPremium,
    tone: tone as string,
    tags,
    template: template as string,
    placeholders,
  };
}

export function parseTemplateList(body: unknown): TemplateDto[] | null {
  if (!Array.isArray(body)) return null;
  const list = body.map(parseTemplate);
  return list.every((t): t is TemplateDto => t !== null) ? list : null;
}

export const LOAD_ERROR_MESSAGE = "We couldn't load the templates. Check your connection and try again.";

// One request per URL per page view, shared by both pickers and the deep links; a failure is forgotten.
const loads = new Map<string, Promise<TemplateDto[]>>();

export function loadTemplates(url: string): Promise<TemplateDto[]> {
  const known = loads.get(url);
  if (known) return known;
  const load = requestJson<unknown>(url).then((res) => {
    const list = res.ok ? parseTemplateList(res.data) : null;
    if (!list) throw new Error(res.ok ? LOAD_ERROR_MESSAGE : res.message);
    return list;
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

export type TemplateListState =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; templates: TemplateDto[] };

export function useTemplateList(url: string): TemplateListState & { retry: () => void } {
  const [state, setState] = useState<TemplateListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadTemplates(url).then(
      (templates) => live && setState({ status: "ready", templates }),
      () => live && setState({ status: "error", message: LOAD_ERROR_MESSAGE }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}

export type UseResult =
  { ok: true; gamification: ActivityOutcome | null } | { ok: false; status: number; message: string };

export async function recordUse(templateId: string): Promise<UseResult> {
  const res = await postJson<{ gamification?: ActivityOutcome | null }>(
    `/api/templates/${encodeURIComponent(templateId)}/use`,
    {},
  );
  if (!res.ok) return res;
  return { ok: true, gamification: isRecord(res.data) ? (res.data.gamification ?? null) : null };
}
