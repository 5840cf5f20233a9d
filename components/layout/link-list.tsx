import Link from "next/link";

/** A plain list of links, as the footer's groups and the header's tools bar show them. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: { href: string; label: string }[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
