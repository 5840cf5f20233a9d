// Realistic visits to a link-in-bio page over HTTP, against a running server: varied phones
// and desktops, referrers (Instagram, TikTok, X, none), country headers, link clicks, and a
// few bots and link-preview fetchers that must not be counted. Then open /instagram/analytics.
//
//   npx tsx scripts/simulate-traffic.ts -- --url http://localhost:3000 --username maya --visits 300
//   npx tsx scripts/simulate-traffic.ts -- --url http://localhost:3000 --create   (makes a demo account first)
//
// Countries and distinct visitors come from headers only a trusted proxy may set: start the
// server with TRUST_PROXY=1 COUNTRY_HEADER=cf-ipcountry for them to count (otherwise every
// visit shares one address and countries show as unknown, as they should). Rate limits on the
// server may refuse some visits when it is not started with DISABLE_RATE_LIMITS=true.

import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    username: { type: "string" },
    visits: { type: "string", default: "200" },
    concurrency: { type: "string", default: "4" },
    create: { type: "boolean", default: false },
  },
});
const ORIGIN = args.url.replace(/\/$/, "");
const VISITS = Math.min(20_000, Math.max(1, Number(args.visits) || 200));
const CONCURRENCY = Math.min(20, Math.max(1, Number(args.concurrency) || 4));

const AGENTS: [weight: number, agent: string][] = [
  [
    30,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  ],
  [
    14,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 356.0.0.41.83",
  ],
  [
    22,
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
  ],
  [
    6,
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  ],
  [
    12,
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ],
  [
    6,
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  ],
  [4, "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"],
  [
    3,
    "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  ],
];
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
];
const REFERRERS: [number, string | null][] = [
  [45, "https://www.instagram.com/"],
  [20, "https://www.tiktok.com/"],
  [8, "https://t.co/"],
  [5, "https://www.youtube.com/"],
  [22, null],
];
const COUNTRIES: [number, string][] = [
  [30, "US"],
  [15, "IN"],
  [12, "GB"],
  [10, "DE"],
  [8, "BR"],
  [7, "FR"],
  [6, "CA"],
  [12, "XX"],
];

function pick<T>(list: [number, T][]): T {
  const total = list.reduce((n, [w]) => n + w, 0);
  let r = randomInt(total);
  for (const [weight, value] of list) {
    if (r < weight) return value;
    r -= weight;
  }
  return list[0]![1];
}

const address = () => `198.51.${randomInt(100)}.${randomInt(1, 255)}`;

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A new account with a profile and three links; prints how to sign in. */
async function createDemo(): Promise<string> {
  const stamp = Date.now().toString(36);
  const email = `traffic-${stamp}@example.com`;
  const password = `traffic-${stamp}-pass`;
  const { token } = (await api("/api/auth/register", { email, password, displayName: "Traffic Demo" })) as {
    token: string;
  };
  const username = `traffic_${stamp}`;
  await api("/api/profile", { username, displayName: "Traffic Demo", bio: "Baking sourdough in Pune" }, token);
  for (const [title, url] of [
    ["Order a loaf", "https://example.com/order"],
    ["Weekend workshop", "https://example.com/workshop"],
    ["My recipes", "https://example.com/recipes"],
  ]) {
    await api("/api/link-in-bio/links", { title, url }, token);
  }
  console.log(`Created ${email} (password ${password}), page /l/${username}`);
  return username;
}

async function linkPaths(username: string): Promise<string[]> {
  const res = await fetch(`${ORIGIN}/l/${username}`, { headers: { "user-agent": BOTS[0]! } });
  if (res.status !== 200) throw new Error(`/l/${username} answered ${res.status}: is there a page?`);
  return [...(await res.text()).matchAll(/href="(\/l\/[^"/]+\/[^"/]+)"/g)].map((m) => m[1]!);
}

async function main() {
  const username = args.create ? await createDemo() : args.username;
  if (!username) throw new Error("Pass --username <name> or --create.");
  const links = await linkPaths(username);
  const tally = { views: 0, clicks: 0, bots: 0, refused: 0 };
  let next = 0;

  async function visitor() {
    while (next < VISITS) {
      next += 1;
      const bot = randomInt(100) < 5;
      const referrer = pick(REFERRERS);
      const headers: Record<string, string> = {
        "user-agent": bot ? BOTS[randomInt(BOTS.length)]! : pick(AGENTS),
        "x-forwarded-for": address(),
        "cf-ipcountry": pick(COUNTRIES),
        ...(referrer ? { referer: referrer } : {}),
      };
      const view = await fetch(`${ORIGIN}/l/${username}`, { headers });
      await view.arrayBuffer();
      if (view.status !== 200) tally.refused += 1;
      else if (bot) tally.bots += 1;
      else tally.views += 1;
      // About a third of the people who look tap a link, a few tap two.
      const taps = bot || links.length === 0 ? 0 : randomInt(100) < 35 ? (randomInt(100) < 15 ? 2 : 1) : 0;
      for (let i = 0; i < taps; i++) {
        const link = links[Math.min(links.length - 1, Math.floor(Math.random() ** 2 * links.length))]!;
        const click = await fetch(`${ORIGIN}${link}`, {
          headers: { ...headers, referer: `${ORIGIN}/l/${username}` },
          redirect: "manual",
        });
        await click.arrayBuffer();
        if (click.status === 302) tally.clicks += 1;
        else tally.refused += 1;
      }
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  console.log(
    `Sent ${VISITS} visits to /l/${username}: ${tally.views} views and ${tally.clicks} clicks should be counted; ` +
      `${tally.bots} bot visits should not; ${tally.refused} requests were refused.`,
  );
  console.log(`Open ${ORIGIN}/instagram/analytics signed in as the page's owner.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
