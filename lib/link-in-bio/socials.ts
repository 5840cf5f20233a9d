// The social profiles a link-in-bio page can show as icons, how each is
// entered (a handle or an address) and the address it opens.

export const SOCIAL_KINDS = ["instagram", "tiktok", "youtube", "x", "linkedin", "email", "website"] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export interface Social {
  kind: SocialKind;
  value: string;
}

export const SOCIAL_LABELS: Record<SocialKind, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  x: "X",
  linkedin: "LinkedIn",
  email: "Email",
  website: "Website",
};

const HANDLE = /^@?([A-Za-z0-9._-]{1,60})$/;

const HOSTS: Partial<Record<SocialKind, { base: string; prefix: string; hosts: RegExp }>> = {
  instagram: { base: "https://www.instagram.com/", prefix: "", hosts: /(^|\.)instagram\.com$/ },
  tiktok: { base: "https://www.tiktok.com/", prefix: "@", hosts: /(^|\.)tiktok\.com$/ },
  youtube: { base: "https://www.youtube.com/", prefix: "@", hosts: /(^|\.)(youtube\.com|youtu\.be)$/ },
  x: { base: "https://x.com/", prefix: "", hosts: /(^|\.)(x\.com|twitter\.com)$/ },
  linkedin: { base: "https://www.linkedin.com/in/", prefix: "", hosts: /(^|\.)linkedin\.com$/ },
};

export type SocialResult = { ok: true; href: string } | { ok: false; message: string };

/** The address a social icon opens, from a handle ("@maya", "maya") or the network's own address. */
export function socialHref(kind: SocialKind, raw: string): SocialResult {
  const value = raw.trim();
  const label = SOCIAL_LABELS[kind];
  if (value === "") return { ok: false, message: `Please enter your ${label} handle or address.` };
  if (kind === "email") {
    const email = value.replace(/^mailto:/i, "");
    return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) && email.length <= 254
      ? { ok: true, href: `mailto:${email}` }
      : { ok: false, message: "Please enter a valid email address." };
  }
  const site = HOSTS[kind];
  if (site) {
    const handle = HANDLE.exec(value);
    if (handle?.[1] && !value.includes("/")) return { ok: true, href: `${site.base}${site.prefix}${handle[1]}` };
  }
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    const allowedHost = site ? site.hosts.test(url.hostname.toLowerCase()) : url.hostname.includes(".");
    if ((url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && allowedHost) {
      return { ok: true, href: url.href };
    }
  } catch {
    // falls through to the message
  }
  return {
    ok: false,
    message: site ? `Please enter your ${label} handle or a ${label} address.` : "Please enter a full web address.",
  };
}
