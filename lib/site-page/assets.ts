import { cspHash } from "@/lib/http/html";
import { THEME_COOKIE, THEME_COOKIE_ATTRIBUTES, THEME_SCRIPT } from "@/lib/theme/theme";

// The stylesheet and the one script of the pages built without the framework (a share page, the
// company pages), inline and constant: each page's own Content-Security-Policy allows exactly
// these by their SHA-256 hashes. The colours are the
// product's tokens (app/globals.css) for the light and dark themes; "system" follows
// `prefers-color-scheme` unless <html> carries the `light` or `dark` class.

const LIGHT = `--bg:oklch(0.988 0.004 300);--fg:oklch(0.21 0.03 285);--card:oklch(1 0 0);--popover:oklch(1 0 0);--primary:oklch(0.52 0.23 293);--secondary:oklch(0.95 0.025 300);--secondary-fg:oklch(0.36 0.16 293);--muted:oklch(0.962 0.008 297);--muted-fg:oklch(0.48 0.03 285);--accent:oklch(0.94 0.035 305);--border:oklch(0.91 0.013 295);--ring:oklch(0.52 0.23 293);--shadow:oklch(0.35 0.08 290);color-scheme:light`;
const DARK = `--bg:oklch(0.16 0.02 285);--fg:oklch(0.97 0.006 290);--card:oklch(0.2 0.024 285);--popover:oklch(0.22 0.026 285);--primary:oklch(0.76 0.13 295);--secondary:oklch(0.29 0.045 290);--secondary-fg:oklch(0.95 0.02 295);--muted:oklch(0.26 0.024 285);--muted-fg:oklch(0.74 0.02 285);--accent:oklch(0.31 0.06 300);--border:oklch(0.3 0.025 285);--ring:oklch(0.76 0.13 295);--shadow:oklch(0.05 0.02 285);color-scheme:dark`;

export const SITE_PAGE_CSS = `:root{${LIGHT};--brand:linear-gradient(135deg,oklch(0.51 0.23 290) 0%,oklch(0.52 0.25 315) 55%,oklch(0.56 0.22 345) 100%);--radius:.75rem}
:root.dark{${DARK}}
@media (prefers-color-scheme:dark){:root:not(.light){${DARK}}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;-webkit-font-smoothing:antialiased}
a{color:inherit}
svg.icon{width:1.25rem;height:1.25rem;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round;flex-shrink:0}
.skip{position:absolute;left:-9999px;top:1rem;z-index:50;padding:.5rem 1rem;border-radius:.5rem;background:var(--primary);color:var(--bg)}
.skip:focus{left:1rem}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.wrap{width:100%;max-width:72rem;margin:0 auto;padding:0 1rem}
.site-header{position:sticky;top:0;z-index:40;border-bottom:1px solid var(--border);background:color-mix(in oklch,var(--bg) 88%,transparent);-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px)}
.site-header .wrap{display:flex;align-items:center;gap:1rem;min-height:4rem}
.logo{display:flex;align-items:center;gap:.5rem;min-height:2.75rem;font-weight:600;font-size:1.125rem;letter-spacing:-.01em;text-decoration:none}
.logo-mark{display:flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:.5rem;background:var(--brand);color:#fff;box-shadow:0 1px 2px color-mix(in oklch,var(--shadow) 12%,transparent)}
.logo-mark svg.icon{width:1rem;height:1rem}
.nav{display:none;gap:.25rem;margin-left:1rem}
.nav a{display:inline-flex;align-items:center;min-height:2.5rem;padding:0 .75rem;border-radius:.5rem;font-size:.875rem;color:var(--muted-fg);text-decoration:none}
.nav a:hover{color:var(--fg);background:var(--accent)}
.header-end{margin-left:auto;display:flex;align-items:center;gap:.5rem}
.icon-button{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border:0;border-radius:.5rem;background:transparent;color:var(--fg);cursor:pointer}
.icon-button:hover{background:var(--accent)}
.sign-in{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1rem;border-radius:.5rem;background:var(--primary);color:var(--bg);font-size:.875rem;font-weight:500;text-decoration:none}
.theme-menu{position:fixed;inset:auto;margin:0;min-width:9rem;padding:.25rem;border:1px solid var(--border);border-radius:.5rem;background:var(--popover);color:var(--fg);box-shadow:0 6px 16px -4px color-mix(in oklch,var(--shadow) 16%,transparent)}
.theme-menu p{margin:0;padding:.375rem .5rem;font-size:.875rem;font-weight:500}
.theme-menu button{display:flex;align-items:center;gap:.5rem;width:100%;min-height:2.5rem;padding:0 .5rem;border:0;border-radius:.375rem;background:transparent;color:inherit;font:inherit;font-size:.875rem;text-align:left;cursor:pointer}
.theme-menu button:hover,.theme-menu button:focus-visible{background:var(--accent)}
.theme-menu button span{flex:1}
.theme-menu button svg.check{visibility:hidden}
.theme-menu button[aria-pressed=true] svg.check{visibility:visible}
main{flex:1}
.share{max-width:42rem;margin:0 auto;padding:2.5rem 1rem;display:flex;flex-direction:column;gap:2rem}
.card{display:flex;flex-direction:column;gap:1.5rem;padding:1.5rem;border:1px solid var(--border);border-radius:1rem;background:var(--card);box-shadow:0 1px 3px color-mix(in oklch,var(--shadow) 6%,transparent)}
.creator{display:flex;align-items:center;gap:1rem}
.avatar{position:relative;display:flex;align-items:center;justify-content:center;flex-shrink:0;width:3.5rem;height:3.5rem;overflow:hidden;border-radius:50%;background:var(--secondary);color:var(--secondary-fg);font-size:1.125rem;font-weight:600;text-transform:uppercase;box-shadow:0 0 0 1px var(--border)}
.avatar img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.creator div{min-width:0}
h1{margin:0;font-size:1.25rem;line-height:1.4;font-weight:700;letter-spacing:-.01em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.byline{margin:0;font-size:.875rem;color:var(--muted-fg);overflow-wrap:anywhere}
blockquote{margin:0;padding:1.25rem;border-radius:.75rem;background:color-mix(in oklch,var(--muted) 60%,transparent);font-size:1.125rem;line-height:1.65;white-space:pre-line;overflow-wrap:anywhere}
.meta{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;font-size:.875rem;color:var(--muted-fg)}
.badge{display:inline-flex;align-items:center;padding:.125rem .625rem;border-radius:.375rem;background:var(--secondary);color:var(--secondary-fg);font-size:.75rem;font-weight:500;text-transform:capitalize}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:3rem;padding:0 1.5rem;border:0;border-radius:.625rem;background:var(--brand);color:#fff;font:inherit;font-size:1rem;font-weight:500;text-decoration:none;cursor:pointer;box-shadow:0 6px 16px -4px color-mix(in oklch,var(--shadow) 20%,transparent)}
.button:hover{filter:brightness(1.1)}
.pixel{position:absolute;width:1px;height:1px;opacity:0}
.cta{display:flex;flex-direction:column;align-items:center;gap:1rem;padding:1.5rem;border:1px solid var(--border);border-radius:1rem;background:color-mix(in oklch,var(--accent) 40%,transparent);text-align:center}
.cta svg.icon{width:2rem;height:2rem;color:var(--primary)}
h2{margin:0;font-size:1.5rem;line-height:1.3;font-weight:700;letter-spacing:-.01em;text-wrap:balance}
.cta p{margin:0;max-width:28rem;color:var(--muted-fg);text-wrap:pretty}
.not-found{max-width:32rem;margin:0 auto;padding:5rem 1rem;text-align:center;display:flex;flex-direction:column;align-items:center;gap:1rem}
.not-found p{margin:0;color:var(--muted-fg)}
.doc{max-width:48rem;margin:0 auto;padding:2.5rem 1rem 4rem}
.crumbs ol{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem;margin:0 0 .75rem;padding:0;list-style:none;font-size:.875rem;color:var(--muted-fg)}
.crumbs a{display:inline-flex;align-items:center;min-height:2.75rem;text-decoration:none}
.crumbs a:hover{color:var(--fg)}
.crumbs li+li::before{content:"/";margin-right:.25rem}
.crumbs [aria-current]{color:var(--fg);font-weight:500}
.doc h1{font-size:1.875rem;line-height:1.2;white-space:normal;text-wrap:balance}
.doc .lede{margin:.75rem 0 0;max-width:42rem;color:var(--muted-fg);text-wrap:pretty}
.doc .updated{margin:.75rem 0 2rem;font-size:.875rem;color:var(--muted-fg)}
.doc .intro{margin:0;font-size:1.125rem;line-height:1.65;text-wrap:pretty}
.toc{margin:2rem 0;padding:1.25rem;border:1px solid var(--border);border-radius:.75rem;background:color-mix(in oklch,var(--muted) 40%,transparent)}
.toc h2{margin:0 0 .75rem;font-size:.875rem;font-weight:600}
.toc ol{display:grid;gap:.25rem;margin:0;padding-left:1.25rem;font-size:.875rem}
.toc a{display:inline-block;padding:.25rem 0;color:var(--muted-fg);text-decoration:none}
.toc a:hover{color:var(--fg)}
.doc section{margin-top:2.5rem;scroll-margin-top:5rem}
.doc section h2,.openings h2{font-size:1.25rem;margin-bottom:.75rem}
.doc section p,.doc section li,.job p,.job li{color:var(--muted-fg);line-height:1.65}
.doc section p{margin:0 0 .75rem}
.doc ul{margin:0;padding-left:1.25rem;display:grid;gap:.25rem}
.openings{margin-top:3rem;display:grid;gap:1.5rem}
.openings>h2{font-size:1.5rem}
.job{padding:1.5rem;border:1px solid var(--border);border-radius:1rem;background:var(--card);box-shadow:0 1px 3px color-mix(in oklch,var(--shadow) 6%,transparent)}
.job h3{margin:0 0 .5rem;font-size:1.125rem}
.job h4{margin:1rem 0 .5rem;font-size:.875rem;font-weight:600}
.job .tags{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;font-size:.875rem;color:var(--muted-fg)}
.job .tags svg.icon{width:.875rem;height:.875rem}
.job .where{display:inline-flex;align-items:center;gap:.25rem}
.job .apply{display:inline-flex;align-items:center;min-height:2.75rem;margin-top:.5rem;color:var(--primary);font-weight:500}
.gallery{max-width:72rem;margin:0 auto;padding:2.5rem 1rem 4rem;display:flex;flex-direction:column;gap:2rem}
.gallery-head{display:flex;flex-direction:column;gap:.75rem}
.gallery h1,.not-found h1{font-size:1.875rem;line-height:1.2;white-space:normal;text-wrap:balance}
.lede{margin:0;max-width:42rem;color:var(--muted-fg);text-wrap:pretty}
.search{display:flex;gap:.5rem;width:100%;max-width:36rem}
.search-field{position:relative;flex:1;min-width:0}
.search-field svg.icon{position:absolute;left:.75rem;top:50%;width:1rem;height:1rem;transform:translateY(-50%);color:var(--muted-fg);pointer-events:none}
.search input{width:100%;height:2.75rem;padding:0 .75rem 0 2.25rem;border:1px solid var(--border);border-radius:.5rem;background:var(--bg);color:var(--fg);font:inherit;font-size:1rem}
.search input:focus-visible{outline:2px solid var(--ring);outline-offset:0}
.button.solid{background:var(--primary);color:var(--bg);min-height:2.75rem;padding:0 1rem;font-size:.875rem;box-shadow:none}
.button.outline{background:var(--bg);color:var(--fg);border:1px solid var(--border);box-shadow:none}
.button.outline:hover{background:var(--accent);filter:none}
.tcard .button{min-height:2.75rem;font-size:.875rem}
.tcard .button svg.icon{width:1rem;height:1rem}
.tiles ul{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem;margin:0;padding:0;list-style:none}
.tiles a{display:flex;align-items:center;gap:.5rem;min-height:2.75rem;height:100%;padding:.5rem .75rem;border:1px solid var(--border);border-radius:.5rem;background:var(--card);font-size:.875rem;text-decoration:none}
.tiles a:hover{background:var(--accent)}
.tiles a[aria-current]{border-color:var(--primary);background:var(--accent);font-weight:500}
.tiles svg.icon{width:1rem;height:1rem;color:var(--primary)}
.tiles .name{flex:1;min-width:0;line-height:1.25;overflow-wrap:anywhere}
.tiles .count{font-size:.75rem;color:var(--muted-fg);font-variant-numeric:tabular-nums}
.cats,.tgrid{display:grid;gap:2rem 1rem;margin:0;padding:0;list-style:none}
.tgrid{gap:1rem}
.cat{display:flex;flex-direction:column;gap:.75rem;height:100%}
.cat h2,.results h2{font-size:1.25rem;font-weight:600}
.cat-card{flex:1}
.results{display:flex;flex-direction:column;gap:1rem}
.link{display:inline-flex;align-items:center;min-height:2.75rem;color:var(--primary);font-size:.875rem;font-weight:500;text-decoration:none}
.link:hover{text-decoration:underline}
.tcard{display:flex;flex-direction:column;gap:.75rem;height:100%;padding:1rem;border:1px solid var(--border);border-radius:.75rem;background:var(--card);box-shadow:0 1px 3px color-mix(in oklch,var(--shadow) 6%,transparent)}
.tcard-head{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:.5rem}
.tcard h2,.tcard h3{margin:0;min-width:0;font-size:1rem;line-height:1.4;font-weight:600;overflow-wrap:anywhere}
.badges{display:flex;flex-wrap:wrap;gap:.375rem}
.badge.outline{background:transparent;color:var(--fg);box-shadow:inset 0 0 0 1px var(--border)}
.badge.premium{gap:.25rem;background:var(--brand);color:#fff}
.badge.premium svg.icon{width:.75rem;height:.75rem;fill:currentColor}
.tcard-desc{margin:0;font-size:.875rem;color:var(--muted-fg)}
.preview{flex:1;margin:0;padding:.75rem;border:1px solid var(--border);border-radius:.5rem;background:color-mix(in oklch,var(--muted) 50%,transparent);font-size:.875rem;line-height:1.6;white-space:pre-line;overflow-wrap:anywhere}
.tags{display:flex;flex-wrap:wrap;gap:.375rem;margin:0;padding:0;list-style:none}
.tags .badge{text-transform:none;font-weight:400}
.empty{display:flex;flex-direction:column;align-items:center;gap:.75rem;padding:2.5rem 1.5rem;border:1px dashed var(--border);border-radius:.75rem;text-align:center}
.empty-icon{display:flex;align-items:center;justify-content:center;width:3rem;height:3rem;border-radius:50%;background:var(--secondary);color:var(--secondary-fg)}
.empty h3{margin:0;font-size:1rem;font-weight:600}
.eyebrow{font-size:.875rem;font-weight:600;color:var(--primary)}
.toast{position:fixed;left:50%;bottom:calc(1.5rem + env(safe-area-inset-bottom));transform:translateX(-50%);z-index:60;max-width:calc(100% - 2rem);padding:.75rem 1rem;border:1px solid var(--border);border-radius:.75rem;background:var(--popover);color:var(--fg);font-size:.875rem;box-shadow:0 6px 16px -4px color-mix(in oklch,var(--shadow) 20%,transparent)}
.toast:empty{display:none}
.toast small{display:block;color:var(--muted-fg)}
.site-footer{margin-top:auto;border-top:1px solid var(--border);background:color-mix(in oklch,var(--muted) 40%,transparent)}
.site-footer .grid{display:grid;gap:2.5rem;padding-top:3rem;padding-bottom:3rem}
.site-footer .about p{max-width:24rem;margin:.75rem 0 0;font-size:.875rem;color:var(--muted-fg)}
.site-footer h2{margin:0 0 .75rem;font-size:.875rem;font-weight:600}
.site-footer ul{margin:0;padding:0;list-style:none;display:grid;gap:.25rem}
.site-footer li a{display:inline-flex;align-items:center;min-height:2.75rem;font-size:.875rem;color:var(--muted-fg);text-decoration:none}
.site-footer li a:hover{color:var(--fg)}
.copyright{margin:0 auto;padding-top:1.5rem;padding-bottom:1.5rem;font-size:.75rem;color:var(--muted-fg)}
.site-footer .bottom{border-top:1px solid var(--border)}
@media (pointer:fine){.site-footer li a,.crumbs a,.job .apply,.link{min-height:2.25rem}}
@media (min-width:640px){.share{padding:4rem 1rem}.doc,.gallery{padding-top:3.5rem}.doc h1,.gallery h1{font-size:2.25rem}.tiles ul{grid-template-columns:repeat(3,minmax(0,1fr))}.cats,.tgrid{grid-template-columns:repeat(2,minmax(0,1fr))}.toc ol{grid-template-columns:repeat(2,1fr)}.card,.cta{padding:2rem}.site-footer .grid{grid-template-columns:repeat(2,1fr)}}
@media (min-width:768px){.nav{display:flex}}
@media (min-width:1024px){.tiles ul{grid-template-columns:repeat(6,minmax(0,1fr))}.cats,.tgrid{grid-template-columns:repeat(3,minmax(0,1fr))}.site-footer .grid{grid-template-columns:repeat(4,1fr)}.site-footer .about{grid-column:span 2}}
@media (prefers-reduced-motion:no-preference){.button,.icon-button,.nav a{transition:filter .15s ease,background-color .15s ease,color .15s ease}}`;

// Copy the bio (with a toast for success and failure) and choose the theme (a cookie for a
// year on every path, the class on <html>, the menu's pressed state). The theme menu is the
// browser's own popover; the script only places it under its button.
export const SITE_PAGE_SCRIPT = `(function(){var d=document,h=d.documentElement;var toast=d.getElementById("toast"),timer;function say(t,s){toast.textContent="";var b=d.createElement("strong");b.textContent=t;toast.appendChild(b);if(s){var m=d.createElement("small");m.textContent=s;toast.appendChild(m)}clearTimeout(timer);timer=setTimeout(function(){toast.textContent=""},4000)}var copy=d.getElementById("copy-bio"),label=d.getElementById("copy-label");if(copy){copy.addEventListener("click",function(){var bio=d.getElementById("bio").textContent;var done=function(){label.textContent="Copied!";say("Bio copied!","Your bio has been copied to clipboard");setTimeout(function(){label.textContent="Copy this bio"},2000)};var fail=function(){say("Failed to copy bio to clipboard")};if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(bio).then(done,fail)}else{fail()}})}var menu=d.getElementById("theme-menu"),toggle=d.getElementById("theme-toggle");if(!menu||!toggle)return;function current(){var m=/(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)/.exec(d.cookie);return m?m[1]:"system"}function mark(){var c=current();menu.querySelectorAll("button[data-theme]").forEach(function(b){b.setAttribute("aria-pressed",String(b.getAttribute("data-theme")===c))})}mark();menu.addEventListener("beforetoggle",function(e){if(e.newState!=="open")return;var r=toggle.getBoundingClientRect();menu.style.top=r.bottom+4+"px";menu.style.right=Math.max(8,h.clientWidth-r.right)+"px"});menu.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button[data-theme]");if(!b)return;var t=b.getAttribute("data-theme");d.cookie="${THEME_COOKIE}="+t+"; ${THEME_COOKIE_ATTRIBUTES}"+(location.protocol==="https:"?"; Secure":"");h.classList.remove("light","dark");if(t!=="system")h.classList.add(t);mark();if(menu.hidePopover)menu.hidePopover()})})();`;

export const SITE_PAGE_STYLE_SRC = cspHash(SITE_PAGE_CSS);
/** The page's two inline scripts: the theme before the first paint, and the page's own. */
export const SITE_PAGE_SCRIPT_SRC = `${cspHash(THEME_SCRIPT)} ${cspHash(SITE_PAGE_SCRIPT)}`;

// default-src 'none' and nothing else: the page's own style and scripts by their hashes, images
// from this site. connect-src 'self': the script talks to nobody, but auditing tools run from
// inside the page.
export const SITE_PAGE_CSP = `default-src 'none'; style-src ${SITE_PAGE_STYLE_SRC}; script-src ${SITE_PAGE_SCRIPT_SRC}; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
