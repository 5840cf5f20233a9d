import "server-only";
import type { ReactElement } from "react";
import { BrandMark, Chip } from "./parts";
import { richText } from "./rich-text";
import { OG, OG_CANVAS } from "./theme";

// The link-preview image of a product page: headline and subline on the brand
// gradient, with a sample bio card (emoji included) or a row of chips beside it.

export async function brandCard({
  headline,
  subline,
  sample,
  chips = [],
}: {
  headline: string;
  subline: string;
  sample?: { bio: string; label: string };
  chips?: string[];
}): Promise<ReactElement> {
  const sampleBio = sample
    ? await richText({
        text: sample.bio,
        fontSize: 30,
        style: { fontWeight: 600, color: OG.foreground, lineHeight: 1.3 },
      })
    : null;
  return (
    <div style={{ ...OG_CANVAS, padding: "64px 72px", color: OG.onBrand, gap: 56 }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flex: 1 }}>
        <BrandMark size={52} onBrand />
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <span style={{ fontSize: sample ? 64 : 72, fontWeight: 700, lineHeight: 1.05, letterSpacing: -1.5 }}>
            {headline}
          </span>
          <span style={{ fontSize: 28, lineHeight: 1.35, opacity: 0.92 }}>{subline}</span>
        </div>
        <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
          {chips.map((chip) => (
            <Chip key={chip} onBrand>
              {chip}
            </Chip>
          ))}
        </div>
      </div>
      {sample && sampleBio ? (
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "center",
            gap: 24,
            width: 420,
            padding: 40,
            alignSelf: "center",
            borderRadius: 32,
            background: OG.card,
          }}
        >
          <div style={{ display: "flex" }}>
            <Chip>{sample.label}</Chip>
          </div>
          {sampleBio}
        </div>
      ) : null}
    </div>
  );
}
