import { describe, expect, it } from "vitest";
import { pageVariants, slug, virtualPath } from "./page-analytics";

describe("page analytics helpers", () => {
  it("registers passed variants first, then the defaults, at most 8", () => {
    expect(pageVariants()).toEqual([
      "Mobile View",
      "Desktop View",
      "Feature Overview",
      "Getting Started",
      "User Guide",
    ]);
    expect(pageVariants(["Hero", "FAQ", "Mobile View"])).toEqual([
      "Hero",
      "FAQ",
      "Mobile View",
      "Desktop View",
      "Feature Overview",
      "Getting Started",
      "User Guide",
    ]);
    expect(pageVariants(["a", "b", "c", "d", "e"])).toHaveLength(8);
  });

  it("builds the virtual page paths", () => {
    expect(virtualPath.bioGenerator("Personal", "Funny")).toBe("/bio-generator/personal-funny");
    expect(virtualPath.template("Food & Culinary", "t-42")).toBe("/templates/food-culinary/t-42");
    expect(virtualPath.feature("tour", "start")).toBe("/features/tour/start");
    expect(virtualPath.journey("onboarding", 3)).toBe("/onboarding-journey/3");
    expect(virtualPath.section("faq", "Getting Started")).toBe("/faq/getting-started");
    expect(slug("  ")).toBe("unknown");
  });
});
