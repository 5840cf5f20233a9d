// Where a user's public link-in-bio page and its redirects live.

export function publicPagePath(username: string): string {
  return `/l/${encodeURIComponent(username)}`;
}

export function linkRedirectPath(username: string, linkId: string): string {
  return `${publicPagePath(username)}/${encodeURIComponent(linkId)}`;
}

export function publicPageImagePath(username: string, version: string): string {
  return `${publicPagePath(username)}/og?v=${encodeURIComponent(version)}`;
}
