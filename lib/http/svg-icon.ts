import { escapeHtml, raw, type Html } from "@/lib/http/html";

// A lucide icon module (`import * as x from "lucide-react/icons/x"`) as SVG markup for the
// pages built without React; the stroke and size come from the page's `svg.icon` rule.

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export function svgIcon(iconModule: object, className = ""): Html {
  const data = (iconModule as { __iconData?: { node: IconNode; size?: number } }).__iconData;
  if (!data) throw new Error("svgIcon: not a lucide-react icon module");
  const size = data.size ?? 24;
  const shapes = data.node
    .map(([tag, { key: _key, ...attributes }]) => {
      const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`);
      return `<${tag}${attrs.join("")}/>`;
    })
    .join("");
  const classes = className ? `icon ${className}` : "icon";
  return raw(
    `<svg class="${classes}" viewBox="0 0 ${size} ${size}" aria-hidden="true" focusable="false">${shapes}</svg>`,
  );
}
