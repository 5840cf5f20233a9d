"use client";

import { useCallback, useMemo, useState } from "react";
import { requestJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import {
  hasChanges,
  linkDraft,
  newLinkDraft,
  pageDraft,
  planSave,
  type LinkDraft,
  type PageDraft,
  type SavedPage,
} from "@/lib/link-in-bio/draft";

// The builder's state: the page as saved on the server, the draft being
// edited, and one Save that sends only what changed. A request that fails
// keeps its part of the draft (and its message beside the field) so nothing
// typed is lost.

const API = "/api/link-in-bio";
let counter = 0;

export function useLinkPageDraft(initial: SavedPage) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<PageDraft>(() => pageDraft(initial));
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = useMemo(() => hasChanges(planSave(saved, draft)), [saved, draft]);

  const setPage = useCallback((patch: Partial<Omit<PageDraft, "links">>) => setDraft((d) => ({ ...d, ...patch })), []);
  const setLinks = useCallback((update: (links: LinkDraft[]) => LinkDraft[]) => {
    setDraft((d) => ({ ...d, links: update(d.links) }));
  }, []);
  const updateLink = useCallback(
    (key: string, patch: Partial<LinkDraft>) =>
      setLinks((links) => links.map((l) => (l.key === key ? { ...l, ...patch } : l))),
    [setLinks],
  );

  /** Deletes a link at once (after the user confirmed): from the server when it was saved, else from the draft. */
  async function deleteLink(key: string): Promise<boolean> {
    const link = draft.links.find((l) => l.key === key);
    if (link?.id) {
      const r = await requestJson(`${API}/links/${link.id}`, { method: "DELETE" });
      if (!r.ok && r.status !== 404) {
        toast.error(r.message);
        return false;
      }
      setSaved((s) => ({ ...s, links: s.links.filter((l) => l.id !== link.id) }));
    }
    setLinks((links) => links.filter((l) => l.key !== key));
    setLinkErrors(({ [key]: _, ...rest }) => rest);
    toast.success(link?.title ? `"${link.title}" was deleted.` : "The link was deleted.");
    return true;
  }
  const addLink = useCallback(() => {
    const key = `new-${Date.now()}-${++counter}`;
    setLinks((links) => [...links, newLinkDraft(key)]);
    return key;
  }, [setLinks]);

  async function save(): Promise<boolean> {
    const plan = planSave(saved, draft);
    setSaving(true);
    const errors: Record<string, string> = {};
    let pageMessage: string | null = null;
    const failures: string[] = [];

    if (plan.page) {
      const r = await requestJson(API, { method: "PUT", body: JSON.stringify(plan.page) });
      if (!r.ok) pageMessage = r.message;
    }
    for (const id of plan.deletes) {
      const r = await requestJson(`${API}/links/${id}`, { method: "DELETE" });
      if (!r.ok && r.status !== 404) failures.push(r.message);
    }
    for (const u of plan.updates) {
      const r = await requestJson(`${API}/links/${u.id}`, { method: "PATCH", body: JSON.stringify(u.body) });
      if (!r.ok) errors[u.key] = r.message;
    }
    const created = new Map<string, string>();
    for (const c of plan.creates) {
      const r = await requestJson<{ link: { id: string } }>(`${API}/links`, {
        method: "POST",
        body: JSON.stringify(c.body),
      });
      if (r.ok) created.set(c.key, r.data.link.id);
      else errors[c.key] = r.message;
    }
    if (plan.order || created.size > 0) {
      const ids = draft.links.flatMap((l) => l.id ?? created.get(l.key) ?? []);
      const r = await requestJson(`${API}/links/order`, { method: "PUT", body: JSON.stringify({ ids }) });
      if (!r.ok) failures.push(r.message);
    }

    const fresh = await requestJson<{ page: SavedPage }>(API);
    setSaving(false);
    if (!fresh.ok) {
      toast.error(fresh.message);
      return false;
    }
    const server = fresh.data.page;
    const byId = new Map(server.links.map((l) => [l.id, l]));
    const links = draft.links.map((l) => {
      const id = l.id ?? created.get(l.key) ?? null;
      const stored = id ? byId.get(id) : undefined;
      if (errors[l.key] || !stored) return { ...l, id };
      return { ...linkDraft(stored), key: l.key };
    });
    const referenced = new Set(links.map((l) => l.id));
    const leftovers = server.links.filter((l) => !referenced.has(l.id)).map(linkDraft);
    const serverDraft = pageDraft(server);
    setSaved(server);
    setDraft(
      pageMessage ? { ...draft, links: [...links, ...leftovers] } : { ...serverDraft, links: [...links, ...leftovers] },
    );
    setLinkErrors(errors);
    setPageError(pageMessage);
    const ok = !pageMessage && failures.length === 0 && Object.keys(errors).length === 0;
    if (ok) toast.success("Your page is saved.");
    else toast.error(failures[0] ?? "Some changes were not saved. The messages are beside the fields.");
    return ok;
  }

  return {
    saved,
    draft,
    dirty,
    saving,
    linkErrors,
    pageError,
    setPage,
    setLinks,
    updateLink,
    deleteLink,
    addLink,
    save,
  };
}

export type LinkPageDraftApi = ReturnType<typeof useLinkPageDraft>;
