import "server-only";
import type { ReactElement } from "react";
import { env } from "@/lib/env";
import { initials } from "@/lib/share/initials";
import { SITE } from "@/lib/config/site";
import { ogCanDraw } from "./coverage";
import { BrandMark, Chip } from "./parts";
import { richText } from "./rich-text";
import { OG, OG_CANVAS } from "./theme";

// The link-preview image of a shared bio: who shared it, the bio itself (emoji
// included) and the brand, on the brand gradient.

export interface ShareCardInput {
  bio: string;
  tone: string;
  displayName: string;
  username: string | null;
  /** Under the name; "shared a bio" by default. */
  caption?: string;
  /** The chip beside the address; the tone by default. */
  chip?: string;
}

/** Shorter bios get bigger type; newlines count as a line's worth of characters. */
export function bioFontSize(bio: string): number {
  const lines = bio.split("\n").length;
  const weight = [...bio].length + (lines - 1) * 28;
  if (weight <= 50) return 60;
  if (weight <= 100) return 50;
  if (weight <= 160) return 42;
  if (weight <= 230) return 36;
  return 31;
}

export async function shareCard(share: ShareCardInput): Promise<ReactElement> {
  const tone = share.tone.charAt(0).toUpperCase() + share.tone.slice(1);
  // Text in a script the bundled font lacks (Devanagari, Tamil, CJK...) is not drawn: next/og
  // would fetch a font for it at run time. The card then invites a click instead.
  const bioText = ogCanDraw(share.bio) ? share.bio : `Open the link to read this ${share.tone} bio ✨`;
  const displayName = ogCanDraw(share.displayName)
    ? share.displayName
    : share.username && ogCanDraw(share.username)
      ? `@${share.username}`
      : `A ${SITE.name} creator`;
  const username = share.username && ogCanDraw(share.username) ? share.username : null;
  const caption = share.caption ?? "shared a bio";
  const fontSize = bioFontSize(bioText);
  const bio = await richText({
    text: bioText,
    fontSize,
    style: { fontWeight: 600, color: OG.foreground, lineHeight: 1.25 },
  });
  return (
    <div style={{ ...OG_CANVAS, padding: 44 }}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: "48px 60px",
          borderRadius: 36,
          background: OG.card,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 84,
              height: 84,
              borderRadius: 999,
              background: OG.gradient,
              color: OG.onBrand,
              fontSize: 34,
              fontWeight: 700,
            }}
          >
            {initials(displayName.replace(/^@/, ""))}
          </div>
          <div style={{ display: "flex", flexDirection: "column", maxWidth: 820 }}>
            <span
              style={{
                fontSize: 38,
                fontWeight: 700,
                color: OG.foreground,
                whiteSpace: "nowrap",
                overflow: "hidden",
                textOverflow: "ellipsis",
              }}
            >
              {displayName}
            </span>
            <span style={{ fontSize: 24, color: OG.muted }}>
              {username && displayName !== `@${username}` ? `@${username} · ${caption}` : caption}
            </span>
          </div>
        </div>

        <div style={{ display: "flex", flexGrow: 1, alignItems: "center", padding: "20px 0" }}>{bio}</div>

        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <BrandMark />
          <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
            <Chip>{share.chip ?? `${tone} tone`}</Chip>
            <span style={{ fontSize: 24, color: OG.muted }}>{new URL(env.APP_URL).host}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
