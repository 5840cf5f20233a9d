"use client";

import { useRef, useState, type ChangeEvent } from "react";
import { CameraIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";

import { announceGamification } from "@/components/gamification/announce";
import { AVATAR_TYPES, useAvatarUpload } from "@/components/profile/use-avatar-upload";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { requestJson } from "@/lib/client/post-json";
import type { ActivityOutcome } from "@/lib/gamification/events";
import { PROFILE_MESSAGES } from "@/lib/profile/profile.schema";

/** The user's saved profile, when there is one: the avatar is saved to it. */
export interface GeneratorProfile {
  username: string;
  avatar: string | null;
}

interface SavedProfile {
  username: string;
  avatar: string | null;
  gamification?: ActivityOutcome | null;
}

/**
 * The Edit Profile dialog for an avatar: the picture shown in the Social Preview.
 * It is saved to the user's profile (created with the preview's name and username when there
 * is none yet), so it counts as a profile customisation and shows everywhere the profile does.
 */
export function EditProfileDialog({
  profile,
  displayName,
  username,
  onSaved,
}: {
  profile: GeneratorProfile | null;
  /** The preview's display name and username, used to create a profile if there is none. */
  displayName: string;
  username: string;
  onSaved: (profile: GeneratorProfile) => void;
}) {
  const [open, setOpen] = useState(false);
  const [avatar, setAvatar] = useState<string | null>(profile?.avatar ?? null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useAvatarUpload();
  const initials = (displayName.trim() || username.trim() || "?").slice(0, 2).toUpperCase();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setAvatar(profile?.avatar ?? null);
      setError(null);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const uploaded = await upload(file);
    if (uploaded) setAvatar(uploaded);
  }

  async function save() {
    setError(null);
    if (!profile && !username.trim()) return setError(PROFILE_MESSAGES.usernameRequired);
    if (!profile && !displayName.trim()) return setError(PROFILE_MESSAGES.displayNameRequired);
    setSaving(true);
    const result = profile
      ? await requestJson<SavedProfile>(`/api/profile/${encodeURIComponent(profile.username)}`, {
          method: "PUT",
          body: JSON.stringify({ avatar }),
        })
      : await requestJson<SavedProfile>("/api/profile", {
          method: "POST",
          body: JSON.stringify({ username, displayName, avatar }),
        });
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      toast.error("Error", { description: profile ? PROFILE_MESSAGES.updateFailed : PROFILE_MESSAGES.createFailed });
      return;
    }
    toast.success(profile ? "Profile Updated!" : "Profile Created!", {
      description: profile
        ? "Your profile has been updated successfully."
        : "Your profile has been created successfully.",
    });
    onSaved({ username: result.data.username, avatar: result.data.avatar });
    announceGamification(result.data.gamification);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <CameraIcon aria-hidden="true" />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogPanel
        className="sm:max-w-md"
        title="Edit Profile"
        description={
          profile
            ? `Your avatar for @${profile.username}: shown in the previews and on your profile.`
            : "Add an avatar. Saving creates your profile with the name and username above."
        }
      >
        <div className="flex flex-col items-center gap-4 py-2">
          <Avatar className="size-24">
            {avatar && <AvatarImage src={avatar} alt="Your avatar" />}
            <AvatarFallback className="bg-brand-gradient text-2xl font-semibold text-brand-foreground">
              {initials}
            </AvatarFallback>
          </Avatar>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_TYPES.join(",")}
            className="sr-only"
            aria-label="Avatar image"
            tabIndex={-1}
            onChange={onFile}
          />
          <div className="flex flex-wrap justify-center gap-2">
            <Button type="button" variant="outline" disabled={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? "Uploading…" : avatar ? "Change image" : "Upload image"}
            </Button>
            {avatar && (
              <Button type="button" variant="ghost" disabled={uploading} onClick={() => setAvatar(null)}>
                Remove
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">JPEG, PNG, WebP or GIF, up to 2 MB.</p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={uploading || saving || avatar === (profile?.avatar ?? null)}
            onClick={() => void save()}
          >
            {saving ? "Saving..." : "Save"}
          </Button>
        </DialogFooter>
      </DialogPanel>
    </Dialog>
  );
}
