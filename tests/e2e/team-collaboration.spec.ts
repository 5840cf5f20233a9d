import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { mailsTo, registerViaApi, signInViaUi } from "./fixtures";
import { expectAccessible, expectNoHorizontalOverflow } from "./support";

// Teams: an owner invites by email and the invitee joins from the mail's link; a reviewer
// sends a bio back with a comment, then approves it. On a phone (375 px) and on desktop.

const TEAM_PAGE = "/instagram/team-collaboration";

// Two accounts sign in one after the other: more than the default budget on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Account = Awaited<ReturnType<typeof registerViaApi>>;

async function api(request: APIRequestContext, who: Account, path: string, data?: unknown, method = "POST") {
  const res = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${who.token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? {} : ((await res.json()) as Record<string, unknown>);
}

async function teamOf(request: APIRequestContext, owner: Account, name: string) {
  const body = await api(request, owner, "/api/teams", { name });
  return (body.team as { id: string }).id;
}

async function switchUser(page: Page, who: Account) {
  await page.context().clearCookies();
  await signInViaUi(page, who.email, who.password);
}

test("an owner invites an editor by email, who joins from the link in the mail", async ({ page, request }) => {
  const owner = await registerViaApi(request, "Olivia Owner");
  const editor = await registerViaApi(request, "Edith Editor");
  const teamName = `Pune Bakes ${Date.now().toString(36)}`;
  const teamId = await teamOf(request, owner, teamName);

  await signInViaUi(page, owner.email, owner.password);
  await page.goto(`${TEAM_PAGE}?team=${teamId}`);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Invite to “${teamName}”` });
  await dialog.getByLabel("Email").fill(editor.email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${editor.email}.`)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Members" }).click();
  await expect(page.getByRole("region", { name: "Pending invitations" }).getByText(editor.email)).toBeVisible();
  await expectNoHorizontalOverflow(page);

  const port = new URL(page.url()).port;
  let link = "";
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(port, editor.email);
      link = mail?.match(/https?:\/\/\S+team-collaboration\/join\?token=\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");

  await switchUser(page, editor);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Olivia Owner invited you to join as Editor.`)).toBeVisible();
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(new RegExp(`team=${teamId}`));
  await expect(page.getByText("You are Editor")).toBeVisible();

  // The link worked once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("This invitation has already been used.")).toBeVisible();
});

test("a reviewer sends a bio back with a comment, then approves the fixed one", async ({ page, request }) => {
  const owner = await registerViaApi(request, "Olivia Owner");
  const editor = await registerViaApi(request, "Edith Editor");
  const teamId = await teamOf(request, owner, "Review desk");
  const link = (await api(request, owner, `/api/teams/${teamId}/invite-link`, { role: "editor" })).invite as {
    url: string;
  };
  await api(request, editor, "/api/teams/invites/accept", { token: new URL(link.url).searchParams.get("token") });
  const bio = (
    await api(request, editor, `/api/teams/${teamId}/bios`, {
      title: "Spring launch",
      content: "Vegan bakes from Pune 🍰",
    })
  ).bio as { id: string };
  await api(request, editor, `/api/teams/${teamId}/bios/${bio.id}/submit`);

  await signInViaUi(page, owner.email, owner.password);
  await expect(page.getByTestId("notification-count")).toHaveText("2"); // a member joined, a bio waits for review
  await page.goto(`${TEAM_PAGE}?team=${teamId}`);
  const review = page.getByRole("region", { name: "In review" });
  await expect(review.getByRole("article", { name: "Spring launch" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await review.getByRole("button", { name: "Request changes" }).click();
  await page.getByLabel("Comment").fill("Add a call to action.");
  await page.getByRole("button", { name: "Send back to draft" }).click();
  await expect(
    page.getByRole("region", { name: "Draft" }).getByRole("article", { name: "Spring launch" }),
  ).toBeVisible();

  await api(
    request,
    editor,
    `/api/teams/${teamId}/bios/${bio.id}`,
    { content: "Vegan bakes from Pune 🍰 Order via DM" },
    "PATCH",
  );
  await api(request, editor, `/api/teams/${teamId}/bios/${bio.id}/submit`);
  await page.reload();
  await page.getByRole("region", { name: "In review" }).getByRole("button", { name: "Approve" }).click();
  const approved = page.getByRole("region", { name: "Approved" }).getByRole("article", { name: "Spring launch" });
  await expect(approved).toBeVisible();
  await expect(approved.getByText("Order via DM")).toBeVisible();

  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByText("approved “Spring launch”")).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
