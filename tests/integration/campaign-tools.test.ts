import { describe, expect, it } from "vitest";
import { POST as campaignRoute } from "@/app/api/campaign-bios/route";
import { POST as launchRoute } from "@/app/api/product-launch-bios/route";
import { POST as promoRoute } from "@/app/api/promo-bios/route";
import { POST as seasonalRoute } from "@/app/api/seasonal-campaigns/route";
import { quotaPeriod } from "@/lib/config/plans";
import { getUsageCount } from "@/lib/db/usage";
import { setPlan } from "@/lib/db/users";
import { upcomingMoments } from "@/lib/moments/upcoming";
import type { ToolAnswer } from "@/lib/tools/tool-types";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

type Auth = Record<string, string>;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CAMPAIGN = { goal: "sales", offer: "Diwali sale: 20% off all candles", endDate: inDays(12), cta: "Shop now" };
const LAUNCH = { product: "Ember Mini", whatsNew: "A pocket-size candle", launchDate: inDays(5), price: "₹1,499" };
const campaign = (body: unknown, headers: Auth = {}) => callRoute(campaignRoute, { body, headers });
const launch = (body: unknown, headers: Auth = {}) => callRoute(launchRoute, { body, headers });

describe("POST /api/campaign-bios", () => {
  it("answers 3 to 5 bios naming the offer, and refuses bad input before spending", async () => {
    expect((await campaign(CAMPAIGN)).status).toBe(401);
    const { auth, user } = await registerUser();
    expect((await campaign({ ...CAMPAIGN, goal: "fame" }, auth)).body.message).toBe(
      "Please choose a goal: awareness, sales, sign-ups or event.",
    );
    expect((await campaign({ ...CAMPAIGN, offer: "" }, auth)).body.message).toBe("Please enter what you're promoting.");
    expect((await campaign({ ...CAMPAIGN, offer: "x".repeat(61) }, auth)).body.message).toBe(
      "Please keep what you're promoting under 60 characters.",
    );
    expect((await campaign({ ...CAMPAIGN, endDate: inDays(-2) }, auth)).status).toBe(400);
    expect(await getUsageCount({ userId: user.id, feature: "campaign", period: quotaPeriod() })).toBe(0);

    const res = await campaign(CAMPAIGN, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bios = (res.body as unknown as ToolAnswer).groups.flatMap((g) => g.bios);
    expect(bios.length).toBeGreaterThanOrEqual(3);
    expect(bios.length).toBeLessThanOrEqual(5);
    for (const bio of bios) expect(bio).toContain("20% off all candles");
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    await fuzzJsonEndpoint(campaignRoute, {
      headers: auth,
      fields: Object.keys({ ...CAMPAIGN, audience: 1, linkText: 1 }),
    });
  });
});

describe("POST /api/product-launch-bios", () => {
  it("answers teaser, launch-day and after-launch bios", async () => {
    expect((await launch(LAUNCH)).status).toBe(401);
    const { auth } = await registerUser();
    const res = await launch(LAUNCH, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as unknown as ToolAnswer;
    expect(answer.groups.map((g) => g.title)).toEqual(["Teaser", "Launch day", "After launch"]);
    for (const bio of answer.groups.flatMap((g) => g.bios)) expect(bio).toContain("Ember Mini");
    expect((await launch({ ...LAUNCH, launchDate: inDays(-1) }, auth)).body.message).toBe(
      "The launch date has passed. Please choose today or a later date.",
    );
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    await fuzzJsonEndpoint(launchRoute, { headers: auth, fields: [...Object.keys(LAUNCH), "preorder", "linkText"] });
  });
});

describe("the campaign allowance", () => {
  it("is one allowance shared by the four tools: three uses a month on the free plan", async () => {
    const { auth, user } = await registerUser();
    const [moment] = upcomingMoments(new Date(), 365);
    const answers = [
      await campaign(CAMPAIGN, auth),
      await launch(LAUNCH, auth),
      await callRoute(seasonalRoute, { body: { business: "candles", moments: [moment?.key] }, headers: auth }),
    ];
    expect(answers.map((r) => (r.body as { remaining?: number }).remaining)).toEqual([2, 1, 0]);
    const promo = await callRoute(promoRoute, {
      body: { kind: "percent", value: "20", code: "DIWALI20", endDate: inDays(3) },
      headers: auth,
    });
    expect(promo.status).toBe(429);
    expect(await getUsageCount({ userId: user.id, feature: "campaign", period: quotaPeriod() })).toBe(3);
  });
});
