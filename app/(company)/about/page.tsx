import { href } from "@/lib/config/paths";
import { DocumentPage } from "@/components/content/document-page";
import { aboutPage } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata("about");

export default function Page() {
  return <DocumentPage doc={aboutPage} path={href("about")} />;
}
