import { expect, test, type APIRequestContext } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// An A/B test of the link-in-bio page's bio, as an owner runs it: set it up, visitors come
// (simulated over HTTP, each its own browser), the results name a winner, the owner promotes it.

const PAGE = "/instagram/link-in-bio/ab-test";
const BIO_B = "Vegan cakes that taste like a hug 🍰 Order yours below";
const agent = (i: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1 Visitor/${i}`;

/** `count` visitors open the page; everyone who sees bio B taps the link, one in ten of the others. */
async function simulateVisits(request: APIRequestContext, username: string, count: number) {
  const seen = { a: 0, b: 0 };
  for (let i = 0; i < count; i++) {
    const headers = { "user-agent": agent(i) };
    const html = await (await request.get(`/l/${username}`, { headers })).text();
    const sawB = html.includes("taste like a hug");
    seen[sawB ? "b" : "a"]++;
    if (sawB || i % 10 === 0) {
      const link = /href="(\/l\/[^"/]+\/[a-z0-9]+)"/.exec(html)?.[1];
      expect(link).toBeTruthy();
      const res = await request.get(link as string, { headers, maxRedirects: 0 });
      expect(res.status()).toBe(302);
    }
  }
  return seen;
}

test("set up a bio test, visitors come, the results name a winner and the owner promotes it", async ({
  page,
  request,
}) => {
  test.slow(); // a few hundred simulated visits
  const user = await registerViaApi(request, "Maya Rao");
  const username = `abtest${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const auth = { authorization: `Bearer ${user.token}` };
  expect(
    (
      await request.post("/api/profile", {
        data: { username, displayName: "Maya Rao", bio: "Vegan baker in Pune" },
        headers: auth,
      })
    ).status(),
  ).toBe(201);
  expect((await request.get("/api/link-in-bio", { headers: auth })).status()).toBe(200);
  expect(
    (
      await request.post("/api/link-in-bio/links", {
        data: { title: "Order a cake", url: "https://cakes.example/order" },
        headers: auth,
      })
    ).status(),
  ).toBe(201);
  await signInViaUi(page, user.email, user.password);

  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "A/B test your bio", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No A/B tests yet" })).toBeVisible();
  await page.getByRole("button", { name: "Set up a test" }).click();
  await expect(page.getByRole("textbox", { name: "Bio A" })).toHaveValue("Vegan baker in Pune");
  await page.getByRole("textbox", { name: "Bio B" }).fill(BIO_B);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Start test" }).click();

  const card = page.getByTestId("ab-test-card");
  await expect(card.getByText("No winner yet")).toBeVisible();
  await expect(card.getByText(/more visits should settle it|can't estimate/)).toBeVisible();
  await expect(card.getByText(/Wilson score intervals.*Beta-Binomial/)).toBeVisible();
  // Judged once the "started" toast has come and gone: mid-fade its title measures as low
  // contrast, and the toaster is loaded on demand, so it can appear after the card.
  await expect(page.getByText("Test started: your page now rotates these bios.")).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);

  const seen = await simulateVisits(request, username, 300);
  expect(seen.a).toBeGreaterThanOrEqual(100);
  expect(seen.b).toBeGreaterThanOrEqual(100);

  // Counts are written a moment after each visit: refresh until they are all in.
  await expect(async () => {
    await card.getByRole("button", { name: "Refresh results" }).click();
    await expect(card.getByTestId("variant-A").getByText(String(seen.a), { exact: true })).toBeVisible({
      timeout: 1000,
    });
    await expect(card.getByTestId("variant-B").getByText(String(seen.b), { exact: true }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByText("Bio B is the winner")).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await card.getByRole("button", { name: "Use bio B on my page" }).click();
  const dialog = page.getByRole("dialog", { name: "Promote bio B?" });
  await dialog.getByRole("button", { name: "Promote bio B" }).click();
  await expect(page.getByText("Bio B is now your page's bio.")).toBeVisible();
  await expect(card.getByText("Chosen as the winner")).toBeVisible();
  await expect(card.getByText("Ended", { exact: true })).toBeVisible();

  // Every visitor sees the winner at once, and the builder shows it as the page's bio.
  for (const i of [0, 1, 2, 3]) {
    const html = await (await request.get(`/l/${username}`, { headers: { "user-agent": agent(i) } })).text();
    expect(html).toContain("taste like a hug");
  }
  await page.goto("/instagram/link-in-bio");
  await expect(page.getByLabel("Page bio")).toHaveValue(BIO_B);
});
