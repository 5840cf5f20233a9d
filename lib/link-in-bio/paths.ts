// Where a user's public link-in-bio page and its redirects live.

export function publicPagePath(username: string): string {
  return `/l/${encodeURIComponent(username)}`;
}

/** `variantTag`: the A/B test variant a tagged visit came through, carried on to the click. */
export function linkRedirectPath(username: string, linkId: string, variantTag: string | null = null): string {
  const path = `${publicPagePath(username)}/${encodeURIComponent(linkId)}`;
  return variantTag ? `${path}?v=${encodeURIComponent(variantTag)}` : path;
}

/** The page's address tagged for one bio of a sequential A/B test. */
export function taggedPagePath(username: string, variantId: string): string {
  return `${publicPagePath(username)}?v=${encodeURIComponent(variantId)}`;
}

export function publicPageImagePath(username: string, version: string): string {
  return `${publicPagePath(username)}/og?v=${encodeURIComponent(version)}`;
}
