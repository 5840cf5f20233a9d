import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// A trainer pastes a vague bio, picks Fitness and gets the checklist and a rewrite.

test("optimise a bio for Fitness: checklist, explained rewrite, allowance 3 → 2", async ({ page, request }) => {
  test.slow();
  const user = await registerViaApi(request, "Rahul Mehta");
  await signInViaUi(page, user.email, user.password);
  await page.goto("/industry-bio");
  await expect(page.getByRole("heading", { name: "Industry Bio Optimizer", level: 1 })).toBeVisible();
  await expect(page.getByTestId("tool-quota")).toContainText("3 of 3");

  await page.getByRole("textbox", { name: "Your bio" }).fill("Helping busy people feel good\nOnline & in person");
  await page.getByRole("button", { name: "Optimize my bio" }).click();
  await expect(page.getByTestId("tool-results")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tool-quota")).toHaveAttribute("data-remaining", "2");
  await expect(page.getByTestId("tool-checks")).toContainText("Role clarity");
  await expect(page.getByTestId("tool-checks")).toContainText("Call to action");
  await expect(page.getByText("Your bio carries 0 of the 6 things strong Fitness bios carry.")).toBeVisible();
  await expect(page.getByTestId("tool-bio").first()).toContainText("Personal trainer");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});
