import { describe, expect, it } from "vitest";
import {
  categoriesWithTemplates,
  filterBioTemplates,
  filterBusinessTemplates,
  filterTemplates,
  matchesQuery,
} from "./filter";
import { PERSONAL_CATEGORIES } from "./categories";
import { fillTemplate } from "./fill";
import { placeholderSample } from "./placeholders";
import { bracketText, samplePreview, snippet } from "./preview";
import { unfilledIn } from "./unfilled";

const t = (
  id: string,
  category: string,
  isPremium: boolean,
  tags: string[],
  name = id,
  description = `${id} description`,
) => ({ id, name, description, category, isPremium, tags });

const LIST = [
  t("chef", "food-culinary", false, ["cooking", "Chef"], "Home Chef", "For people who cook at home"),
  t("globetrotter", "travel-tourism", true, ["travel", "wanderlust"], "Globetrotter", "Passport full of stamps"),
  t("gym", "fitness", true, ["workout"], "Gym Rat", "Lifts and protein"),
  t("store", "business", true, ["ecommerce", "online-store"], "Online Store"),
  t("summer-sale", "business", true, ["sale", "fashion"], "Summer Sale"),
  t("free-biz", "business", false, ["ecommerce"], "Free Biz"),
  t("beauty-bar", "business", true, ["beauty-salon"], "Beauty Bar"),
];
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe("matchesQuery", () => {
  it("finds text in the name, the description or any tag, ignoring case and surrounding blanks", () => {
    expect(matchesQuery(LIST[0]!, "home CHEF")).toBe(true);
    expect(matchesQuery(LIST[0]!, "  cook at ")).toBe(true);
    expect(matchesQuery(LIST[0]!, "chef")).toBe(true);
    expect(matchesQuery(LIST[1]!, "WANDER")).toBe(true);
    expect(matchesQuery(LIST[1]!, "cooking")).toBe(false);
    expect(matchesQuery(LIST[1]!, "   ")).toBe(true);
  });
});

describe("filterTemplates (the API)", () => {
  it("combines category, search text and the premium flag", () => {
    expect(ids(filterTemplates(LIST, { category: "business" }))).toEqual([
      "store",
      "summer-sale",
      "free-biz",
      "beauty-bar",
    ]);
    expect(ids(filterTemplates(LIST, { category: "all", premium: false }))).toEqual(["chef", "free-biz"]);
    expect(ids(filterTemplates(LIST, { premium: true, q: "travel" }))).toEqual(["globetrotter"]);
    expect(ids(filterTemplates(LIST, { category: "nope" }))).toEqual([]);
    expect(filterTemplates(LIST, {})).toHaveLength(LIST.length);
  });
});

describe("filterBioTemplates (the bio picker)", () => {
  it("lists personal templates only, by category, search and tab", () => {
    expect(ids(filterBioTemplates(LIST, { q: "", category: "all", tab: "all" }))).toEqual([
      "chef",
      "globetrotter",
      "gym",
    ]);
    expect(ids(filterBioTemplates(LIST, { q: "", category: "all", tab: "premium" }))).toEqual(["globetrotter", "gym"]);
    expect(ids(filterBioTemplates(LIST, { q: "", category: "fitness", tab: "all" }))).toEqual(["gym"]);
    expect(ids(filterBioTemplates(LIST, { q: "protein", category: "all", tab: "premium" }))).toEqual(["gym"]);
    expect(ids(filterBioTemplates(LIST, { q: "chef", category: "all", tab: "premium" }))).toEqual([]);
  });

  it("offers category chips only for categories that have templates, in catalogue order", () => {
    expect(categoriesWithTemplates(PERSONAL_CATEGORIES, LIST).map((c) => c.id)).toEqual([
      "food-culinary",
      "travel-tourism",
      "fitness",
    ]);
  });
});

describe("filterBusinessTemplates (the business picker)", () => {
  it("lists premium business templates only", () => {
    expect(ids(filterBusinessTemplates(LIST, { q: "", category: "all" }))).toEqual([
      "store",
      "summer-sale",
      "beauty-bar",
    ]);
  });

  it("matches a category when a tag contains or equals its id", () => {
    expect(ids(filterBusinessTemplates(LIST, { q: "", category: "ecommerce" }))).toEqual(["store"]);
    expect(ids(filterBusinessTemplates(LIST, { q: "", category: "beauty" }))).toEqual(["beauty-bar"]);
    expect(ids(filterBusinessTemplates(LIST, { q: "", category: "fashion" }))).toEqual(["summer-sale"]);
  });

  it("puts sale, discount and promotion tags under Sales & Promos", () => {
    const promo = [...LIST, t("discount", "business", true, ["discount"]), t("promo", "business", true, ["promotion"])];
    expect(ids(filterBusinessTemplates(promo, { q: "", category: "promotion" }))).toEqual([
      "summer-sale",
      "discount",
      "promo",
    ]);
  });

  it("applies the search text on top of the category", () => {
    expect(ids(filterBusinessTemplates(LIST, { q: "summer", category: "promotion" }))).toEqual(["summer-sale"]);
    expect(ids(filterBusinessTemplates(LIST, { q: "summer", category: "ecommerce" }))).toEqual([]);
  });
});

describe("fill rules of both pickers", () => {
  const TEMPLATE = "🍰 {{name}} bakes in {{location}} | {{cta}}";

  it("bio picker: an empty value keeps its placeholder, and the form can tell which are left", () => {
    const text = fillTemplate(TEMPLATE, { name: "Maya", location: "  ", cta: "" }, "keep");
    expect(text).toBe("🍰 Maya bakes in {{location}} | {{cta}}");
    expect(unfilledIn(text)).toEqual(["location", "cta"]);
  });

  it("business picker: an empty value becomes [name]", () => {
    const text = fillTemplate(TEMPLATE, { name: "Maya" }, "bracket");
    expect(text).toBe("🍰 Maya bakes in [location] | [cta]");
    expect(unfilledIn(text)).toEqual(["location", "cta"]);
    expect(unfilledIn(fillTemplate(TEMPLATE, { name: "A", location: "B", cta: "C" }, "bracket"))).toEqual([]);
  });

  it("copy text and previews show [name] where there is no value", () => {
    expect(bracketText(TEMPLATE)).toBe("🍰 [name] bakes in [location] | [cta]");
    // "name" has a sample value; a placeholder without one shows as [its name].
    const name = placeholderSample("name") ?? "[name]";
    expect(samplePreview("Hi {{name}} from {{zz_unknown}}")).toBe(`Hi ${name} from [zz_unknown]`);
  });

  it("cuts the business snippet at 100 characters, then an ellipsis, never splitting an emoji", () => {
    expect(snippet("short")).toBe("short");
    const long = `${"🍰".repeat(60)}${"a".repeat(60)}`;
    const cut = snippet(long);
    expect(cut.endsWith("...")).toBe(true);
    expect(Array.from(cut.slice(0, -3))).toHaveLength(100);
    expect(cut.startsWith("🍰".repeat(60))).toBe(true);
  });
});
