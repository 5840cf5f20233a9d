import { SOCIAL_ICON_SHAPES } from "@/lib/link-in-bio/icon-paths";
import type { SocialKind } from "@/lib/link-in-bio/socials";

/** A social network's line icon, the same shapes the public page draws. */
export function SocialGlyph({
  kind,
  label,
  ...props
}: { kind: SocialKind; label?: string } & React.ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...props}
    >
      {SOCIAL_ICON_SHAPES[kind].map(({ tag: Tag, attrs }, i) => (
        <Tag key={i} {...attrs} />
      ))}
    </svg>
  );
}
