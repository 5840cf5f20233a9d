import Link from "next/link";
import { ChevronDown, Menu } from "@/components/ui/icons";
import { Button, buttonVariants } from "@/components/ui/button";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { getSessionViewer } from "@/lib/auth/viewer";
import { getRoute } from "@/lib/config/routes";
import { BusinessMenu } from "./business-menu";
import { LinkList } from "./link-list";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavIcon } from "./nav-icon";
import { headerLinks, mobileExtras, signedInMenus, toLink } from "./nav-links";
import { NotificationBellSlot } from "./notification-bell-slot";
import { UserMenusSlot } from "./user-menus-slot";
import { href } from "@/lib/config/paths";
import { unreadCount } from "@/lib/teams/notifications";

export async function SiteHeader() {
  const viewer = await getSessionViewer().catch(() => null);
  const links = headerLinks();
  const menus = viewer ? signedInMenus(viewer) : null;
  const unread = viewer ? await unreadCount(viewer.id).catch(() => 0) : 0;
  const mobileGroups = [
    {
      title: "Explore",
      links: [
        toLink(getRoute("home")),
        ...links.primary.filter((l) => l.href !== href("home")),
        ...mobileExtras(!!viewer),
        ...(menus?.admin ? [menus.admin] : []),
      ],
    },
    { title: "Business", links: links.business },
    { title: "Tools", links: links.secondary },
  ];

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {links.primary.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
          {links.business.length > 0 && (
            <BusinessMenu
              links={links.business.map((link) => ({
                ...link,
                icon: <NavIcon name={link.icon} className="mt-0.5 size-4 shrink-0 text-primary" />,
              }))}
              chevron={
                <ChevronDown className="size-4 transition-transform in-aria-expanded:rotate-180" aria-hidden="true" />
              }
            />
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {menus && <NotificationBellSlot initialUnread={unread} />}
          {menus ? (
            <UserMenusSlot menus={menus} />
          ) : (
            links.login && (
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <Link href={links.login.href}>Sign In</Link>
              </Button>
            )
          )}
          <MobileMenu
            groups={mobileGroups}
            login={viewer ? null : links.login}
            signedIn={!!viewer}
            icon={<Menu className="size-5" aria-hidden="true" />}
            buttonClassName={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
          />
        </div>
      </div>
      {links.secondary.length > 0 && (
        <nav aria-label="Tools" className="hidden border-t md:block">
          <LinkList
            links={links.secondary}
            className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4"
            linkClassName="inline-flex min-h-10 items-center px-3 text-sm text-muted-foreground hover:text-foreground"
          />
        </nav>
      )}
    </header>
  );
}
