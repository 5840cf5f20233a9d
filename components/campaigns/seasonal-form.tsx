"use client";

import { useState } from "react";
import { ToolFrame } from "@/components/tool-frame/tool-frame";
import { BusinessNameField, TextField } from "@/components/tool-frame/tool-field";
import type { ToolQuota } from "@/lib/tools/tool-types";
import type { MomentOccurrence } from "@/lib/moments/moment-types";
import { MAX_SEASONAL_MOMENTS } from "@/lib/tools/seasonal-campaigns/seasonal.schema";
import { MomentPicker } from "./moment-picker";

/** Seasonal campaigns on the tool frame: the business, an optional offer and up to three moments. */
export function SeasonalForm({
  quota,
  moments,
  today,
}: {
  quota: ToolQuota;
  moments: readonly MomentOccurrence[];
  today: string;
}) {
  const [business, setBusiness] = useState("");
  const [brand, setBrand] = useState("");
  const [offer, setOffer] = useState("");
  const [chosen, setChosen] = useState<string[]>(() => moments.slice(0, 1).map((m) => m.key));

  return (
    <ToolFrame
      tool="seasonal-campaigns"
      endpoint="/api/seasonal-campaigns"
      quota={quota}
      input={{ business, brand, offer, moments: chosen }}
      generateLabel="Generate seasonal bios"
      emptyHint={`Choose up to ${MAX_SEASONAL_MOMENTS} moments and say what your business offers: each moment gets campaign angles and bios with its real date.`}
    >
      <MomentPicker moments={moments} today={today} chosen={chosen} onChange={setChosen} max={MAX_SEASONAL_MOMENTS} />
      <TextField
        label="What your business offers"
        value={business}
        onChange={setBusiness}
        placeholder="Handmade soy candles"
        required
        maxLength={60}
      />
      <BusinessNameField value={brand} onChange={setBrand} />
      <TextField
        label="Your offer (optional)"
        value={offer}
        onChange={setOffer}
        placeholder="15% off gift sets"
        hint="Written into the bios word for word. Leave empty for no offer."
        maxLength={60}
      />
    </ToolFrame>
  );
}
