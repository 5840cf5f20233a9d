import { describe, expect, it } from "vitest";
import { isCrawler } from "./crawler";

describe("isCrawler", () => {
  it("lets real browsers through", () => {
    expect(
      isCrawler(
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      ),
    ).toBe(false);
    expect(
      isCrawler(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1",
      ),
    ).toBe(false);
  });

  it("drops crawlers, link previews, scripts and a missing user agent", () => {
    for (const ua of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "WhatsApp/2.23.20.0",
      "Slackbot-LinkExpanding 1.0",
      "curl/8.5.0",
      "Mozilla/5.0 HeadlessChrome/120.0 Safari/537.36",
      "",
      null,
    ]) {
      expect(isCrawler(ua), String(ua)).toBe(true);
    }
  });
});
