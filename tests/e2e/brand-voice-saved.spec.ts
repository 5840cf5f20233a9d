import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi } from "./fixtures";
import { chooseTone, dismissHelpTips, generate, waitForBios } from "./generator-support";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// A baker saves the voice measured from their posts, renames it, picks it in the generator and
// gets bios in it; a team owner renames their team. On a phone (375 px) and on desktop.

test.describe.configure({ timeout: 120_000 });

const POSTS = [
  "OMG you guys!! New cookies just dropped 🍪🎉 and we're literally obsessed lol",
  "Haha the oven won today 😂 send help (and milk) #cookies",
  "Love you all sooo much ❤️ thanks for the vibes! #cookies",
].join("\n\n");

test("save a voice from the voice tool, pick it in the generator and generate in it", async ({ page, request }) => {
  await dismissHelpTips(page);
  const user = await registerViaApi(request, "Meera Joshi");
  await signInViaUi(page, user.email, user.password);

  await page.goto("/brand-voice");
  await expect(page.getByRole("region", { name: "Saved voices" })).toContainText("Voices you save appear here");
  await page.getByRole("textbox", { name: "Sample posts or bios" }).fill(POSTS);
  await page.getByRole("textbox", { name: "What you do" }).fill("Small-batch cookie bakery in Leeds");
  await page.getByRole("button", { name: "Analyse my voice" }).click();
  await expect(page.getByTestId("voice-results")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("voice-engine")).toContainText("Written by the BioStudio composer");

  await page.getByRole("textbox", { name: "Name this voice" }).fill("Bakery voice");
  await page.getByRole("button", { name: "Save voice" }).click();
  const saved = page.getByTestId("saved-voices");
  await expect(saved).toContainText("Bakery voice");
  await expect(saved).toContainText("Casual");

  await saved.getByRole("button", { name: "Rename Bakery voice" }).click();
  await page.getByRole("textbox", { name: "New name" }).fill("Cookie voice");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(saved).toContainText("Cookie voice");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await page.goto("/instagram#generator");
  const generator = page.locator("#generator");
  await expect(generator.getByTestId("voice-picker")).toBeVisible();
  await generator.getByLabel("Brand voice").click();
  await page.getByRole("option", { name: "Cookie voice" }).click();
  await expect(generator.getByTestId("voice-picker")).toContainText("The bios follow this voice");
  await generator.getByLabel("Describe yourself").fill("Small-batch cookie bakery in Leeds, baking with brown butter");
  await chooseTone(generator, "Professional");
  const [first, second, third] = await generate(generator);
  // The playful voice's habits: its emoji in the bios, even with a professional tone chosen.
  expect([first, second, third].some((bio) => /\p{Extended_Pictographic}/u.test(bio ?? ""))).toBe(true);

  // Regenerate keeps the voice.
  const regenerated = page.waitForRequest((req) => req.url().endsWith("/api/bio/generate") && req.method() === "POST");
  await generator.getByTestId("result-card").getByRole("button", { name: "Regenerate" }).click();
  expect((await regenerated).postDataJSON()).toMatchObject({ voiceId: expect.any(String) });
  await waitForBios(generator);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, "#generator");
});

test("a team owner renames the team and the log says so", async ({ page, request }) => {
  const owner = await registerViaApi(request, "Olivia Owner");
  const name = `Pune Bakes ${Date.now().toString(36)}`;
  const res = await request.post("/api/teams", { data: { name }, headers: { authorization: `Bearer ${owner.token}` } });
  expect(res.status()).toBe(201);
  const teamId = ((await res.json()) as { team: { id: string } }).team.id;

  await signInViaUi(page, owner.email, owner.password);
  await page.goto(`/instagram/team-collaboration?team=${teamId}`);
  await expect(page.getByRole("region", { name: "Team brand voice" })).toContainText("No team voice yet");
  await page.getByRole("button", { name: "Rename team" }).click();
  const dialog = page.getByRole("dialog", { name: `Rename “${name}”` });
  await dialog.getByLabel("Team name").fill("   ");
  await expect(dialog.getByRole("button", { name: "Save name" })).toBeDisabled();
  await dialog.getByLabel("Team name").fill("Pune Bakes Social");
  await dialog.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Team renamed to “Pune Bakes Social”.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("renamed the team");
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test("a filled-in template goes to a team as a draft from its dialog", async ({ page, request }) => {
  await dismissHelpTips(page);
  const owner = await registerViaApi(request, "Olivia Owner");
  const auth = { authorization: `Bearer ${owner.token}` };
  const name = `Template team ${Date.now().toString(36)}`;
  const created = await request.post("/api/teams", { data: { name }, headers: auth });
  const teamId = ((await created.json()) as { team: { id: string } }).team.id;
  const list = (await (await request.get("/api/templates?premium=false")).json()) as {
    id: string;
    category: string;
    template: string;
    placeholders: string[];
  }[];
  const target = list.find((t) => t.category !== "business" && t.template.length < 90);
  expect(target, "the seed holds a short free personal template").toBeDefined();

  await signInViaUi(page, owner.email, owner.password);
  await page.goto(`/instagram?template=${encodeURIComponent(target!.id)}#generator`);
  const customize = page.getByRole("dialog", { name: "Customize Your Template" });
  await expect(customize).toBeVisible({ timeout: 30_000 });
  for (const field of await customize.getByRole("textbox").all()) await field.fill("Leeds");
  await customize.getByRole("button", { name: "Save to team" }).click();
  const save = page.getByRole("dialog", { name: "Save to team" });
  await expect(save.getByRole("combobox", { name: "Team" })).toContainText(name);
  await expectAccessible(page, '[role="dialog"]');
  await save.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText(`Saved to “${name}” as a draft.`)).toBeVisible();

  const bios = (await (await request.get(`/api/teams/${teamId}/bios`, { headers: auth })).json()) as {
    bios: { source: string; status: string; content: string }[];
  };
  expect(bios.bios).toEqual([expect.objectContaining({ source: "template", status: "draft" })]);
  expect(bios.bios[0]?.content).toContain("Leeds");
});
