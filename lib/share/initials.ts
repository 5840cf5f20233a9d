/** Up to two initials for an avatar: the first letter or digit of the first two words ("?" when none). */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase() ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("");
  return letters || "?";
}
