import { SITE } from "@/lib/config/site";
import { draftSocials, type PageDraft } from "@/lib/link-in-bio/draft";
import { SocialGlyph } from "./social-glyph";
import { isLinkLive } from "@/lib/link-in-bio/schedule";
import { SOCIAL_LABELS } from "@/lib/link-in-bio/socials";
import { isHexColor, textOn, THEMES } from "@/lib/link-in-bio/themes";
import { linkName } from "./link-card";
import type { BuilderProfile } from "./types";

/**
 * The public page as visitors will see it, drawn from the draft in a phone
 * frame: the same theme colours, accent, order and visibility rules.
 */
export function PhonePreview({ draft, profile }: { draft: PageDraft; profile: BuilderProfile }) {
  const theme = THEMES[draft.theme];
  const accent = isHexColor(draft.accent) ? draft.accent : theme.accent;
  const now = new Date();
  const shown = draft.links.filter((l) =>
    isLinkLive(
      {
        enabled: l.enabled,
        startsAt: l.startsAt ? new Date(l.startsAt) : null,
        endsAt: l.endsAt ? new Date(l.endsAt) : null,
      },
      now,
    ),
  );
  const hidden = draft.links.length - shown.length;
  const socials = draftSocials(draft);
  const initial = (Array.from(profile.displayName.trim())[0] ?? "@").toUpperCase();

  return (
    <figure className="flex flex-col items-center gap-2" data-testid="lib-preview">
      <div className="w-[300px] max-w-full rounded-[2.5rem] border-[10px] border-zinc-900 bg-zinc-900 shadow-xl dark:border-zinc-700">
        <div
          className="h-[560px] overflow-y-auto rounded-[1.75rem] px-4 pt-8 pb-6 text-center"
          style={{ background: theme.background, color: theme.text }}
        >
          {profile.avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- the user's own avatar, already sized by the server
            <img
              src={profile.avatar}
              alt=""
              width={72}
              height={72}
              className="mx-auto size-18 rounded-full object-cover"
              style={{ border: `3px solid ${accent}` }}
            />
          ) : (
            <div
              aria-hidden="true"
              className="mx-auto flex size-18 items-center justify-center rounded-full text-3xl font-bold"
              style={{ background: accent, color: textOn(accent) }}
            >
              {initial}
            </div>
          )}
          <p className="mt-3 text-lg font-bold break-words">{profile.displayName}</p>
          <p className="text-sm" style={{ color: theme.muted }}>
            @{profile.username}
          </p>
          {draft.bio.trim() && <p className="mt-2 text-sm break-words whitespace-pre-line">{draft.bio.trim()}</p>}
          {socials.length > 0 && (
            <ul className="mt-3 flex flex-wrap justify-center gap-1" aria-label="Social icons">
              {socials.map((s) => (
                <li key={s.kind} className="flex size-9 items-center justify-center" title={SOCIAL_LABELS[s.kind]}>
                  <SocialGlyph kind={s.kind} width="20" height="20" label={SOCIAL_LABELS[s.kind]} />
                </li>
              ))}
            </ul>
          )}
          {shown.length > 0 ? (
            <ol className="mt-5 flex flex-col gap-2.5" aria-label="Links in the preview">
              {shown.map((l) => (
                <li
                  key={l.key}
                  className="flex min-h-12 items-center justify-center rounded-[14px] px-4 py-3 text-sm font-semibold break-words shadow-sm"
                  style={{ background: accent, color: textOn(accent) }}
                  data-testid="preview-link"
                >
                  {linkName(l)}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-5 text-sm" style={{ color: theme.muted }}>
              No links here yet.
            </p>
          )}
          <p className="mt-6 text-xs underline" style={{ color: theme.muted }}>
            Made with {SITE.name}
          </p>
        </div>
      </div>
      <figcaption className="text-center text-xs text-muted-foreground">
        Preview of your unsaved changes
        {hidden > 0 && ` · ${hidden} ${hidden === 1 ? "link is" : "links are"} off or scheduled and not shown`}
      </figcaption>
    </figure>
  );
}
