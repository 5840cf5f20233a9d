import * as copyIcon from "lucide-react/icons/copy";
import * as sparklesIcon from "lucide-react/icons/sparkles";
import { getRoute } from "@/lib/config/routes";
import { href } from "@/lib/config/paths";
import { SITE } from "@/lib/config/site";
import { html } from "@/lib/http/html";
import { svgIcon } from "@/lib/http/svg-icon";
import { previewMeta, siteDocument } from "@/lib/site-page/document";
import { initials } from "./initials";
import { shareDescription, shareTitle } from "./share-meta";

// The share page as one HTML document, built without the framework (lib/site-page): a first
// visit (a cache miss) costs a database read and this string, not a React render and a
// page-cache write.

export interface SharePageView {
  id: string;
  bio: string;
  tone: string;
  createdAt: Date;
  creator: { displayName: string; username: string | null; avatarId: string | null };
}

/** The page of a share; `origin` is the site's absolute origin, for canonical and preview URLs. */
export function renderSharePage(share: SharePageView, origin: string): string {
  const { creator } = share;
  const path = `${getRoute("share").path}/${share.id}`;
  const url = `${origin}${path}`;
  const title = shareTitle(share);
  const description = shareDescription(share.bio);
  const image = `${url}/opengraph-image`;
  const meta = previewMeta({
    title,
    description,
    url,
    type: "article",
    robots: "index, follow",
    image: { url: image, alt: title },
  });
  const date = share.createdAt.toLocaleDateString("en", { dateStyle: "medium", timeZone: "UTC" });
  const body = html`<div class="share">
    <article class="card">
      <header class="creator">
        <span class="avatar"
          >${initials(creator.displayName)}${
            creator.avatarId
              ? html`<img src="${`/api/avatars/${creator.avatarId}`}" alt="" width="56" height="56" />`
              : ""
          }</span
        >
        <div>
          <h1>${creator.displayName}</h1>
          <p class="byline">${creator.username ? `@${creator.username} · ` : ""}shared a bio made with ${SITE.name}</p>
        </div>
      </header>
      <blockquote id="bio">${share.bio}</blockquote>
      <div class="meta">
        <span class="badge">${share.tone} tone</span>
        <time datetime="${share.createdAt.toISOString()}">${date}</time>
      </div>
      <button type="button" id="copy-bio" class="button">
        ${svgIcon(copyIcon)}<span id="copy-label">Copy this bio</span>
      </button>
      <img class="pixel" src="${`/api/share/${share.id}/seen`}" alt="" width="1" height="1" />
    </article>
    <section class="cta" aria-labelledby="cta-title">
      ${svgIcon(sparklesIcon)}
      <h2 id="cta-title">Want a bio like this?</h2>
      <p>
        Describe yourself in a few words, pick a tone and get three bios that fit Instagram's ${SITE.bioLimit}
        characters. It's free to start.
      </p>
      <a class="button" href="${href("generator")}">Make your own bio</a>
    </section>
  </div>`;
  return siteDocument(`${title} | ${SITE.name}`, meta, body);
}

/** The answer for an id that is not (or no longer) a share. */
export function renderShareNotFound(): string {
  const body = html`<div class="not-found">
    <h1>This shared bio is not here</h1>
    <p>It may have been removed, or the link is mistyped.</p>
    <a class="button" href="${href("generator")}">Make your own bio</a>
  </div>`;
  return siteDocument(`Page Not Found | ${SITE.name}`, html`<meta name="robots" content="noindex, nofollow" />`, body);
}
