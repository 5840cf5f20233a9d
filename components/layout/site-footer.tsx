import { routesIn } from "@/lib/config/routes";
import { SITE } from "@/lib/config/site";
import { LinkList } from "./link-list";
import { Logo } from "./logo";
import { toLink } from "./nav-links";

export function SiteFooter() {
  const groups = [
    { title: "Product", links: routesIn("footer-product").map(toLink) },
    { title: "Company", links: routesIn("footer-company").map(toLink) },
  ].filter((g) => g.links.length > 0);

  return (
    <footer data-site-footer="" className="mt-auto border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{SITE.description}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-semibold">{group.title}</h2>
            <LinkList
              links={group.links}
              className="grid gap-1"
              linkClassName="inline-flex min-h-11 items-center text-sm pointer-fine:min-h-9 text-muted-foreground hover:text-foreground"
            />
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground">
          © {new Date().getUTCFullYear()} {SITE.company}. Made in {SITE.city}, {SITE.country}.
        </p>
      </div>
    </footer>
  );
}
