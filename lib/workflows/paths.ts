import { getRoute } from "@/lib/config/routes";

export const WORKFLOWS_API = "/api/workflows";

/** The read-only page a shared workflow's link opens. */
export function workflowSharePath(shareId: string): string {
  return `${getRoute("shareable-workflow-templates").path}/w/${shareId}`;
}
