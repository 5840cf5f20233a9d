// Later Tailwind classes override earlier ones of the same kind: `mergeClasses("px-2 py-1 px-4")`
// gives "py-1 px-4". It does what tailwind-merge does for the classes this codebase writes, in a
// fraction of its size (tailwind-merge was 8.5 KB gzipped of every page's first script, over half
// of our 15 KB budget). lib/class-merge.test.ts compares the two on every pair of classes
// found in app/, components/ and lib/, so a class this table gets wrong fails the test instead of
// mis-merging on a page. Classes it does not know are kept, as tailwind-merge keeps them.

/** Classes whose whole name is their kind. */
const KEYWORDS: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display: "block flex grid hidden inline inline-block inline-flex inline-grid table contents flow-root list-item",
  position: "absolute fixed relative static sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  case: "uppercase lowercase capitalize normal-case",
  "decoration-line": "underline overline line-through no-underline",
  "font-style": "italic not-italic",
  "text-overflow": "truncate text-ellipsis text-clip",
  smoothing: "antialiased subpixel-antialiased",
  "fvn-spacing": "tabular-nums proportional-nums",
  "border-w": "border",
  "ring-w": "ring",
  "ring-inset": "ring-inset",
  "outline-w": "outline",
  rounded: "rounded",
  shadow: "shadow",
  transition: "transition",
  transform: "transform transform-cpu transform-gpu transform-none",
  filter: "filter filter-none",
  grow: "grow",
  shrink: "shrink",
  blur: "blur",
  "backdrop-blur": "backdrop-blur",
  "divide-x": "divide-x",
  "divide-y": "divide-y",
  "flex-wrap": "flex-wrap flex-nowrap flex-wrap-reverse",
  "flex-direction": "flex-row flex-row-reverse flex-col flex-col-reverse",
  resize: "resize resize-none resize-x resize-y",
  touch: "touch-auto touch-none touch-manipulation touch-pan-x touch-pan-y",
})) {
  for (const name of names.split(" ")) KEYWORDS[name] = group;
}

/** Prefixes whose value never changes the kind (`px-4`, `max-w-2xl`, `-translate-y-1/2`). */
const PREFIXES = new Set(
  (
    "p px py pt pr pb pl m mx my mt mr mb ml space-x space-y gap gap-x gap-y w h size min-w min-h " +
    "max-w max-h inset inset-x inset-y top right bottom left z opacity scale rotate translate-x " +
    "translate-y duration delay ease order grid-cols grid-rows col-start col-end col-span row-start " +
    "row-end row-span auto-rows auto-cols line-clamp leading tracking scroll-mt scroll-mb scroll-my " +
    "scroll-m origin basis aspect columns underline-offset outline-offset brightness backdrop-blur " +
    "grow shrink blur backdrop-blur transition accent animate whitespace items justify-items justify-self justify self content cursor select " +
    "list overscroll object pointer-events field-sizing align break flex fill stroke from via to " +
    "rounded-t rounded-b rounded-l rounded-r rounded-tl rounded-tr rounded-bl rounded-br"
  ).split(" "),
);

/** What a class with one of these prefixes sets when its value is not a colour. */
const WIDTH = /^(\d+|\[\d[^\]]*px\])$|^$/;
const TEXT_SIZE = /^(2?xs|sm|base|lg|\d?xl|display|\[\d[\d.]*(px|rem|em)\])$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
const SIZES = /^(2?xs|sm|md|lg|\d?xl|none|inner)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const FONT_FAMILY = /^(sans|serif|mono|src)$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const OUTLINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const BG_IMAGE = /^(none|brand-gradient|brand-glow|linear-.*|radial.*|conic.*|gradient-.*)$/;
const BG_OTHER =
  /^(fixed|local|scroll|clip-.*|origin-.*|repeat.*|no-repeat|auto|cover|contain|top|bottom|left|right|center)$/;

/** Which kind of class this is, or null for a class the merge leaves alone. */
export function classGroup(base: string): string | null {
  if (base.startsWith("[")) {
    const colon = base.indexOf(":");
    return colon > 0 ? base.slice(0, colon) + "]" : null;
  }
  if (KEYWORDS[base]) return KEYWORDS[base];
  const name = base.startsWith("-") ? base.slice(1) : base;
  const dash = name.indexOf("-");
  if (dash < 0) return null;
  const head = name.slice(0, dash);
  const value = name.slice(dash + 1).replace(/\/[\d.]+$/, "");
  switch (head) {
    case "text":
      return TEXT_SIZE.test(value)
        ? "font-size"
        : TEXT_ALIGN.test(value)
          ? "text-align"
          : TEXT_WRAP.test(value)
            ? "text-wrap"
            : "text-color";
    case "bg":
      return BG_IMAGE.test(value) ? "bg-image" : BG_OTHER.test(value) ? null : "bg-color";
    case "font":
      return FONT_WEIGHT.test(value) ? "font-weight" : FONT_FAMILY.test(value) ? "font-family" : null;
    case "shadow":
      return SIZES.test(value) ? "shadow" : "shadow-color";
    case "ring":
      if (value.startsWith("offset-")) return null;
      return WIDTH.test(value) ? "ring-w" : "ring-color";
    case "outline":
      return OUTLINE_STYLE.test(value)
        ? "outline-style"
        : WIDTH.test(value)
          ? "outline-w"
          : value.startsWith("offset-")
            ? "outline-offset"
            : "outline-color";
    case "decoration":
      return WIDTH.test(value) ? "decoration-thickness" : "decoration-color";
    case "border": {
      const side = /^([xytrbl]|[se])(-|$)/.exec(value);
      const rest = side ? value.slice(side[0].length) : value;
      const suffix = side ? "-" + side[1] : "";
      if (BORDER_STYLE.test(rest)) return side ? null : "border-style";
      return (WIDTH.test(rest) ? "border-w" : "border-color") + suffix;
    }
    case "rounded":
      return /^(t|b|l|r|tl|tr|bl|br)(-|$)/.test(value) ? "rounded-" + value.split("-")[0] : "rounded";
    case "overflow":
      return /^[xy]-/.test(value) ? "overflow-" + value[0] : "overflow";
    case "flex":
      return /^(\d+|auto|initial|none|\[.*\])$/.test(value) ? "flex" : null;
  }
  for (let end = name.length; end > 0; end = name.lastIndexOf("-", end - 1)) {
    const prefix = name.slice(0, end);
    if (end < name.length && PREFIXES.has(prefix)) return prefix;
  }
  return null;
}

/** Groups that a class of the key's group also overrides (`p-4` replaces an earlier `px-2`). */
const OVERRIDES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  "line-clamp": ["display", "overflow"],
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  rounded: ["rounded-t", "rounded-b", "rounded-l", "rounded-r", "rounded-tl", "rounded-tr", "rounded-bl", "rounded-br"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-b": ["rounded-bl", "rounded-br"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  "scroll-m": ["scroll-my", "scroll-mt", "scroll-mb"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
};

/** Splits `sm:hover:!px-4` into its variants (in a stable order), important flag and base class. */
function parse(token: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let base = token.slice(start);
  const important = base.startsWith("!") || base.endsWith("!");
  base = base.replace(/^!|!$/g, "");
  // Variant order does not matter to the cascade, except for arbitrary ones.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith("[")) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(":") + (important ? "!" : ""), base };
}

/** Drops each class that a later class of the same kind (and the same variants) overrides. */
export function mergeClasses(classList: string): string {
  const tokens = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) continue;
    const { variants, base } = parse(token);
    const group = classGroup(base);
    if (group) {
      const key = variants + "|" + group;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const other of OVERRIDES[group] ?? []) taken.add(variants + "|" + other);
    }
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
