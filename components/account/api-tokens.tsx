"use client";

import { CheckIcon, CopyIcon, KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { useCopy } from "@/components/generator/use-copy";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { API_TOKEN_NAME_MAX, createApiTokenSchema, type ApiTokenView } from "@/lib/auth/api-token.schema";
import { postJson } from "@/lib/client/post-json";
import { RevokeTokenDialog } from "./revoke-token-dialog";

/** Personal API tokens: the live ones with their dates, create a named one (shown once), revoke. */
export function ApiTokens({ initialTokens, timeZone }: { initialTokens: ApiTokenView[]; timeZone: string }) {
  const [tokens, setTokens] = useState(initialTokens);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server and the browser format alike (same locale and zone), so hydration matches.
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone });
  const moment = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    const parsed = createApiTokenSchema.safeParse({ name: new FormData(form).get("name") });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the name.");
    setPending(true);
    const result = await postJson<{ token: string; apiToken: ApiTokenView }>("/api/account/tokens", parsed.data);
    setPending(false);
    if (!result.ok) return setError(result.message);
    form.reset();
    setTokens((list) => [result.data.apiToken, ...list]);
    setCreated({ name: result.data.apiToken.name, token: result.data.token });
  }

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} className="grid gap-2" aria-label="Create an API token" noValidate>
        <Label htmlFor="api-token-name">Token name</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="api-token-name"
            name="name"
            maxLength={API_TOKEN_NAME_MAX}
            placeholder="e.g. Zapier, my posting script"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "api-token-error" : undefined}
            className="sm:max-w-xs"
          />
          <Button type="submit" disabled={pending} className="w-full sm:w-fit">
            {pending ? (
              <Spinner label="Creating the token…" className="text-current" />
            ) : (
              <KeyRound aria-hidden="true" />
            )}
            Create token
          </Button>
        </div>
        <div aria-live="polite">
          {error && (
            <p id="api-token-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      </form>

      {created && <NewToken {...created} onDone={() => setCreated(null)} />}

      {tokens.length === 0 ? (
        <p className="text-sm text-muted-foreground">No API tokens yet.</p>
      ) : (
        <ul aria-label="Your API tokens" className="grid divide-y rounded-lg border">
          {tokens.map((t) => (
            <li key={t.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="grid min-w-0 gap-1">
                <p className="truncate font-medium">{t.name}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground sm:flex sm:flex-wrap sm:gap-x-4">
                  <Fact term="Created" value={day.format(new Date(t.createdAt))} />
                  <Fact term="Last used" value={t.lastUsedAt ? moment.format(new Date(t.lastUsedAt)) : "Never"} />
                  <Fact term="Expires" value={day.format(new Date(t.expiresAt))} />
                </dl>
              </div>
              <RevokeTokenDialog
                id={t.id}
                name={t.name}
                onRevoked={() => setTokens((list) => list.filter((x) => x.id !== t.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="contents sm:flex sm:gap-1">
      <dt>{term}</dt>
      <dd className="text-foreground">{value}</dd>
    </div>
  );
}

/** The plain token, once: it is stored hashed and can never be shown again. */
function NewToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const { copied, copy } = useCopy();
  return (
    <Alert role="status">
      <AlertTitle>Copy your new token “{name}” now</AlertTitle>
      <AlertDescription className="grid justify-items-stretch gap-3">
        <p>
          You won&apos;t be able to see it again. Send it as{" "}
          <code className="font-mono text-xs">Authorization: Bearer …</code> with API requests.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            value={token}
            aria-label="New API token"
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-fit"
            onClick={async () => {
              if (await copy(token)) toast.success("Token copied!", { description: "Paste it into your app now." });
              else toast.error("Couldn't copy the token", { description: "Select it and copy it yourself." });
            }}
          >
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
          <Button type="button" variant="ghost" className="w-full sm:w-fit" onClick={onDone}>
            Done
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
