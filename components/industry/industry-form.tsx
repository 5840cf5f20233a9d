"use client";

import { useState } from "react";
import { IndustryField } from "@/components/hashtags/industry-field";
import { TextAreaField } from "@/components/tool-frame/tool-field";
import { ToolFrame } from "@/components/tool-frame/tool-frame";
import type { ToolQuota } from "@/lib/tools/tool-types";

/** The optimizer's fields on the tool frame: an industry and the bio as pasted. */
export function IndustryForm({ quota, endpoint }: { quota: ToolQuota; endpoint: string }) {
  const [industry, setIndustry] = useState("fitness");
  const [bio, setBio] = useState("");
  return (
    <ToolFrame
      tool="industry-bio-optimizer"
      endpoint={endpoint}
      quota={quota}
      input={{ industry, bio }}
      generateLabel="Optimize my bio"
      emptyHint="Pick your industry and paste your bio, then Optimize: a checklist of what strong bios in your industry carry, and a rewrite with each change explained."
    >
      <IndustryField value={industry} onChange={setIndustry} />
      <TextAreaField
        label="Your bio"
        value={bio}
        onChange={setBio}
        rows={5}
        maxLength={500}
        required
        placeholder={"Helping busy people get strong\nOnline & in-person"}
      />
    </ToolFrame>
  );
}
