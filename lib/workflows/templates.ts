// The five workflow templates: step lists a user copies into their own workflows, ticks off
// and shares. Step ids are stable, so a ticked step stays ticked when a wording changes.

export interface WorkflowStep {
  id: string;
  title: string;
  detail: string;
}

export interface WorkflowTemplate {
  id: string;
  name: string;
  summary: string;
  emoji: string;
  steps: readonly WorkflowStep[];
}

const step = (id: string, title: string, detail: string): WorkflowStep => ({ id, title, detail });

export const WORKFLOW_TEMPLATES: readonly WorkflowTemplate[] = [
  {
    id: "rebrand",
    name: "Rebrand",
    summary: "Change name, look or focus without losing the people who already follow you.",
    emoji: "🎨",
    steps: [
      step(
        "audit",
        "Audit your current bio and profiles",
        "Note what still fits, what is out of date and which links people click.",
      ),
      step(
        "positioning",
        "Write the new one-line positioning",
        "Who you help, how, and what makes you different, in under 15 words.",
      ),
      step(
        "draft-bios",
        "Draft three bios in the new voice",
        "Use the bio generator with your positioning as the description.",
      ),
      step(
        "compliance",
        "Check the bio before it goes live",
        "Run it through the compliance checker: length, claims, links.",
      ),
      step("visuals", "Update profile photo and highlight covers", "Same picture everywhere so people recognise you."),
      step("links", "Update your link-in-bio page", "New order, new titles; remove links to retired offers."),
      step("announce", "Announce the change in a post", "Say what changes and what stays the same for your followers."),
      step("review", "Review after two weeks", "Compare profile visits and link clicks with the two weeks before."),
    ],
  },
  {
    id: "launch-week",
    name: "Launch week",
    summary: "A seven-day plan for launching a product, course or collection.",
    emoji: "🚀",
    steps: [
      step("date", "Fix the launch date and the one offer", "One product, one price, one link."),
      step("teaser-bio", "Put a teaser in your bio", '"Something new on Friday 👀" with the date.'),
      step("waitlist", "Point your link at a waitlist or reminder", "Collect interest before the doors open."),
      step("countdown", "Post a countdown on three days", "Behind the scenes, the problem it solves, a first look."),
      step(
        "launch-bio",
        "Switch to the launch bio on the day",
        "Clear call to action and the link first in your link-in-bio page.",
      ),
      step(
        "disclose",
        "Disclose any partners or affiliate links",
        'Add #ad or "paid partnership" where a brand pays you.',
      ),
      step("follow-up", "Answer every comment and DM within a day", "Launch week is when people ask; answers sell."),
      step("wrap", "Write down what worked", "Clicks, sales and the posts that did best, for the next launch."),
    ],
  },
  {
    id: "creator-onboarding",
    name: "Creator onboarding",
    summary: "Bring a new creator or ambassador onto your accounts with a consistent voice.",
    emoji: "🤝",
    steps: [
      step("brief", "Share the brand brief", "Voice, audience, words you use and words you avoid."),
      step("bio", "Write their collaboration bio line", "A short line that names the partnership and discloses it."),
      step(
        "disclosure",
        "Agree how sponsorship is disclosed",
        "#ad or the platform's paid-partnership label, every time.",
      ),
      step("links", "Set up their tracked link", "A link with UTM parameters so their traffic is counted."),
      step("first-post", "Review their first post together", "Check tone, claims and disclosure before it goes out."),
      step("calendar", "Add their posts to the content calendar", "Dates, themes and who approves."),
      step("check-in", "Check in after the first month", "What performed, what to change, whether to continue."),
    ],
  },
  {
    id: "seasonal-refresh",
    name: "Seasonal refresh",
    summary: "Refresh bio, links and highlights for a season or a festival.",
    emoji: "🍂",
    steps: [
      step(
        "moment",
        "Pick the moment and its date",
        "A festival, a holiday or a season that matters to your audience.",
      ),
      step("angle", "Choose one angle", "A gift guide, a limited offer, a story, or a thank-you."),
      step("seasonal-bio", "Write a seasonal bio", "Add the moment's emoji and a dated call to action."),
      step(
        "links",
        "Schedule seasonal links",
        "Start and end dates on your link-in-bio page so they switch themselves.",
      ),
      step("highlights", "Refresh highlight covers", "Seasonal colours, same icons."),
      step("revert", "Put the everyday bio back afterwards", "A stale seasonal bio looks unattended."),
    ],
  },
  {
    id: "team-review",
    name: "Team review",
    summary: "Get a bio or campaign approved by your team before it goes live.",
    emoji: "✅",
    steps: [
      step("draft", "Write the draft and its goal", "What the bio should achieve, and for whom."),
      step("variants", "Prepare two or three variants", "Different tones or calls to action to choose from."),
      step("checks", "Run the compliance check", "Fix flagged claims, contact details and undisclosed partnerships."),
      step("reviewers", "Name the reviewers and a deadline", "One decision maker, at most two more opinions."),
      step("feedback", "Collect feedback in one place", "Comments on the share link, not scattered across chats."),
      step("approve", "Approve one version", "Record who approved it and when."),
      step("publish", "Publish and note the date", "So results can be compared with the version before."),
    ],
  },
];

export function workflowTemplateById(id: string): WorkflowTemplate | undefined {
  return WORKFLOW_TEMPLATES.find((t) => t.id === id);
}

export const WORKFLOW_TEMPLATE_IDS = WORKFLOW_TEMPLATES.map((t) => t.id) as [string, ...string[]];
