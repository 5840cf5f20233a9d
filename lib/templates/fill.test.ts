import { describe, expect, it } from "vitest";
import { fillTemplate, placeholdersOf, unfilledPlaceholders } from "./fill";

describe("placeholdersOf", () => {
  it("lists names in order of first appearance, each once", () => {
    expect(placeholdersOf("{{name}} in {{city}} • {{name}} again • {{hours}}")).toEqual(["name", "city", "hours"]);
  });

  it("accepts whitespace inside the braces", () => {
    expect(placeholdersOf("{{ name }} and {{city  }} and {{name}}")).toEqual(["name", "city"]);
  });

  it("ignores text that only looks like a token", () => {
    expect(placeholdersOf("no tokens, {single}, {{ }}, {{two words}}")).toEqual([]);
  });
});

describe("fillTemplate", () => {
  const template = "Hi, I'm {{name}} 👋\n{{ city }} • {{hours}}";

  it("fills every token with its trimmed value", () => {
    expect(fillTemplate(template, { name: "  Maya ", city: "Austin", hours: "9–6" }, "keep")).toBe(
      "Hi, I'm Maya 👋\nAustin • 9–6",
    );
  });

  it("keeps an empty or absent value as the token in keep mode (bio picker)", () => {
    expect(fillTemplate(template, { name: "Maya", city: "   " }, "keep")).toBe(
      "Hi, I'm Maya 👋\n{{ city }} • {{hours}}",
    );
  });

  it("shows an empty or absent value as [name] in bracket mode (business picker)", () => {
    expect(fillTemplate(template, { name: "", city: "Austin" }, "bracket")).toBe("Hi, I'm [name] 👋\nAustin • [hours]");
  });

  it("fills every occurrence of a repeated token", () => {
    expect(fillTemplate("{{a}}-{{a}}-{{ a }}", { a: "x" }, "keep")).toBe("x-x-x");
  });

  it("leaves a template without tokens unchanged", () => {
    expect(fillTemplate("Here for the good stuff", {}, "bracket")).toBe("Here for the good stuff");
  });

  it("reports what a keep fill left unfilled", () => {
    expect(unfilledPlaceholders(fillTemplate(template, { city: "Austin" }, "keep"))).toEqual(["name", "hours"]);
  });
});
