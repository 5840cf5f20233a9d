import { expect, test, type Page } from "@playwright/test";
import { aliasRedirects, liveRoutes } from "../../lib/config/routes";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// A returning visitor: the home page's onboarding overlay (tested in home.spec.ts)
// would otherwise open over the page 1.5 s after load.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("biostudio:onboarding-seen", "true"));
});

const PAGES = liveRoutes()
  .filter((r) => !r.path.includes("#") && !r.path.includes("?") && !r.auth && r.id !== "share")
  .map((r) => r.path);

test.describe("routing", () => {
  test("the root redirects permanently to /instagram", async ({ request }) => {
    const res = await request.get("/", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()["location"]).toMatch(/\/instagram$/);
  });

  test("every live alias redirects permanently to its page", async ({ request }) => {
    for (const r of aliasRedirects().filter((a) => !a.source.includes(":"))) {
      const res = await request.get(r.source, { maxRedirects: 0 });
      expect(res.status(), r.source).toBe(308);
      expect(
        new URL(res.headers()["location"] ?? "", "http://x").pathname + (r.destination.includes("#") ? "" : ""),
      ).toBe(r.destination.split(/[#?]/)[0]);
    }
  });

  test("an unknown path shows Page Not Found with a 404", async ({ page }) => {
    const res = await page.goto("/instagram/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText(/Hint:/)).toBeVisible();
  });

  test("the home page has its own title", async ({ page }) => {
    await page.goto("/instagram");
    await expect(page).toHaveTitle("Instagram Bio Generator - Home");
  });

  test("responses carry the security headers", async ({ request }) => {
    const res = await request.get("/instagram");
    const h = res.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // The test server is served over plain http (its APP_URL): HSTS is for https only.
    expect(h["strict-transport-security"]).toBeUndefined();
    expect(h["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(h["x-powered-by"]).toBeUndefined();
  });
});

test.describe("pages", () => {
  for (const path of PAGES) {
    test(`${path} renders, fits a phone and passes axe`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });
  }

  test("every header and footer link leads to a page that exists", async ({ page, request }) => {
    await page.goto("/instagram");
    const hrefs = await page
      .locator("header a[href], footer a[href]")
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
    const internal = [...new Set(hrefs.filter((h) => h.startsWith("/")).map((h) => h.split("#")[0] || "/instagram"))];
    expect(internal.length).toBeGreaterThan(3);
    for (const href of internal) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
    }
  });

  test("the legal pages read like a real company's", async ({ page }) => {
    for (const path of ["/terms-and-conditions", "/privacy-policy", "/about", "/jobs"]) {
      await page.goto(path);
      await expect(page.locator("main")).toContainText("Bengaluru");
      const text = (await page.locator("main").innerText()).toLowerCase();
      expect(text).not.toContain("lorem");
      expect(text.split(/\s+/).length).toBeGreaterThan(500);
    }
  });
});

test.describe("newsletter", () => {
  test("a visitor signs up, and signing up again is harmless", async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto("/newsletter");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("You're subscribed. See you in your inbox!")).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("You're already subscribed. Thanks!")).toBeVisible();
  });

  test("an invalid email gets a clear message", async ({ page }) => {
    await page.goto("/newsletter");
    await page.getByLabel("Email address").fill("nope");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("main").getByRole("alert")).toHaveText("Please enter a valid email address.");
  });
});

test.describe("mobile menu", () => {
  test("opens and lists the pages", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await page.goto("/instagram");
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("theme", () => {
  test("the header's theme menu switches to dark and remembers it", async ({ page }) => {
    await page.goto("/instagram/templates");
    const toggle = page.getByRole("button", { name: "Toggle theme" });
    await toggle.click();
    const menu = page.getByRole("group", { name: "Theme" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Dark" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(menu.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test("with no choice the page follows the system, and a choice overrides it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/instagram/templates");
    await expect(page.locator("html")).not.toHaveClass(/\b(dark|light)\b/);
    const systemDark = await pageBackground(page);
    await page.emulateMedia({ colorScheme: "light" });
    const systemLight = await pageBackground(page);
    expect(systemDark).not.toBe(systemLight);

    await page.emulateMedia({ colorScheme: "dark" });
    const toggle = page.getByRole("button", { name: "Toggle theme" });
    await toggle.click();
    const menu = page.getByRole("group", { name: "Theme" });
    await expect(menu.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
    await menu.getByRole("button", { name: "Light" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect.poll(() => pageBackground(page)).toBe(systemLight);

    await page.reload();
    await expect.poll(() => pageBackground(page)).toBe(systemLight);
  });

  test("the chosen theme arrives with the page: it paints dark with scripts off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/instagram/templates");
    const light = await pageBackground(page);
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).not.toBe(light);
    // A cookie that names no theme is the system's choice.
    await context.addCookies([{ name: "theme", value: "sepia", url: baseURL! }]);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/\b(dark|light)\b/);
    expect(await pageBackground(page)).toBe(light);
    await context.close();
  });
});

test.describe("typeface", () => {
  const fontFiles = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((name) => name.endsWith(".woff2"))
        .map((name) => name.slice(name.lastIndexOf("/") + 1)),
    );

  const loadedFamilies = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.status === "loaded")
        .map((f) => f.family.replace(/"/g, ""))
        // The metric-matched "Geist Fallback" (local Arial) may load too if text shows before Geist.
        .filter((family) => family.startsWith("geistLatin")),
    );

  test("text is set in Geist, and the Latin Extended file comes only for text that needs it", async ({ page }) => {
    await page.goto("/instagram");
    await expect.poll(() => loadedFamilies(page)).toEqual(["geistLatin"]);
    const first = await fontFiles(page);
    expect(first.filter((f) => f.startsWith("geist_sans_latin."))).toHaveLength(1);
    expect(first.some((f) => f.startsWith("geist_sans_latin_ext."))).toBe(false);

    // A Polish or Vietnamese name on the page brings the second file, and Geist draws it.
    await page.getByRole("heading", { level: 1 }).evaluate((el) => (el.textContent = "Łódź · Nguyễn"));
    await expect.poll(() => loadedFamilies(page)).toEqual(["geistLatin", "geistLatinExtended"]);
    expect((await fontFiles(page)).some((f) => f.startsWith("geist_sans_latin_ext."))).toBe(true);
  });
});
