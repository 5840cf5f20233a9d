import "server-only";
import { ttlMap } from "@/lib/cache/ttl";
import { getRunningAbTests } from "@/lib/db/ab-tests";
import { getPublicLinkPage, getPublicPageLink } from "@/lib/db/link-pages";

// The public page and its redirects are the product's busiest paths. What they read is kept
// in this process for one second, so a burst of visitors costs one query a second per page;
// the owner's saves forget it at once (forgetPublicPage), and another process sees a save
// within that second.

const KEEP_MS = 1000;

const pages = ttlMap(KEEP_MS, 2000, (username: string) => getPublicLinkPage({ username }));
const links = ttlMap(KEEP_MS, 5000, (key: string) => {
  const [username = "", linkId = ""] = key.split("/");
  return getPublicPageLink({ username, linkId });
});

const abTests = ttlMap(KEEP_MS, 2000, (username: string) => getRunningAbTests({ username }));

export const recentPublicPage = (username: string) => pages.get(username);

export const recentPublicLink = (username: string, linkId: string) => links.get(`${username}/${linkId}`);

/** The page's running A/B tests of its bio (none, usually). */
export const recentAbTests = (username: string) => abTests.get(username);

/** After the owner changed their page, links, profile or A/B tests: the next visitor reads them fresh. */
export function forgetPublicPage(username: string): void {
  const name = username.toLowerCase();
  pages.forget((key) => key === name);
  abTests.forget((key) => key === name);
  links.forget((key) => key.startsWith(`${name}/`));
}
