import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

// The reference: tailwind-merge taught the theme of app/globals.css (its custom type scale,
// animations and brand surfaces).
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["2xs", "display"],
      animate: [
        ...["fade", "zoom", "popover"].flatMap((name) => [`${name}-in`, `${name}-out`]),
        ...["bottom", "right", "left", "top"].flatMap((side) => [`slide-in-from-${side}`, `slide-out-to-${side}`]),
        "shimmer",
      ],
    },
    classGroups: { "bg-image": [{ bg: ["brand-gradient", "brand-glow"] }] },
  },
});

/** Every word in the project's sources that tailwind-merge takes for a Tailwind class. */
function projectClasses(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join("lib", "generated")) walk(path);
      } else if (/\.(tsx?|css)$/.test(entry.name) && !entry.name.startsWith("class-merge")) {
        for (const word of readFileSync(path, "utf8").split(/[\s"`{}<>;,]+/)) words.add(word);
      }
    }
  };
  ["app", "components", "lib"].forEach(walk);
  // tailwind-merge drops the first of two equal classes only when it knows the class.
  const classes = [...words].filter((word) => word && twMerge(`${word} ${word}`) === word);
  const bases = classes.map((name) => name.slice(name.lastIndexOf(":") + 1).replace(/^!|!$/g, ""));
  return [...new Set([...classes, ...bases])].sort();
}

describe("mergeClasses", () => {
  it("lets a later class of the same kind win and keeps the rest in order", () => {
    expect(mergeClasses("px-2 py-1 px-4")).toBe("py-1 px-4");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("px-2 p-4")).toBe("p-4");
    expect(mergeClasses("text-sm text-muted-foreground text-lg")).toBe("text-muted-foreground text-lg");
    expect(mergeClasses("hover:bg-accent bg-card hover:bg-muted")).toBe("bg-card hover:bg-muted");
    // Classes that are not Tailwind's (app/globals.css utilities, hooks for tests) are all kept.
    expect(mergeClasses("faq-question card faq-question")).toBe("faq-question card faq-question");
  });

  it("agrees with tailwind-merge on every pair of classes the project writes", () => {
    const classes = projectClasses();
    expect(classes.length).toBeGreaterThan(500);
    const differences: string[] = [];
    const seen = new Set<string>();
    for (const first of classes) {
      for (const second of classes) {
        const list = `${first} ${second}`;
        const ours = mergeClasses(list);
        const reference = twMerge(list);
        // One example per pair of prefixes keeps a failure readable.
        const kind = `${first.replace(/-[^-]*$/, "")} ${second.replace(/-[^-]*$/, "")}`;
        if (ours === reference || seen.has(kind) || differences.length >= 60) continue;
        seen.add(kind);
        differences.push(`${list} → ${ours} (tailwind-merge: ${reference})`);
      }
    }
    expect(differences).toEqual([]);
  }, 60_000);
});
