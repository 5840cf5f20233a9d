import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The analytics page: visits made to a link-in-bio page show as the same numbers in the
// headline cards, the chart and its table; a free account sees the export's upgrade path.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test("visits to a link-in-bio page show as the same numbers in the cards, the chart and its table", async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, "Maya Rao");
  const auth = { authorization: `Bearer ${user.token}` };
  const username = `maya${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect(
    (await request.post("/api/profile", { data: { username, displayName: "Maya Rao" }, headers: auth })).status(),
  ).toBe(201);
  const link = await request.post("/api/link-in-bio/links", {
    data: { title: "Order a loaf", url: "https://bakery.example/order" },
    headers: auth,
  });
  expect(link.status()).toBe(201);
  const { id } = ((await link.json()) as { link: { id: string } }).link;

  // Three views by two browsers, one tap on the link, and a crawler that must not count.
  for (const agent of [IPHONE, IPHONE, DESKTOP, GOOGLEBOT]) {
    expect((await request.get(`/l/${username}`, { headers: { "user-agent": agent } })).status()).toBe(200);
  }
  const tap = await request.get(`/l/${username}/${id}`, { headers: { "user-agent": IPHONE }, maxRedirects: 0 });
  expect(tap.status()).toBe(302);

  await signInViaUi(page, user.email, user.password);
  // Events are written a moment after the answer: reload until they are in.
  await expect(async () => {
    await page.goto("/instagram/analytics");
    await expect(page.locator('[data-stat="Link clicks"]')).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.locator('[data-stat="Views"]')).toHaveText("3");
  await expect(page.locator('[data-stat="Daily unique visitors"]')).toHaveText("2");
  await expect(page.locator('[data-stat="Click-through rate"]')).toHaveText("33.3%");
  await expect(page.getByTestId("traffic-chart").locator("svg.recharts-surface").first()).toBeVisible();

  await page.getByText("Table view of these numbers").click();
  const today = page.getByTestId("traffic-table").locator("tbody tr").first();
  await expect(today.locator("td")).toHaveText(["3", "2", "1", "33.3%"]);
  await expect(page.getByTestId("links-table").getByRole("row", { name: /Order a loaf/ })).toContainText("1");
  await expect(page.getByTestId("breakdown-device").getByRole("row", { name: /Phone/ })).toContainText("2");

  await expect(page.getByText("CSV export is part of Premium")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", /subscription/);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test("a new account sees how to get its first numbers", async ({ page, request }) => {
  const user = await registerViaApi(request);
  await signInViaUi(page, user.email, user.password);
  await page.goto("/analytics");
  await expect(page).toHaveURL(/\/instagram\/analytics$/);
  await expect(page.getByRole("heading", { name: "No visits in this range yet" })).toBeVisible();
  await page.getByRole("link", { name: "Build your link-in-bio page" }).click();
  await expect(page).toHaveURL(/\/instagram\/link-in-bio/);
});
