"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/**
 * Uploads an avatar to POST /api/avatars with these checks and toasts:
 * an image type, under 2 MB, and 'Upload Failed' when the server cannot read it.
 * Resolves to the avatar's URL, or null when nothing was uploaded.
 */
export function useAvatarUpload() {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<string | null> {
    if (!AVATAR_TYPES.includes(file.type)) {
      toast.error("Invalid File", { description: "Please select an image file." });
      return null;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error("File Too Large", { description: "Please select an image smaller than 2MB." });
      return null;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.set("avatar", file);
      const res = await fetch("/api/avatars", { method: "POST", body: form, credentials: "same-origin" });
      const body = (await res.json().catch(() => ({}))) as { avatar?: string; message?: string };
      if (!res.ok || !body.avatar) {
        toast.error("Upload Failed", { description: body.message ?? "Failed to upload image. Please try again." });
        return null;
      }
      return body.avatar;
    } catch {
      toast.error("Upload Failed", { description: "Failed to upload image. Please try again." });
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload };
}
