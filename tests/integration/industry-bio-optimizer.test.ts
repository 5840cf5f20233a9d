import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as optimizeRoute } from "@/app/api/industry-bio-optimizer/route";
import { quotaPeriod } from "@/lib/config/plans";
import { getUsageCount } from "@/lib/db/usage";
import { setPlan } from "@/lib/db/users";
import type * as Compose from "@/lib/industry/compose-optimized";
import { QUOTA_MESSAGES } from "@/lib/account/quota";
import type { ToolAnswer } from "@/lib/tools/tool-types";
import { callRoute } from "../support/call-route";
import { fuzzJsonEndpoint } from "../support/fuzz";
import { registerUser } from "../support/users";

const engine = vi.hoisted(() => ({ failNext: false }));
vi.mock("@/lib/industry/compose-optimized", async (importOriginal) => {
  const actual = await importOriginal<typeof Compose>();
  return {
    ...actual,
    composeOptimized: (...args: Parameters<typeof actual.composeOptimized>) => {
      if (!engine.failNext) return actual.composeOptimized(...args);
      engine.failNext = false;
      throw new Error("composer exploded");
    },
  };
});

const FITNESS = { industry: "fitness", bio: "Helping busy people feel good\nOnline & in person" };
const run = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(optimizeRoute, { path: "/api/industry-bio-optimizer", body, headers });
const used = (userId: string) => getUsageCount({ userId, feature: "industry", period: quotaPeriod() });

afterEach(() => {
  engine.failNext = false;
});

describe("POST /api/industry-bio-optimizer", () => {
  it("needs a session", async () => {
    expect((await run(FITNESS)).status).toBe(401);
  });

  it("answers the checklist and a rewrite for Fitness, counting 3 free uses down to 429", async () => {
    const { auth } = await registerUser();
    for (const left of [2, 1, 0]) {
      const res = await run(FITNESS, auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const answer = res.body as unknown as ToolAnswer;
      expect(answer).toMatchObject({ remaining: left, limit: 3, engine: "composer" });
      const [group] = answer.groups;
      expect(group?.checks?.map((c) => c.label)).toEqual([
        "Role clarity",
        "Proof",
        "Credentials",
        "Niche keywords",
        "Call to action",
        "Contact route",
      ]);
      expect(group?.bios[0]).toMatch(/Personal trainer/);
    }
    const fourth = await run(FITNESS, auth);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(QUOTA_MESSAGES.industry);
  });

  it("gives the use back when the engine fails and spends nothing on bad input", async () => {
    const { auth, user } = await registerUser();
    engine.failNext = true;
    expect((await run(FITNESS, auth)).status).toBe(500);
    expect(await used(user.id)).toBe(0);
    expect((await run({ ...FITNESS, bio: "  \u0000 " }, auth)).body.message).toBe("Please paste your bio.");
    expect((await run({ ...FITNESS, industry: "wizardry" }, auth)).status).toBe(400);
    expect((await run({ ...FITNESS, bio: "x".repeat(501) }, auth)).body.message).toBe(
      "Please keep your bio under 500 characters.",
    );
    expect(await used(user.id)).toBe(0);
  });

  it("never answers a 5xx to hostile input", async () => {
    const { auth, user } = await registerUser();
    await setPlan({ userId: user.id, plan: "premium" });
    await fuzzJsonEndpoint(optimizeRoute, { headers: auth, fields: ["industry", "bio", "platform", "seed"] });
  });
});
