import { createHmac } from "node:crypto";

// Unique visitors without cookies and without keeping addresses: a visitor is
// a keyed hash of the address and the user agent, and the key changes every
// UTC day (derived from the server's secret and the date), so yesterday's
// hashes cannot be linked to today's and no address can be recovered.

// The last salt made, so a day's visits derive it once (the page and its redirects are hot paths).
let last: { secret: string; day: string; salt: string } | null = null;

export function dailySalt(secret: string, at: Date = new Date()): string {
  const day = at.toISOString().slice(0, 10);
  if (last?.secret === secret && last.day === day) return last.salt;
  const salt = createHmac("sha256", secret).update(`visitor-salt:${day}`).digest("hex");
  last = { secret, day, salt };
  return salt;
}

export function visitorHash(input: { ip: string; userAgent: string; secret: string; at?: Date }): string {
  return createHmac("sha256", dailySalt(input.secret, input.at))
    .update(`${input.ip}\n${input.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}
