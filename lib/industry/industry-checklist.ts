import type { IndustryProfile } from "./industry-profiles";

// The six things strong bios in an industry carry, checked against one bio. Plain text rules,
// so the same bio always gets the same checklist, and each verdict says what was found.

export type CheckId = "role" | "proof" | "credentials" | "keywords" | "cta" | "contact";

export interface CheckItem {
  id: CheckId;
  label: string;
  ok: boolean;
  /** What was found, or what to add. */
  detail: string;
}

const PROOF =
  /\d[\d,.]*\s*k?\+?\s*(?:happy\s+)?(?:clients|customers|orders|reviews|students|brides|homes|followers|subscribers|countries|weddings|cakes|members|downloads|sold|served|shipped|projects|brands|parents|people)|[★⭐]|\brated\b|\bfeatured (?:in|on|by)\b|\bas seen (?:in|on)\b|\baward|\bbest ?sell/iu;
const CTA =
  /\b(?:book|shop|order|dm|message|join|subscribe|download|grab|call|visit|tap|click|enquire|inquire|watch|sign up|apply|reserve|get (?:the|your|a))\b|👇|⬇️?/iu;
const CONTACT =
  /@\w|https?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|in|co|io|me|shop|store|link)\b|\b(?:dm|dms|message us|whatsapp|email|e-mail|link (?:in|below)|link in bio)\b|👇|⬇️?|\+?\d[\d\s-]{8,}\d/iu;

/** Whole-word (or word-start, for "ex-") match of any term, in any case. */
export function findTerm(text: string, terms: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return terms.find((term) => {
    const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const end = term.endsWith("-") ? "" : "(?![\\p{L}\\p{N}])";
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}${end}`, "u").test(lower);
  });
}

const quote = (match: string) => `“${match.trim()}”`;

export function industryChecklist(bio: string, profile: IndustryProfile, industryName: string): CheckItem[] {
  const role = findTerm(bio, profile.roleWords);
  const keyword = findTerm(bio, profile.keywords);
  const credential = findTerm(bio, profile.credentials);
  const proof = PROOF.exec(bio)?.[0];
  const cta = CTA.exec(bio)?.[0];
  const contact = CONTACT.exec(bio)?.[0];
  return [
    {
      id: "role",
      label: "Role clarity",
      ok: Boolean(role),
      detail: role
        ? `Says what you are: ${quote(role)}.`
        : `Never says what you are. Strong ${industryName} bios open with it.`,
    },
    {
      id: "proof",
      label: "Proof",
      ok: Boolean(proof),
      detail: proof
        ? `Shows proof: ${quote(proof)}.`
        : `No number or recognition a visitor can trust. Add one you can back up, like “${profile.proofExample}”.`,
    },
    {
      id: "credentials",
      label: "Credentials",
      ok: Boolean(credential),
      detail: credential
        ? `Names a credential: ${quote(credential)}.`
        : `No qualification, experience or “since” year. Add yours if you have one (for example: ${profile.credentials.slice(0, 3).join(", ")}).`,
    },
    {
      id: "keywords",
      label: "Niche keywords",
      ok: Boolean(keyword),
      detail: keyword
        ? `Uses a word people search for: ${quote(keyword)}.`
        : `None of the words people search for in ${industryName}: ${profile.keywords.slice(0, 4).join(", ")}.`,
    },
    {
      id: "cta",
      label: "Call to action",
      ok: Boolean(cta),
      detail: cta ? `Tells visitors what to do: ${quote(cta)}.` : `Doesn't ask for anything. Try “${profile.cta}”.`,
    },
    {
      id: "contact",
      label: "Contact route",
      ok: Boolean(contact),
      detail: contact
        ? `Shows how to reach you: ${quote(contact)}.`
        : "No way to reach you: point to your link, DMs, e-mail or WhatsApp.",
    },
  ];
}
