import { href } from "@/lib/config/paths";
import { DocumentPage } from "@/components/content/document-page";
import { termsAndConditions } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("terms-and-conditions");

export default function Page() {
  return <DocumentPage doc={termsAndConditions} path={href("terms-and-conditions")} />;
}
