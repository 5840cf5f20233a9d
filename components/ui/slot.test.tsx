import { createRef, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

describe("Slot (asChild)", () => {
  it("renders the child element with the button's attributes and classes", () => {
    const html = renderToStaticMarkup(
      <Button asChild size="sm">
        <a href="/instagram/login" className="extra-class">
          Sign In
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/instagram/login"');
    expect(html).toContain('data-slot="button"');
    expect(html).toContain("inline-flex");
    expect(html).toContain("extra-class");
    expect(html).not.toContain("<button");
    // No type attribute forced onto a link.
    expect(html).not.toContain('type="button"');
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = createRef<HTMLAnchorElement>();
    const element = Slot({
      onClick: () => calls.push("slot"),
      ref: slotRef,
      style: { color: "red", margin: 1 },
      children: (
        <a href="#x" ref={childRef} style={{ color: "blue" }} onClick={() => calls.push("child")}>
          x
        </a>
      ),
    }) as ReactElement<{ onClick: () => void; ref: (node: unknown) => void; style: object }>;
    element.props.onClick();
    expect(calls).toEqual(["child", "slot"]);
    const node = { tag: "a" } as unknown as HTMLAnchorElement;
    element.props.ref(node);
    expect(slotRef.current).toBe(node);
    expect(childRef.current).toBe(node);
    expect(element.props.style).toEqual({ color: "blue", margin: 1 });
  });

  it("renders nothing for a child that is not an element", () => {
    const spy = vi.fn();
    expect(Slot({ onClick: spy, children: "text" })).toBeNull();
  });
});
