"use client";

import { useState } from "react";
import { ToolFrame } from "@/components/tool-frame/tool-frame";
import { BusinessNameField, ChoiceField, FieldRow, TextField } from "@/components/tool-frame/tool-field";
import type { ToolQuota } from "@/lib/tools/tool-types";
import { GOAL_LABELS, GOALS, type Goal } from "@/lib/tools/campaign-bios/campaign.schema";

const GOAL_OPTIONS = GOALS.map((g) => ({ value: g, label: GOAL_LABELS[g] }));

const PROMOTING: Record<Goal, { label: string; placeholder: string }> = {
  awareness: { label: "What you want people to know", placeholder: "Our new studio in Pune" },
  sales: { label: "Your offer", placeholder: "Diwali sale: 20% off all candles" },
  signups: { label: "What people sign up for", placeholder: "our free 7-day trial" },
  event: { label: "Your event", placeholder: "Candle-making workshop" },
};

/** The campaign bio generator on the tool frame. */
export function CampaignForm({ quota }: { quota: ToolQuota }) {
  const [goal, setGoal] = useState<Goal>("sales");
  const [offer, setOffer] = useState("");
  const [brand, setBrand] = useState("");
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [audience, setAudience] = useState("");
  const [cta, setCta] = useState("");
  const [linkText, setLinkText] = useState("");
  const promoting = PROMOTING[goal];
  const event = goal === "event";

  return (
    <ToolFrame
      tool="campaign-bio-generator"
      endpoint="/api/campaign-bios"
      quota={quota}
      input={{ goal, offer, brand, startDate: event ? "" : startDate, endDate, audience, cta, linkText }}
      generateLabel="Generate campaign bios"
      emptyHint="Choose a goal and say what you're promoting: every bio names it word for word, with its dates and your call to action."
    >
      <ChoiceField label="Goal" value={goal} onChange={setGoal} options={GOAL_OPTIONS} />
      <TextField
        label={promoting.label}
        value={offer}
        onChange={setOffer}
        placeholder={promoting.placeholder}
        required
        maxLength={60}
      />
      <BusinessNameField value={brand} onChange={setBrand} />
      <FieldRow>
        {!event && <TextField label="Starts (optional)" type="date" value={startDate} onChange={setStartDate} />}
        <TextField
          label={event ? "Event date" : "Ends (optional)"}
          type="date"
          value={endDate}
          onChange={setEndDate}
          required={event}
        />
      </FieldRow>
      <TextField
        label="Audience (optional)"
        value={audience}
        onChange={setAudience}
        placeholder="gift shoppers"
        maxLength={40}
      />
      <FieldRow>
        <TextField
          label="Call to action (optional)"
          value={cta}
          onChange={setCta}
          placeholder="Shop now"
          maxLength={30}
        />
        <TextField
          label="Link text (optional)"
          value={linkText}
          onChange={setLinkText}
          placeholder="glowandco.in/sale"
          maxLength={40}
        />
      </FieldRow>
    </ToolFrame>
  );
}
