import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { CalendarItemView } from "./calendar.schema";
import { buildIcs } from "./ics";

const items: CalendarItemView[] = [
  {
    id: "item1",
    date: "2026-11-30",
    contentType: "reel",
    title: "Cyber Monday; deals, explained",
    description: "Film at the shop\nwith Priya",
    bio: "Handmade jewelry 💍 Deals all day, link in bio!",
    hashtags: ["#CyberMonday", "#Handmade"],
    status: "scheduled",
    createdAt: "2026-11-20T10:00:00.000Z",
  },
  {
    id: "item2",
    date: "2026-12-31",
    contentType: "post",
    title: "Year in review",
    description: "",
    bio: "",
    hashtags: [],
    status: "planned",
    createdAt: "2026-11-21T10:00:00.000Z",
  },
];

const options = {
  name: "BioStudio content calendar",
  pageUrl: "https://bio.example/instagram/content-calendar",
  host: "bio.example",
};

describe("the iCalendar file", () => {
  it("parses back into one all-day event per item, on its own day", () => {
    const calendar = new ICAL.Component(ICAL.parse(buildIcs(items, options)));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const [reel, post] = events;
    expect(reel?.uid).toBe("item1@bio.example");
    expect(reel?.startDate.isDate).toBe(true);
    expect(reel?.startDate.toString()).toBe("2026-11-30");
    expect(reel?.endDate.toString()).toBe("2026-12-01");
    expect(reel?.summary).toBe("Reel: Cyber Monday; deals, explained");
    expect(post?.startDate.toString()).toBe("2026-12-31");
  });

  it("puts the bio and hashtags in the event text, special characters intact", () => {
    const calendar = new ICAL.Component(ICAL.parse(buildIcs(items, options)));
    const [reel] = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(reel?.description).toBe(
      "Handmade jewelry 💍 Deals all day, link in bio!\n\n#CyberMonday #Handmade\n\nFilm at the shop\nwith Priya\n\nReel · Scheduled",
    );
  });

  it("is a valid, empty calendar when nothing is planned", () => {
    const text = buildIcs([], options);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/END:VCALENDAR\r?\n?$/);
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent")).toHaveLength(0);
  });
});
