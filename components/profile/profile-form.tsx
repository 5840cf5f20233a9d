"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { announceGamification } from "@/components/gamification/announce";
import { AVATAR_TYPES, useAvatarUpload } from "@/components/profile/use-avatar-upload";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { graphemeLength } from "@/lib/bio/graphemes";
import { requestJson } from "@/lib/client/post-json";
import type { ActivityOutcome } from "@/lib/gamification/events";
import { BIO_LIMIT, PROFILE_MESSAGES, USERNAME_MAX } from "@/lib/profile/profile.schema";

export interface ProfileFormValues {
  username: string;
  displayName: string;
  bio: string;
  email: string;
  avatar: string | null;
}

interface SavedProfile {
  username: string;
  avatar: string | null;
  gamification?: ActivityOutcome | null;
}

/**
 * Create mode when the user has no profile yet, edit mode otherwise:
 * the username is fixed once created.
 */
export function ProfileForm({ mode, initial }: { mode: "create" | "edit"; initial: ProfileFormValues }) {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [pending, setPending] = useState(false);
  const { uploading, upload } = useAvatarUpload();
  const [error, setError] = useState<string | null>(null);
  const editing = mode === "edit";
  const bioLength = graphemeLength(values.bio);

  const set = (field: keyof ProfileFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onAvatar(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const avatar = await upload(file);
    if (avatar) setValues((v) => ({ ...v, avatar }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!values.username.trim()) return setError(PROFILE_MESSAGES.usernameRequired);
    if (!values.displayName.trim()) return setError(PROFILE_MESSAGES.displayNameRequired);
    if (bioLength > BIO_LIMIT) return setError(PROFILE_MESSAGES.bioTooLong);

    setPending(true);
    const payload = {
      username: values.username,
      displayName: values.displayName,
      bio: values.bio,
      email: values.email,
      avatar: values.avatar,
    };
    const result = editing
      ? await requestJson<SavedProfile>(`/api/profile/${encodeURIComponent(initial.username)}`, {
          method: "PUT",
          body: JSON.stringify(payload),
        })
      : await requestJson<SavedProfile>("/api/profile", { method: "POST", body: JSON.stringify(payload) });
    setPending(false);

    if (!result.ok) {
      setError(result.message);
      toast.error("Error", {
        description: editing ? PROFILE_MESSAGES.updateFailed : PROFILE_MESSAGES.createFailed,
      });
      return;
    }
    toast.success(editing ? "Profile Updated!" : "Profile Created!", {
      description: editing
        ? "Your profile has been updated successfully."
        : "Your profile has been created successfully.",
    });
    announceGamification(result.data.gamification);
    router.refresh();
  }

  const initials = (values.displayName.trim() || values.username.trim() || "?").slice(0, 2).toUpperCase();

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-5"
      noValidate
      aria-label={editing ? "Edit profile" : "Create profile"}
    >
      <div className="flex items-center gap-4">
        <Avatar className="size-20">
          {values.avatar && <AvatarImage src={values.avatar} alt="Your avatar" />}
          <AvatarFallback>{initials}</AvatarFallback>
        </Avatar>
        <div className="grid gap-2">
          <Label htmlFor="profile-avatar">Avatar</Label>
          <input
            ref={fileInput}
            id="profile-avatar"
            type="file"
            accept={AVATAR_TYPES.join(",")}
            className="sr-only"
            onChange={onAvatar}
          />
          <div className="flex gap-2">
            <Button type="button" variant="outline" disabled={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? "Uploading…" : "Upload image"}
            </Button>
            {values.avatar && (
              <Button type="button" variant="ghost" onClick={() => setValues((v) => ({ ...v, avatar: null }))}>
                Remove
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">JPEG, PNG, WebP or GIF, up to 2 MB.</p>
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="profile-username">Username</Label>
        <Input
          id="profile-username"
          name="username"
          value={values.username}
          onChange={set("username")}
          disabled={editing}
          required
          maxLength={USERNAME_MAX + 1}
          autoComplete="username"
          aria-describedby={editing ? "profile-username-hint" : undefined}
        />
        {editing && (
          <p id="profile-username-hint" className="text-xs text-muted-foreground">
            Your username can&apos;t be changed.
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor="profile-display-name">Display name</Label>
        <Input
          id="profile-display-name"
          name="displayName"
          value={values.displayName}
          onChange={set("displayName")}
          required
          maxLength={60}
          autoComplete="name"
        />
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="profile-bio">Bio</Label>
          <span
            aria-live="polite"
            className={
              bioLength <= BIO_LIMIT
                ? "text-xs text-green-700 dark:text-green-400"
                : "text-xs text-red-600 dark:text-red-400"
            }
          >
            {bioLength}/{BIO_LIMIT}
          </span>
        </div>
        <Textarea id="profile-bio" name="bio" value={values.bio} onChange={set("bio")} rows={3} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="profile-email">Email</Label>
        <Input
          id="profile-email"
          name="email"
          type="email"
          value={values.email}
          onChange={set("email")}
          autoComplete="email"
        />
        <p className="text-xs text-muted-foreground">Only you can see it.</p>
      </div>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      <Button type="submit" disabled={pending || uploading}>
        {pending ? "Saving…" : editing ? "Save changes" : "Create profile"}
      </Button>
    </form>
  );
}
