import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// A baker pastes three playful posts and gets a voice whose attributes quote them, a guide and bios.

const POSTS = [
  "OMG you guys!! New cookies just dropped 🍪🎉 and we're literally obsessed lol",
  "Haha the oven won today 😂 send help (and milk) #cookies",
  "Love you all sooo much ❤️ thanks for the vibes! #cookies",
].join("\n\n");

test("three posts in, a voice that quotes them, a guide and bios out", async ({ page, request }) => {
  test.slow();
  const user = await registerViaApi(request, "Meera Joshi");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/brand-voice");
  await expect(page.getByRole("heading", { name: "Brand Voice Generator", level: 1 })).toBeVisible();
  await expect(page.getByTestId("tool-quota")).toContainText("2 of 2");

  await page.getByRole("textbox", { name: "Sample posts or bios" }).fill(POSTS);
  await page.getByRole("textbox", { name: "What you do" }).fill("Small-batch cookie bakery in Leeds");
  await page.getByRole("button", { name: "Analyse my voice" }).click();
  await expect(page.getByTestId("voice-results")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tool-quota")).toHaveAttribute("data-remaining", "1");
  const humour = page.getByTestId("voice-attribute").filter({ hasText: "Humour" });
  await expect(humour).toContainText("Haha the oven won today");
  await expect(page.getByRole("heading", { name: "Your voice guide" })).toBeVisible();
  await expect(page.getByTestId("tool-bio").first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});
