import { beforeEach, describe, expect, it } from "vitest";
import { createGeneration } from "@/lib/db/generations";
import { createUser } from "@/lib/db/users";
import { listGenerationSamples } from "@/lib/db/trends";
import { aggregateTrends, DAY_MS, MIN_GENERATIONS, WINDOW_DAYS } from "@/lib/trends/aggregate";
import { forgetTrendReport, getTrendReport } from "@/lib/trends/trends-service";

// The trend analyzer on a real database: a term reaches the page only when five different
// people used it this week, and no one's description leaves their account.

const RUN = Math.random().toString(36).slice(2, 8);
let counter = 0;

async function person() {
  counter += 1;
  const user = await createUser({
    email: `trends-${RUN}-${counter}@example.com`,
    displayName: "Trend Tester",
    passwordHash: "not-a-real-hash",
  });
  if (!user) throw new Error("could not create a user");
  return user.id;
}

async function generate(userId: string, description: string, variations = ["A bio 🌿 #slowliving"]) {
  await createGeneration({
    userId,
    description,
    tone: "poetic",
    platform: "instagram",
    variations,
    engine: "composer",
  });
}

beforeEach(() => forgetTrendReport());

describe("trend analyzer on the database", () => {
  it("shows a term five people used this week, never one only four used, and no one's description", async () => {
    // Enough data this week, whatever else the database holds.
    const crowd = await Promise.all(Array.from({ length: 6 }, () => person()));
    for (let i = 0; i < MIN_GENERATIONS; i++) await generate(crowd[i % crowd.length] ?? "", "weekend market stalls");

    const word = `kumquat${RUN.replace(/\d/g, "x")}`;
    const secret = `private note ${RUN} call me on my own number`;
    const users = await Promise.all(Array.from({ length: 5 }, () => person()));
    for (const userId of users.slice(0, 4)) await generate(userId, `${word} grower, ${secret}`);
    // The same four people again and again still do not make a trend.
    for (const userId of users.slice(0, 4)) await generate(userId, `${word} farmer`);

    const four = await getTrendReport();
    expect(four.enoughData).toBe(true);
    expect(four.terms.keywords.map((t) => t.term)).not.toContain(word);
    expect(JSON.stringify(four)).not.toContain(word);

    await generate(users[4] ?? "", `${word} lover`);
    // Cached for a few minutes: the new generation shows only once the cache is forgotten.
    expect((await getTrendReport()).terms.keywords.map((t) => t.term)).not.toContain(word);
    // The shared test database holds other tests' generations, whose terms may outrank this one
    // in the top list: the rule is checked on this test's own people, read from the database.
    const ours = new Set([...crowd, ...users]);
    const now = new Date();
    const samples = await listGenerationSamples({ since: new Date(now.getTime() - WINDOW_DAYS * DAY_MS) });
    const five = aggregateTrends(
      samples.filter((sample) => ours.has(sample.userId)),
      now,
    );
    const term = five.terms.keywords.find((t) => t.term === word);
    expect(term).toMatchObject({ term: word, thisWeek: 9, users: 5, perWeekBefore: 0 });
    expect(five.terms.hashtags.map((t) => t.term)).toContain("#slowliving");
    expect(JSON.stringify(five)).not.toContain(secret);
  });
});
