import { ComplianceChecker } from "@/components/compliance/compliance-checker";
import { PageHeader } from "@/components/layout/page-header";
import { getRoute } from "@/lib/config/routes";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("bio-compliance");

const PATH = getRoute("bio-compliance").path;

/** Checks a pasted bio against eight rules in the browser; no account, nothing stored (docs/product.md). */
export default function BioCompliancePage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col px-4 py-10 sm:py-12">
      <PageHeader
        path={PATH}
        title="Bio Compliance Checker"
        description="Check a bio against eight platform rules before you post it: each rule says why it matters, marks the exact words and fixes what it can in one click."
      />
      <ComplianceChecker />
    </div>
  );
}
