import { href } from "@/lib/config/paths";
import { DocumentPage } from "@/components/content/document-page";
import { privacyPolicy } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("privacy-policy");

export default function Page() {
  return <DocumentPage doc={privacyPolicy} path={href("privacy-policy")} />;
}
