"use client";

import { useId, useState } from "react";
import { ToolFrame } from "@/components/tool-frame/tool-frame";
import { FieldRow, TextField } from "@/components/tool-frame/tool-field";
import type { LaunchPrefill } from "@/lib/ecommerce/product-view";
import type { ToolQuota } from "@/lib/tools/tool-types";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** Product launch on the tool frame. */
export function LaunchForm({ quota, initial }: { quota: ToolQuota; initial?: Partial<LaunchPrefill> }) {
  const preorderId = useId();
  const [product, setProduct] = useState(initial?.product ?? "");
  const [whatsNew, setWhatsNew] = useState(initial?.whatsNew ?? "");
  const [launchDate, setLaunchDate] = useState("");
  const [price, setPrice] = useState(initial?.price ?? "");
  const [preorder, setPreorder] = useState(false);
  const [linkText, setLinkText] = useState(initial?.linkText ?? "");

  return (
    <ToolFrame
      tool="product-launch"
      endpoint="/api/product-launch-bios"
      quota={quota}
      input={{ product, whatsNew, launchDate, price, preorder, linkText }}
      generateLabel="Generate launch bios"
      emptyHint="Name the product, say what is new and pick the launch date: you get teaser, launch-day and after-launch bios."
    >
      <TextField
        label="Product name"
        value={product}
        onChange={setProduct}
        placeholder="Ember Mini"
        required
        maxLength={40}
      />
      <TextField
        label="What is new"
        value={whatsNew}
        onChange={setWhatsNew}
        placeholder="A pocket-size candle that burns 20 hours"
        required
        maxLength={70}
      />
      <FieldRow>
        <TextField label="Launch date" type="date" value={launchDate} onChange={setLaunchDate} required />
        <TextField label="Price (optional)" value={price} onChange={setPrice} placeholder="₹1,499" maxLength={20} />
      </FieldRow>
      <div className="flex min-h-11 items-center justify-between gap-3">
        <Label htmlFor={preorderId}>Pre-orders are open</Label>
        <Switch id={preorderId} checked={preorder} onCheckedChange={setPreorder} />
      </div>
      <TextField
        label="Link text (optional)"
        value={linkText}
        onChange={setLinkText}
        placeholder="glowandco.in/ember"
        maxLength={40}
      />
    </ToolFrame>
  );
}
