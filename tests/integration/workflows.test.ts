import { describe, expect, it } from "vitest";
import { GET as getOne, PATCH as patchOne, DELETE as deleteOne } from "@/app/api/workflows/[id]/route";
import { POST as shareOne, DELETE as unshareOne } from "@/app/api/workflows/[id]/share/route";
import { GET as list, POST as create } from "@/app/api/workflows/route";
import { MAX_WORKFLOWS } from "@/lib/workflows/workflow.schema";
import { sharedWorkflow } from "@/lib/workflows/workflow-service";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type Auth = Record<string, string>;
const copy = (templateId: unknown, headers: Auth = {}) =>
  callRoute(create, { path: "/api/workflows", body: { templateId }, headers });
const patch = (id: string, body: unknown, headers: Auth) =>
  callRoute(patchOne, { method: "PATCH", params: { id }, body, headers });

interface Workflow {
  id: string;
  title: string;
  shareId: string | null;
  doneCount: number;
  steps: { id: string; done: boolean }[];
}
const workflowOf = (res: { body: Record<string, unknown> }) => res.body.workflow as Workflow;

describe("workflow templates API", () => {
  it("needs a signed-in user for every call", async () => {
    expect((await copy("rebrand")).status).toBe(401);
    expect((await callRoute(list, { method: "GET" })).status).toBe(401);
    expect((await callRoute(shareOne, { params: { id: "clxxxxxxxxxxxxxxxx" } })).status).toBe(401);
  });

  it("copies a template, ticks steps in the template's order and keeps them", async () => {
    const { auth } = await registerUser();
    const res = await copy("launch-week", auth);
    expect(res.status).toBe(201);
    const workflow = workflowOf(res);
    expect(workflow).toMatchObject({ title: "Launch week", doneCount: 0, shareId: null });
    const [first, second] = workflow.steps;
    const ticked = await patch(workflow.id, { done: [second?.id, first?.id, first?.id] }, auth);
    expect(ticked.status).toBe(200);
    expect(workflowOf(ticked).doneCount).toBe(2);
    const again = await callRoute(getOne, { method: "GET", params: { id: workflow.id }, headers: auth });
    expect(
      workflowOf(again)
        .steps.slice(0, 3)
        .map((s) => s.done),
    ).toEqual([true, true, false]);
    const listed = await callRoute(list, { method: "GET", headers: auth });
    expect((listed.body.workflows as Workflow[]).map((w) => w.id)).toEqual([workflow.id]);
  });

  it("refuses unknown templates and steps, and a copy past the limit, with clear messages", async () => {
    const { auth } = await registerUser();
    const bad = await copy("world-domination", auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please choose one of the workflow templates.");
    const { id } = workflowOf(await copy("rebrand", auth));
    const step = await patch(id, { done: ["not-a-step"] }, auth);
    expect(step.status).toBe(400);
    expect(step.body.message).toBe("That step is not part of this workflow.");
    expect((await patch(id, { title: "  " }, auth)).status).toBe(400);
    for (let i = 1; i < MAX_WORKFLOWS; i++) expect((await copy("team-review", auth)).status).toBe(201);
    const over = await copy("team-review", auth);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`You can keep up to ${MAX_WORKFLOWS} workflows. Delete one to add another.`);
  });

  it("answers 404 for another user's workflow on every call, and changes nothing", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { id } = workflowOf(await copy("rebrand", owner.auth));
    const params = { id };
    expect((await callRoute(getOne, { method: "GET", params, headers: other.auth })).status).toBe(404);
    expect((await patch(id, { done: ["audit"], title: "Mine now" }, other.auth)).status).toBe(404);
    expect((await callRoute(shareOne, { params, headers: other.auth })).status).toBe(404);
    expect((await callRoute(unshareOne, { method: "DELETE", params, headers: other.auth })).status).toBe(404);
    expect((await callRoute(deleteOne, { method: "DELETE", params, headers: other.auth })).status).toBe(404);
    const still = workflowOf(await callRoute(getOne, { method: "GET", params, headers: owner.auth }));
    expect(still).toMatchObject({ title: "Rebrand", doneCount: 0, shareId: null });
    expect((await callRoute(list, { method: "GET", headers: other.auth })).body.workflows).toEqual([]);
  });

  it("shares a read-only view with an unguessable link, keeps the link, and withdraws it", async () => {
    const { auth, email } = await registerUser({ displayName: "Private Person" });
    const { id, steps } = workflowOf(await copy("seasonal-refresh", auth));
    await patch(id, { done: [steps[0]?.id], title: "Diwali refresh" }, auth);
    const shared = workflowOf(await callRoute(shareOne, { params: { id }, headers: auth }));
    expect(shared.shareId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const sameLink = workflowOf(await callRoute(shareOne, { params: { id }, headers: auth }));
    expect(sameLink.shareId).toBe(shared.shareId);

    const view = await sharedWorkflow(shared.shareId ?? "");
    expect(view).toMatchObject({ title: "Diwali refresh", templateName: "Seasonal refresh", doneCount: 1 });
    // Only what is shared: no owner, no ids, no email.
    const text = JSON.stringify(view);
    for (const secret of [email, "Private Person", id]) expect(text).not.toContain(secret);

    await callRoute(unshareOne, { method: "DELETE", params: { id }, headers: auth });
    expect(await sharedWorkflow(shared.shareId ?? "")).toBeNull();
    const reshared = workflowOf(await callRoute(shareOne, { params: { id }, headers: auth }));
    expect(reshared.shareId).not.toBe(shared.shareId);
    expect((await callRoute(deleteOne, { method: "DELETE", params: { id }, headers: auth })).status).toBe(204);
    expect(await sharedWorkflow(reshared.shareId ?? "")).toBeNull();
  });

  it("never answers hostile input with a 5xx", async () => {
    const { auth } = await registerUser();
    const { id } = workflowOf(await copy("rebrand", auth));
    await fuzzJsonEndpoint(create, { fields: ["templateId"], headers: auth, runs: 15 });
    await fuzzJsonEndpoint(patchOne, { fields: ["done", "title"], headers: auth, runs: 15, params: { id } });
  });
});
