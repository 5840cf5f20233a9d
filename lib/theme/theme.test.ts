import { describe, expect, it } from "vitest";
import { THEME_SCRIPT, parseTheme, themeClass, themeCookie, themeFromCookies } from "./theme";

describe("theme", () => {
  it("reads the three themes and treats anything else as system", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("system")).toBe("system");
    expect(parseTheme(undefined)).toBe("system");
    expect(parseTheme("")).toBe("system");
    expect(parseTheme("Dark")).toBe("system");
    expect(parseTheme("dark; Path=/")).toBe("system");
  });

  it("puts a class on <html> only for an explicit choice", () => {
    expect(themeClass("light")).toBe("light");
    expect(themeClass("dark")).toBe("dark");
    expect(themeClass("system")).toBeUndefined();
  });

  it("stores the choice for a year, site-wide, Secure only over https", () => {
    expect(themeCookie("dark", false)).toBe("theme=dark; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(themeCookie("light", true)).toBe("theme=light; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("finds the choice among other cookies", () => {
    expect(themeFromCookies("a=1; theme=dark; b=2")).toBe("dark");
    expect(themeFromCookies("theme=light")).toBe("light");
    expect(themeFromCookies("mytheme=dark")).toBe("system");
    expect(themeFromCookies("theme=sepia")).toBe("system");
    expect(themeFromCookies("")).toBe("system");
  });

  it("the head script puts the chosen class on <html> before the first paint, and nothing for system", () => {
    const run = (cookie: string, initial: string[] = []) => {
      const classes = new Set(initial);
      const classList = {
        add: (c: string) => classes.add(c),
        remove: (...cs: string[]) => cs.forEach((c) => classes.delete(c)),
      };
      new Function("document", THEME_SCRIPT)({ cookie, documentElement: { classList } });
      return [...classes];
    };
    expect(run("theme=dark")).toEqual(["dark"]);
    expect(run("x=1; theme=light", ["dark"])).toEqual(["light"]);
    expect(run("theme=system")).toEqual([]);
    expect(run("theme=<img>")).toEqual([]);
  });
});
