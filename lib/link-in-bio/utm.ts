// UTM parameters tell the destination's analytics where a visitor came from.
// They are added to the stored target when the redirect answers, replacing any
// UTM parameter of the same name already in the address.

export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Partial<Record<UtmField, string>>;

export const MAX_UTM_VALUE_LENGTH = 100;

/** Drops empty values and trims the rest. */
export function cleanUtm(utm: Utm | null | undefined): Utm {
  const clean: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = utm?.[field]?.trim();
    if (value) clean[field] = value.slice(0, MAX_UTM_VALUE_LENGTH);
  }
  return clean;
}

export function hasUtm(utm: Utm | null | undefined): boolean {
  return Object.keys(cleanUtm(utm)).length > 0;
}

/** The target with the link's UTM parameters; the fragment stays last. */
export function withUtm(target: string, utm: Utm | null | undefined): string {
  const clean = cleanUtm(utm);
  if (Object.keys(clean).length === 0) return target;
  const url = new URL(target);
  for (const field of UTM_FIELDS) {
    const value = clean[field];
    if (value) url.searchParams.set(`utm_${field}`, value);
  }
  return url.href;
}
