import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as sparkles from "lucide-react/icons/sparkles";
import { ArrowRight, Sparkles } from "./icons";
import { staticIcon } from "./static-icon";

describe("staticIcon", () => {
  it("draws lucide's paths as plain SVG, hidden from assistive technology by default", () => {
    const html = renderToStaticMarkup(<Sparkles className="size-4 text-primary" />);
    expect(html).toMatch(/^<svg viewBox="0 0 24 24" class="icon size-4 text-primary" aria-hidden="true">/);
    // lucide's sparkles: one star path, the two strokes of the small plus and a circle.
    expect(html.match(/<path /g)).toHaveLength(3);
    expect(html).toContain('<circle cx="4" cy="20" r="2">');
    // No client component and no per-icon stroke attributes: the `svg.icon` rule draws them.
    expect(html).not.toContain("stroke");
  });

  it("keeps an icon the caller names or hides itself", () => {
    expect(renderToStaticMarkup(<ArrowRight aria-label="Next" />)).toContain('aria-label="Next"');
    expect(renderToStaticMarkup(<ArrowRight aria-label="Next" />)).not.toContain("aria-hidden");
    expect(renderToStaticMarkup(<ArrowRight aria-hidden="true" />).match(/aria-hidden/g)).toHaveLength(1);
  });

  it("takes lucide's size and strokeWidth as inline style, over the CSS defaults", () => {
    expect(renderToStaticMarkup(<ArrowRight size={16} strokeWidth={1.5} />)).toContain(
      'style="width:16px;height:16px;stroke-width:1.5"',
    );
  });

  it("refuses a module that is not a lucide icon", () => {
    expect(() => staticIcon({})).toThrow(/not a lucide-react icon/);
    expect(staticIcon(sparkles).displayName).toBe("sparkles");
  });
});
