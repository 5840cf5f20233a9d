import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "./client";

// A user's workflows. Ownership is part of every where clause: someone else's id finds
// nothing, exactly like a missing one. The share page reads by share id only what it shows.

export const workflowSelect = {
  id: true,
  templateId: true,
  title: true,
  doneSteps: true,
  shareId: true,
  createdAt: true,
  updatedAt: true,
} as const;

export interface WorkflowRow {
  id: string;
  templateId: string;
  title: string;
  doneSteps: string;
  shareId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** 96 random bits, URL-safe: unguessable, short to paste. */
export function newWorkflowShareId(): string {
  return randomBytes(12).toString("base64url");
}

export function listWorkflows({ userId }: { userId: string }): Promise<WorkflowRow[]> {
  return db.workflow.findMany({
    where: { userId },
    select: workflowSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

export function countWorkflows({ userId }: { userId: string }): Promise<number> {
  return db.workflow.count({ where: { userId } });
}

export function createWorkflow(data: { userId: string; templateId: string; title: string }): Promise<WorkflowRow> {
  return db.workflow.create({ data, select: workflowSelect });
}

export function getWorkflow({ id, userId }: { id: string; userId: string }): Promise<WorkflowRow | null> {
  return db.workflow.findFirst({ where: { id, userId }, select: workflowSelect });
}

/** Changes one of the user's workflows; null when it is not theirs or gone. */
export async function updateWorkflow({
  id,
  userId,
  doneSteps,
  title,
  shareId,
}: {
  id: string;
  userId: string;
  doneSteps?: string;
  title?: string;
  shareId?: string | null;
}): Promise<WorkflowRow | null> {
  const { count } = await db.workflow.updateMany({ where: { id, userId }, data: { doneSteps, title, shareId } });
  return count === 0 ? null : getWorkflow({ id, userId });
}

export async function deleteWorkflow({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { count } = await db.workflow.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** What a share page may show: the workflow's title and ticks, nothing about its owner. */
export function getSharedWorkflow({
  shareId,
}: {
  shareId: string;
}): Promise<{ templateId: string; title: string; doneSteps: string; updatedAt: Date } | null> {
  return db.workflow.findUnique({
    where: { shareId },
    select: { templateId: true, title: true, doneSteps: true, updatedAt: true },
  });
}
