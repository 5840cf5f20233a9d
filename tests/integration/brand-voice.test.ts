import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as voiceRoute } from "@/app/api/brand-voice-generator/route";
import { quotaPeriod } from "@/lib/config/plans";
import { getUsageCount } from "@/lib/db/usage";
import { setPlan } from "@/lib/db/users";
import { QUOTA_MESSAGES } from "@/lib/account/quota";
import type * as Measure from "@/lib/voice/measure-voice";
import type { VoiceAnswer } from "@/lib/voice/voice-types";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

const engine = vi.hoisted(() => ({ failNext: false }));
vi.mock("@/lib/voice/measure-voice", async (importOriginal) => {
  const actual = await importOriginal<typeof Measure>();
  return {
    ...actual,
    measureVoice: (...args: Parameters<typeof actual.measureVoice>) => {
      if (!engine.failNext) return actual.measureVoice(...args);
      engine.failNext = false;
      throw new Error("measure exploded");
    },
  };
});

const POSTS = [
  "OMG you guys!! New cookies just dropped 🍪🎉 and we're literally obsessed lol",
  "Haha the oven won today 😂 send help (and milk) #cookies",
  "Love you all sooo much ❤️ thanks for the vibes! #cookies",
].join("\n\n");
const BODY = { samples: POSTS, about: "Small-batch cookie bakery in Leeds" };
const run = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(voiceRoute, { path: "/api/brand-voice-generator", body, headers });

afterEach(() => {
  engine.failNext = false;
});

describe("POST /api/brand-voice-generator", () => {
  it("needs a session", async () => {
    expect((await run(BODY)).status).toBe(401);
  });

  it("measures three posts with quoted evidence, writes bios, and allows 2 free analyses", async () => {
    const { auth } = await registerUser();
    for (const left of [1, 0]) {
      const res = await run(BODY, auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const answer = res.body as unknown as VoiceAnswer;
      expect(answer).toMatchObject({ remaining: left, limit: 2 });
      const humour = answer.profile.attributes.find((a) => a.id === "humour");
      expect(humour?.evidence[0]).toMatch(/Haha the oven won today/);
      expect(answer.guide.tone).toBe("funny");
      expect(answer.bios.length).toBeGreaterThanOrEqual(1);
      for (const bio of answer.bios) expect([...new Intl.Segmenter().segment(bio)].length).toBeLessThanOrEqual(150);
    }
    const third = await run(BODY, auth);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(QUOTA_MESSAGES.brandVoice);
  });

  it("gives the use back on failure and spends nothing on bad input", async () => {
    const { auth, user } = await registerUser();
    engine.failNext = true;
    expect((await run(BODY, auth)).status).toBe(500);
    expect((await run({ ...BODY, samples: "hi" }, auth)).body.message).toBe(
      "Please paste at least one post or bio of 40 characters or more.",
    );
    expect(await getUsageCount({ userId: user.id, feature: "brandVoice", period: quotaPeriod() })).toBe(0);
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    await fuzzJsonEndpoint(voiceRoute, { headers: auth, fields: ["samples", "about", "platform", "seed"] });
  });
});
