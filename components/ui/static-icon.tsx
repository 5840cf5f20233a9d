import { createElement, type SVGProps } from "react";

// lucide-react draws every icon through a client component (its Icon reads a context), so an
// icon in a server component becomes a client reference that the browser renders again while
// it hydrates: the templates overview had 113 of them, the home page 88. These are the same
// icons from lucide's own data, as plain SVG: the stroke, caps and 24 px default size are one
// CSS rule (`svg.icon` in app/globals.css) instead of nine attributes on every icon, so an
// icon costs the page only its paths.

type IconNode = [tag: string, attributes: Record<string, string | number>][];

interface IconData {
  name: string;
  node: IconNode;
  size?: number;
}

export type StaticIconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { size?: number | string };

export type StaticIcon = ((props: StaticIconProps) => React.ReactElement) & { displayName?: string };

/**
 * An icon module of lucide-react (`import * as x from "lucide-react/icons/x"`) as a component
 * that renders plain SVG. The module's `__iconData` export is lucide's data for the icon.
 */
export function staticIcon(iconModule: object): StaticIcon {
  const data = (iconModule as { __iconData?: IconData }).__iconData;
  if (!data) throw new Error("staticIcon: not a lucide-react icon module");
  const viewBox = `0 0 ${data.size ?? 24} ${data.size ?? 24}`;
  const paths = data.node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }));
  function Icon({ size, strokeWidth, className, style, children, ...props }: StaticIconProps) {
    // Like lucide: hidden from assistive technology unless it is given a name or a role.
    const named = !!children || Object.keys(props).some((p) => p.startsWith("aria-") || p === "role");
    return (
      <svg
        viewBox={viewBox}
        className={className ? `icon ${className}` : "icon"}
        aria-hidden={named ? undefined : "true"}
        style={
          size !== undefined || strokeWidth !== undefined ? { width: size, height: size, strokeWidth, ...style } : style
        }
        {...props}
      >
        {paths}
        {children}
      </svg>
    );
  }
  Icon.displayName = data.name;
  return Icon;
}
