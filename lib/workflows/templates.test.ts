import { describe, expect, it } from "vitest";
import { WORKFLOW_TEMPLATES } from "./templates";
import { parseDoneSteps, toWorkflowView } from "./workflow-view";

describe("workflow templates", () => {
  it("are the five workflow types, each with distinct step ids", () => {
    expect(WORKFLOW_TEMPLATES.map((t) => t.id)).toEqual([
      "rebrand",
      "launch-week",
      "creator-onboarding",
      "seasonal-refresh",
      "team-review",
    ]);
    for (const t of WORKFLOW_TEMPLATES) {
      expect(t.steps.length).toBeGreaterThanOrEqual(5);
      expect(new Set(t.steps.map((s) => s.id)).size).toBe(t.steps.length);
    }
  });
});

describe("toWorkflowView", () => {
  const row = {
    id: "w1",
    templateId: "team-review",
    title: "Spring bio",
    doneSteps: JSON.stringify(["checks", "gone-step"]),
    shareId: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };

  it("ticks the stored steps the template still has and ignores the rest", () => {
    const view = toWorkflowView(row);
    expect(view?.doneCount).toBe(1);
    expect(view?.steps.filter((s) => s.done).map((s) => s.id)).toEqual(["checks"]);
  });

  it("treats a broken column as nothing ticked, and an unknown template as no workflow", () => {
    expect(parseDoneSteps("{not json")).toEqual([]);
    expect(parseDoneSteps('{"a":1}')).toEqual([]);
    expect(toWorkflowView({ ...row, templateId: "retired" })).toBeNull();
  });
});
