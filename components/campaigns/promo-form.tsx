"use client";

import { useState } from "react";
import { ToolFrame } from "@/components/tool-frame/tool-frame";
import { ChoiceField, FieldRow, TextField } from "@/components/tool-frame/tool-field";
import type { PromoPrefill } from "@/lib/ecommerce/product-view";
import type { ToolQuota } from "@/lib/tools/tool-types";
import { CURRENCIES, type Currency, type Urgency } from "@/lib/tools/promo-bios/promo.schema";

const KIND_OPTIONS = [
  { value: "percent", label: "Percentage off" },
  { value: "amount", label: "Amount off" },
] as const;

const CURRENCY_OPTIONS = (Object.keys(CURRENCIES) as Currency[]).map((c) => ({
  value: c,
  label: `${CURRENCIES[c]} ${c}`,
}));

const URGENCY_OPTIONS: { value: Urgency; label: string }[] = [
  { value: "gentle", label: "Gentle: a friendly reminder" },
  { value: "standard", label: "Standard: a clear sale" },
  { value: "high", label: "High: last chance" },
];

/** Promo bios: the offer exactly as the user enters it, on the tool frame. */
export function PromoForm({
  quota,
  endpoint,
  initial,
}: {
  quota: ToolQuota;
  endpoint: string;
  initial?: Partial<PromoPrefill>;
}) {
  const [kind, setKind] = useState<"percent" | "amount">("percent");
  const [value, setValue] = useState("");
  const [currency, setCurrency] = useState<Currency>("USD");
  const [code, setCode] = useState("");
  const [endDate, setEndDate] = useState("");
  const [urgency, setUrgency] = useState<Urgency>("standard");
  const [business, setBusiness] = useState(initial?.business ?? "");
  const [appliesTo, setAppliesTo] = useState(initial?.appliesTo ?? "");

  return (
    <ToolFrame
      tool="promo-bios"
      endpoint={endpoint}
      quota={quota}
      input={{ kind, value, currency, code, endDate, urgency, business, appliesTo }}
      generateLabel="Generate promo bios"
      emptyHint="Enter your discount, code and end date, then Generate: every bio states your offer exactly as you typed it."
    >
      <FieldRow>
        <ChoiceField label="Discount" value={kind} onChange={setKind} options={KIND_OPTIONS} />
        {kind === "amount" ? (
          <ChoiceField label="Currency" value={currency} onChange={setCurrency} options={CURRENCY_OPTIONS} />
        ) : null}
      </FieldRow>
      <FieldRow>
        <TextField
          label={kind === "percent" ? "Percent off" : "Amount off"}
          value={value}
          onChange={setValue}
          inputMode="decimal"
          placeholder={kind === "percent" ? "20" : "500"}
          required
          maxLength={10}
        />
        <TextField
          label="Discount code (optional)"
          value={code}
          onChange={setCode}
          placeholder="DIWALI20"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FieldRow>
      <FieldRow>
        <TextField label="Offer ends" type="date" value={endDate} onChange={setEndDate} required />
        <ChoiceField label="Urgency" value={urgency} onChange={setUrgency} options={URGENCY_OPTIONS} />
      </FieldRow>
      <TextField
        label="What you sell (optional)"
        value={business}
        onChange={setBusiness}
        placeholder="Handmade soy candles"
        maxLength={40}
      />
      <TextField
        label="The offer covers (optional)"
        value={appliesTo}
        onChange={setAppliesTo}
        placeholder="all gift boxes"
        hint="Leave empty if the discount applies to everything."
        maxLength={40}
      />
    </ToolFrame>
  );
}
