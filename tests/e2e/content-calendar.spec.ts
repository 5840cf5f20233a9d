import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { registerViaApi, signInViaUi } from "./fixtures";
import { chooseTone, DESCRIPTION, GENERATION_MS, signedIn } from "./generator-support";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// The content calendar as a new user tries it: plan from suggestions and by hand, drag an item
// to another day by mouse and back by keyboard, mark it published, and subscribe from a calendar app.

const CALENDAR = "/instagram/content-calendar";

const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function items(page: Page) {
  const res = await page.request.get("/api/content-calendar/items");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { title: string; date: string; status: string }[] }).items;
}

async function dateOf(page: Page, title: string) {
  return (await items(page)).find((i) => i.title === title)?.date;
}

test("plan from suggestions and by hand, drag to another day by mouse and back by keyboard, publish", async ({
  page,
  request,
}) => {
  test.slow();
  const user = await registerViaApi(request, "Priya Shah");
  await signInViaUi(page, user.email, user.password);
  await page.goto(CALENDAR);
  await expect(page.getByRole("heading", { name: "Content Calendar", level: 1 })).toBeVisible();
  await expect(page.getByText("Nothing planned yet")).toBeVisible();
  // Phones get a list of days, not a squeezed grid.
  await expect(page.getByTestId(isPhone(page) ? "agenda-list" : "month-grid")).toBeVisible();
  await expect(page.getByTestId(isPhone(page) ? "month-grid" : "agenda-list")).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // A week of posts from suggestions.
  await page.getByRole("button", { name: "AI Suggestions" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Suggestions" });
  await dialog.getByLabel("Your niche or business").fill("handmade jewelry");
  await dialog.getByRole("button", { name: "Get suggestions" }).click();
  const cards = dialog.getByTestId("suggestion");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText("Trend relevance");
  for (const index of [0, 1, 2]) {
    await cards.nth(index).getByRole("button", { name: "Plan this" }).click();
    await expect(cards.nth(index).getByRole("button", { name: "Planned" })).toBeVisible();
  }
  await expect(page.getByText("Content Planned!").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await items(page)).length).toBe(3);

  // One by hand, for tomorrow: an empty title does nothing; the bio comes from the server.
  const tomorrow = utcDay(1);
  await page.getByRole("button", { name: "Plan New Content" }).click();
  const plan = page.getByRole("dialog", { name: "Plan New Content" });
  await plan.getByLabel("Date").fill(tomorrow);
  await plan.getByLabel("Title").fill("   ");
  await plan.getByLabel("Title").press("Enter");
  await expect(plan).toBeVisible();
  await plan.getByLabel("Title").fill("Studio tour");
  await plan.getByLabel("Title").press("Enter");
  await expect(plan).toBeHidden();
  await expect(page.getByText("Content Added!").first()).toBeVisible();
  expect((await items(page)).find((i) => i.title === "Studio tour")?.date).toBe(tomorrow);

  // Mouse: drag it one day later.
  const later = utcDay(2);
  const chip = page.locator("button[data-item-id]:visible", { hasText: "Studio tour" });
  const target = page.locator(`[data-drop-id="day:${later}"]:visible`);
  // In the middle of the screen, so the day below it is on screen too.
  await chip.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const from = (await chip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => dateOf(page, "Studio tour")).toBe(later);

  // Keyboard: pick it up, one step back (left in the grid, up in the list), drop; each step is announced.
  // Each key waits for the announcement of the one before, as a person listening would.
  const announced = (text: RegExp) =>
    expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1);
  await chip.focus();
  await page.keyboard.press("Space");
  await announced(/Picked up Post “Studio tour”|“Studio tour” is over/);
  const tomorrowName = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${tomorrow}T12:00:00Z`));
  await page.keyboard.press(isPhone(page) ? "ArrowUp" : "ArrowLeft");
  await announced(new RegExp(`“Studio tour” is over ${tomorrowName}`));
  await page.keyboard.press("Space");
  await announced(/“Studio tour” dropped on/);
  await expect.poll(() => dateOf(page, "Studio tour")).toBe(tomorrow);

  // Status from the menu (by keyboard: a toast may lie over the list on a phone): planned → scheduled → published.
  const menu = page.getByTestId("upcoming-list").getByRole("button", { name: "Actions for “Studio tour”" });
  await menu.press("Enter");
  await page.getByRole("menuitem", { name: "Mark as scheduled" }).press("Enter");
  await expect.poll(async () => (await items(page)).find((i) => i.title === "Studio tour")?.status).toBe("scheduled");
  await menu.press("Enter");
  await page.getByRole("menuitem", { name: "Mark as published" }).press("Enter");
  await expect(page.getByTestId("upcoming-list").getByText("Published")).toBeVisible();
});

test("export the plan as a file and subscribe to it; turning the link off ends the feed", async ({ page, request }) => {
  const user = await registerViaApi(request, "Omar Haddad");
  await signInViaUi(page, user.email, user.password);
  const res = await page.request.post("/api/content-calendar/items", {
    data: {
      date: utcDay(3),
      contentType: "reel",
      title: "Cyber Monday reel",
      bio: "Deals all day 💍",
      hashtags: ["#CyberMonday"],
    },
  });
  expect(res.status()).toBe(201);
  await page.goto(CALENDAR);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download .ics file" }).click();
  expect((await download).suggestedFilename()).toBe("content-calendar.ics");

  await page.getByRole("button", { name: "Make a subscription link" }).click();
  const address = page.getByLabel("Your private calendar address");
  await expect(address).toHaveValue(/\/api\/content-calendar\/feed\/cal_.+\.ics$/);
  await expectNoHorizontalOverflow(page);
  const url = await address.inputValue();

  // A calendar app fetches it without our cookies.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  const [event] = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents("vevent")
    .map((v) => new ICAL.Event(v));
  expect(event?.summary).toBe("Reel: Cyber Monday reel");
  expect(event?.description).toContain("Deals all day 💍\n\n#CyberMonday");

  await page.getByRole("button", { name: "Turn off" }).click();
  await page
    .getByRole("dialog", { name: "Turn the subscription link off?" })
    .getByRole("button", { name: "Turn off" })
    .click();
  await expect(page.getByRole("button", { name: "Make a subscription link" })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test("a generated bio goes onto the calendar, and the Progress tab shows what comes next", async ({
  page,
  request,
}) => {
  test.slow();
  const { generator } = await signedIn(page, request);
  await generator.getByLabel("Describe yourself").fill(DESCRIPTION);
  await chooseTone(generator, "Casual");
  await generator.getByRole("button", { name: "Generate Bio" }).click();
  const firstBio = await generator.getByTestId("bio-text").first().innerText({ timeout: GENERATION_MS });

  await generator.getByRole("button", { name: "Add to calendar: bio 1" }).click();
  const plan = page.getByRole("dialog", { name: "Plan New Content" });
  await expect(plan.getByLabel("Custom bio (optional)")).toHaveValue(firstBio);
  await plan.getByLabel("Title").fill("New bio day");
  await plan.getByLabel("Title").press("Enter");
  await expect(plan).toBeHidden();
  await expect(page.getByText("Content Added!").first()).toBeVisible();

  await generator.getByRole("tab", { name: "Progress" }).click();
  const compact = generator.getByTestId("compact-calendar");
  await expect(compact.getByText("New bio day")).toBeVisible();
  await expect(compact.getByRole("link", { name: "Open calendar" })).toHaveAttribute("href", CALENDAR);
});
