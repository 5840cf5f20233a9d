import { cspHash, html, raw, toHtmlString } from "@/lib/http/html";
import { APP_NAMES, type InAppApp } from "./in-app-browser";

// The page an iPhone's in-app browser gets for a link set to open in the
// phone's browser: one button opens Safari (iOS 17 and later), the steps below
// it work on any version, and the visitor can always go on where they are.

const CSS = `:root{color-scheme:light dark}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,-apple-system,sans-serif;background:Canvas;color:CanvasText;padding:1.5rem;text-align:center}main{max-width:26rem}h1{font-size:1.25rem;margin:0 0 .5rem}.go{display:flex;align-items:center;justify-content:center;min-height:52px;margin:1.25rem 0 .75rem;border-radius:14px;background:#6d28d9;color:#fff;font-weight:600;text-decoration:none}.stay{display:inline-block;padding:.75rem;color:inherit}p{margin:.5rem 0}.host{overflow-wrap:anywhere;opacity:.8}`;

export function iosEscapePage(input: { safari: string; target: string; app: InAppApp }): {
  body: string;
  styleSrc: string;
} {
  const host = new URL(input.target).hostname;
  const app = APP_NAMES[input.app];
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Open in Safari</title>
        <meta name="robots" content="noindex" />
        <style>
          ${raw(CSS)}
        </style>
      </head>
      <body>
        <main>
          <h1>Open this link in Safari</h1>
          <p class="host">${host}</p>
          <a class="go" href="${input.safari}">Open in Safari</a>
          <p>
            If nothing happens, tap <strong>•••</strong> in ${app}'s browser and choose
            <strong>Open in external browser</strong>.
          </p>
          <a class="stay" href="${input.target}">Continue in ${app}</a>
        </main>
      </body>
    </html>`;
  return { body: toHtmlString(page), styleSrc: cspHash(CSS) };
}
