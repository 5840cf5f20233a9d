// The editable profile behind the social preview (name, username, counts), and the small
// text rules that turn what a person typed into what a network would display.

export interface PreviewProfile {
  displayName: string;
  username: string;
  followers: string;
  following: string;
  posts: string;
  verified: boolean;
  location: string;
  website: string;
  avatarUrl: string | null;
}

export const DEFAULT_PREVIEW_PROFILE: PreviewProfile = {
  displayName: "Your Name",
  username: "yourname",
  followers: "1.2K",
  following: "890",
  posts: "247",
  verified: false,
  location: "",
  website: "",
  avatarUrl: null,
};

/** `base` overlaid with the fields `patch` actually sets (an explicit undefined keeps the base). */
export function mergeProfile<T extends PreviewProfile>(base: T, patch: Partial<PreviewProfile> | undefined): T {
  const next = { ...base };
  if (!patch) return next;
  for (const key of Object.keys(patch) as (keyof PreviewProfile)[]) {
    const value = patch[key];
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

/** A handle as networks show it: no leading @, no spaces; the default when left empty. */
export function handleOf(username: string): string {
  const handle = username.trim().replace(/^@+/, "").replace(/\s+/g, "");
  return handle === "" ? DEFAULT_PREVIEW_PROFILE.username : handle;
}

export function nameOf(displayName: string): string {
  const name = displayName.trim();
  return name === "" ? DEFAULT_PREVIEW_PROFILE.displayName : name;
}

/** "https://www.site.com/" → "site.com": how profile headers print a link. */
export function displayUrl(website: string): string {
  return website
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

/** Up to two initials for the avatar fallback: "Asha Rao" → "AR", "priya" → "P". */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? "")
    .filter((c) => /\p{L}|\p{N}/u.test(c));
  if (letters.length === 0) return "?";
  const first = letters[0] ?? "";
  const last = letters.length > 1 ? (letters[letters.length - 1] ?? "") : "";
  return (first + last).toUpperCase();
}
