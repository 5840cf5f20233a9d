import type { ReactElement } from "react";
import { SITE } from "@/lib/config/site";
import { OG } from "./theme";

// Pieces every link-preview image shares: the brand mark and a small label chip.

export function BrandMark({ size = 44, onBrand = false }: { size?: number; onBrand?: boolean }): ReactElement {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: size * 0.3 }}>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          width: size,
          height: size,
          borderRadius: size * 0.28,
          background: onBrand ? OG.card : OG.gradient,
          color: onBrand ? OG.primary : OG.onBrand,
          fontSize: size * 0.58,
          fontWeight: 700,
        }}
      >
        B
      </div>
      <span style={{ fontSize: size * 0.7, fontWeight: 700, color: onBrand ? OG.onBrand : OG.foreground }}>
        {SITE.name}
      </span>
    </div>
  );
}

export function Chip({ children, onBrand = false }: { children: string; onBrand?: boolean }): ReactElement {
  return (
    <div
      style={{
        display: "flex",
        padding: "8px 20px",
        borderRadius: 999,
        fontSize: 24,
        fontWeight: 600,
        background: onBrand ? "rgba(255,255,255,0.18)" : OG.chip,
        color: onBrand ? OG.onBrand : OG.primary,
      }}
    >
      {children}
    </div>
  );
}
