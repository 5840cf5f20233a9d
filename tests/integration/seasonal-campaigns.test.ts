import { describe, expect, it } from "vitest";
import { POST as seasonalRoute } from "@/app/api/seasonal-campaigns/route";
import { quotaPeriod } from "@/lib/config/plans";
import { getUsageCount } from "@/lib/db/usage";
import { setPlan } from "@/lib/db/users";
import { upcomingMoments } from "@/lib/moments/upcoming";
import type { ToolAnswer } from "@/lib/tools/tool-types";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

const seasonal = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(seasonalRoute, { path: "/api/seasonal-campaigns", body, headers });

describe("POST /api/seasonal-campaigns", () => {
  it("needs a session", async () => {
    expect((await seasonal({ business: "candles", moments: ["diwali-2027"] })).status).toBe(401);
  });

  it("answers angles and bios for each chosen moment, soonest first", async () => {
    const { auth } = await registerUser();
    const [first, second] = upcomingMoments(new Date(), 365);
    const res = await seasonal(
      {
        business: "handmade soy candles",
        offer: "15% off gift sets",
        moments: [second?.key, first?.key],
        platform: "twitter",
      },
      auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as unknown as ToolAnswer;
    expect(answer.groups.map((g) => g.id)).toEqual([first?.key, second?.key]);
    for (const group of answer.groups) {
      expect(group.angles?.length).toBeGreaterThanOrEqual(3);
      expect(group.bios).toHaveLength(3);
      for (const bio of group.bios) expect(bio).toContain("15% off gift sets");
    }
    expect(answer).toMatchObject({ remaining: 2, limit: 3, platform: "twitter" });
  });

  it("refuses unknown and past moments without spending", async () => {
    const { auth, user } = await registerUser();
    const unknown = await seasonal({ business: "candles", moments: ["easter-1999"] }, auth);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("That moment has passed. Please choose an upcoming one.");
    expect((await seasonal({ business: "candles", moments: ["made-up-2027"] }, auth)).body.message).toBe(
      "That moment is not in our calendar. Please choose one from the list.",
    );
    expect((await seasonal({ business: "candles", moments: [] }, auth)).body.message).toBe(
      "Please choose at least one moment.",
    );
    expect((await seasonal({ business: " ", moments: ["diwali-2027"] }, auth)).body.message).toBe(
      "Please enter what your business offers.",
    );
    expect(await getUsageCount({ userId: user.id, feature: "campaign", period: quotaPeriod() })).toBe(0);
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    await fuzzJsonEndpoint(seasonalRoute, {
      headers: auth,
      fields: ["business", "brand", "offer", "moments", "platform"],
    });
  });
});
