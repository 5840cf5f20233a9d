import { describe, expect, it } from "vitest";
import type { Platform } from "@/lib/bio/types";
import { checkCompliance } from "./check";
import type { RuleId } from "./types";

// Each rule with bios it must flag (and the words it must point at) and bios it must let
// pass: the false positives a real bio would otherwise trip over.

interface Case {
  bio: string;
  platform?: Platform;
  flags?: string[];
}

const CASES: Record<RuleId, { flagged: Case[]; clean: Case[] }> = {
  length: {
    flagged: [
      { bio: "Ceramics teacher in Pune. ".repeat(7), flags: ["182/150 characters"] },
      {
        bio: "Street food reviews from Lagos, every weekend, honest and hungry. New videos on Fridays.",
        platform: "tiktok",
      },
    ],
    clean: [
      { bio: "👩🏽‍💻".repeat(150) }, // 150 graphemes, though 1,050 code units
      {
        bio: "Street food reviews from Lagos, every weekend, honest and hungry. New videos on Fridays.",
        platform: "instagram",
      },
    ],
  },
  "risky-claims": {
    flagged: [
      { bio: "Herbal coach. My tea cures diabetes 🌿", flags: ["cures diabetes"] },
      { bio: "Guaranteed results in 30 days or your money back", flags: ["Guaranteed results"] },
      { bio: "#1 fitness coach in Delhi", flags: ["#1"] },
      { bio: "Crypto mentor | Double your money | DM me", flags: ["Double your money"] },
      { bio: "Make $500 a day from your phone", flags: ["Make $500 a day"] },
      { bio: "Best in the world at biryani", flags: ["best in the world"] },
      { bio: "Forex signals with 300% returns", flags: ["300% returns"] },
    ],
    clean: [
      { bio: "#1 bestseller on Amazon: The Quiet Kitchen" },
      { bio: "Award-winning #1 ranked cafe by Times Food Guide" },
      { bio: "Physio helping runners heal from injuries" },
      { bio: "Results-focused marketing for small brands" },
      { bio: "Guaranteeing nothing but good coffee ☕" },
      { bio: "Room no. 12 at the studio, pottery classes" },
    ],
  },
  sponsorship: {
    flagged: [
      { bio: "Skincare lover ✨ use my code GLOW20 for 20% off", flags: ["use my code"] },
      { bio: "Tech deals daily amzn.to/3xYz", flags: ["amzn.to"] },
      { bio: "Runner. @fleetfeet 15% off with RUN15", flags: ["@fleetfeet 15% off"] },
      { bio: "Proud ambassador for Nike Running", flags: ["ambassador"] },
    ],
    clean: [
      { bio: "Skincare lover ✨ use my code GLOW20 for 20% off #ad" },
      { bio: "Paid partnership with @glowco · code GLOW20" },
      { bio: "Software engineer @Google · climber" },
      { bio: "Dress code: comfy. Coder by day." },
    ],
  },
  hashtags: {
    flagged: [{ bio: "Baker #bread #sourdough #pune #bakery #homebaker", flags: ["#bakery", "#homebaker"] }],
    clean: [{ bio: "Baker #bread #sourdough #pune" }, { bio: "Shop #12, MG Road. Team #1 on Fridays, C# dev" }],
  },
  emoji: {
    flagged: [{ bio: "🍞🥐🧁🍰🎂🍪 home baker", flags: ["🍪"] }],
    clean: [
      { bio: "🍞 baker 👩🏽‍🍳 mom 🇮🇳 Pune 🏳️‍🌈 ❤️" }, // five clusters, each one emoji
      { bio: "Lawyer © 2024 Smith & Co™" },
    ],
  },
  shouting: {
    flagged: [
      { bio: "BIGGEST SALE EVER on handmade soaps", flags: ["BIGGEST SALE EVER"] },
      { bio: "Follow for AMAZING recipes", flags: ["AMAZING"] },
    ],
    clean: [
      { bio: "UCLA MBA · CEO at Kite · NYC" },
      { bio: "SEO and UX for SaaS teams in the UK" },
      { bio: "I ❤️ NY" },
    ],
  },
  "personal-data": {
    flagged: [
      { bio: "Tutor, call me on +91 98765 43210", flags: ["+91 98765 43210"] },
      { bio: "Orders: priya.bakes@gmail.com", flags: ["priya.bakes@gmail.com"] },
      { bio: "Visit us at 221B Baker Street, London", flags: ["221B Baker Street"] },
      { bio: "Home studio: Flat 4B, Sunrise Apartments", flags: ["Flat 4B"] },
      { bio: "WhatsApp (555) 123-4567 for bookings", flags: ["(555) 123-4567"] },
    ],
    clean: [
      { bio: "Orders: hello@priyabakes.in" },
      { bio: "Teaching since 2012-2024, 3,000,000 views" },
      { bio: "10k followers · 250 workshops" },
      { bio: "Open Mon–Sat, 9 to 5" },
    ],
  },
  links: {
    flagged: [
      { bio: "Shop: bit.ly/3abcd", flags: ["bit.ly/3abcd"] },
      { bio: "Portfolio http://ananya.design", flags: ["http://ananya.design"] },
      { bio: "Verify your account at instagrarn.com/login", flags: ["instagrarn.com/login"] },
      { bio: "Pay at paypa1.com/me/shop", flags: ["paypa1.com/me/shop"] },
      { bio: "Free followers: instagram-verify.net", flags: ["instagram-verify.net"] },
      { bio: "Site: https//myshop.com", flags: ["https//myshop.com"] },
      { bio: "Shop xn--pple-43d.com", flags: ["xn--pple-43d.com"] },
    ],
    clean: [
      { bio: "Links: linktr.ee/priya" },
      { bio: "Shop https://priyabakes.in/menu" },
      { bio: "Mail hello@bakes.co.uk, e.g. for orders" },
      { bio: "Engineer at instagram.com and youtube.com" },
      { bio: "Store on mystore.myshopify.com" },
    ],
  },
};

const rule = (bio: string, id: RuleId, platform: Platform = "instagram") => {
  const found = checkCompliance(bio, platform).results.find((r) => r.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};

describe("compliance rules", () => {
  for (const [id, { flagged, clean }] of Object.entries(CASES) as [RuleId, (typeof CASES)[RuleId]][]) {
    describe(id, () => {
      it.each(flagged)("flags %j", ({ bio, platform, flags }) => {
        const result = rule(bio, id, platform);
        expect(result.passed).toBe(false);
        for (const text of flags ?? []) {
          expect(result.findings.map((f) => f.text.toLowerCase())).toContain(text.toLowerCase());
        }
      });
      it.each(clean)("lets %j pass", ({ bio, platform }) => {
        expect(rule(bio, id, platform).findings).toEqual([]);
      });
    });
  }
});

describe("one-click fixes", () => {
  it.each<[RuleId, string, string]>([
    ["length", "Ceramics teacher in Pune. ".repeat(7), "Ceramics teacher in Pune."],
    ["risky-claims", "Guaranteed results in 30 days", "Results in 30 days"],
    ["sponsorship", "use my code GLOW20", "use my code GLOW20 #ad"],
    ["hashtags", "Baker #bread #sourdough #pune #bakery #homebaker", "Baker #bread #sourdough #pune"],
    ["emoji", "🍞🥐🧁🍰🎂🍪 home baker", "🍞🥐🧁🍰🎂 home baker"],
    ["shouting", "BIGGEST SALE EVER on handmade soaps", "Biggest sale ever on handmade soaps"],
    ["personal-data", "Tutor | call me on +91 98765 43210 | Pune", "Tutor | Pune"],
    ["links", "Portfolio http://ananya.design", "Portfolio https://ananya.design"],
  ])("%s: fixes the bio", (id, bio, expected) => {
    const fixed = rule(bio, id).fixed;
    expect(fixed?.startsWith(expected)).toBe(true);
    if (fixed) expect(rule(fixed, id).passed).toBe(true);
  });

  it("offers no fix where only the person can decide (a health claim, a shortener)", () => {
    expect(rule("My tea cures diabetes", "risky-claims").fixed).toBeNull();
    expect(rule("Shop: bit.ly/3abcd", "links").fixed).toBeNull();
  });

  it("fixes everything at once and trims last, keeping the fixed words", () => {
    const report = checkCompliance("BIGGEST SALE EVER 🍞🥐🧁🍰🎂🍪 call +91 98765 43210 http://soaps.in", "tiktok");
    expect(report.fixedAll).not.toBeNull();
    const again = checkCompliance(report.fixedAll ?? "", "tiktok");
    expect(again.passed).toBe(again.total);
    expect(report.fixedAll).toContain("https://soaps.in");
  });

  it("lists failed rules first, the most severe at the top, and counts what passed", () => {
    const report = checkCompliance("Follow for AMAZING recipes #a #b #c #d", "instagram");
    expect(report.results.map((r) => r.passed).slice(0, 2)).toEqual([false, false]);
    expect(report.results[0]?.id).toBe("shouting");
    expect(report.passed).toBe(6);
    expect(report.total).toBe(8);
  });
});
