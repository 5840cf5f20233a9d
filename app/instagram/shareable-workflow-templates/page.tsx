import { PageHeader } from "@/components/layout/page-header";
import { SignInPrompt } from "@/components/gamification/sign-in-prompt";
import { WorkflowStudio } from "@/components/workflows/workflow-studio";
import { getSessionViewer } from "@/lib/auth/viewer";
import { signInHref } from "@/lib/config/paths";
import { getRoute } from "@/lib/config/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { myWorkflows } from "@/lib/workflows/workflow-service";

export const metadata = pageMetadata("shareable-workflow-templates");

const PATH = getRoute("shareable-workflow-templates").path;

/** Five workflow templates for everyone; signed in, your own copies to tick off and share (docs/product.md). */
export default async function ShareableWorkflowTemplatesPage() {
  const viewer = await getSessionViewer();
  const workflows = viewer ? await myWorkflows(viewer.id) : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Workflow Templates"
        description="Ready step lists for a rebrand, a launch week, creator onboarding, a seasonal refresh and a team review. Copy one, tick off its steps as you go and share a read-only link."
      />
      {!viewer && (
        <SignInPrompt
          returnTo={PATH}
          message="Sign in to copy a workflow, tick off its steps and share it with your team."
        />
      )}
      <WorkflowStudio initial={workflows} signInHref={signInHref(PATH)} />
    </div>
  );
}
