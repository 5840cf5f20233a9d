"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { StoreField, StoreProfile } from "@/lib/ecommerce/ecommerce.schema";

const FIELDS: { field: StoreField; label: string; placeholder: string; max: number }[] = [
  { field: "name", label: "Store name", placeholder: "Glow & Co", max: 40 },
  { field: "niche", label: "Niche", placeholder: "Hand-poured soy candles", max: 40 },
  { field: "audience", label: "Audience", placeholder: "Gift shoppers and home lovers", max: 60 },
  { field: "location", label: "Location", placeholder: "Leeds, UK", max: 40 },
];

/** The store profile: it fills in the promo bios tool and the business templates. */
export function StoreProfileCard({ initial, onSaved }: { initial: StoreProfile; onSaved: () => void }) {
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await postJson<{ store: StoreProfile }>("/api/ecommerce/store-profile", values, { method: "PUT" });
    setSaving(false);
    if (!result.ok) return setError(result.message);
    setError("");
    setValues(result.data.store);
    onSaved();
    toast.success("Store profile saved");
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Store profile</h2>
        </CardTitle>
        <CardDescription>
          Pre-fills the promo bios tool and the business templates, so you type it once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {FIELDS.map(({ field, label, placeholder, max }) => (
            <div key={field} className="flex flex-col gap-1.5">
              <Label htmlFor={`${baseId}-${field}`}>{label}</Label>
              <Input
                id={`${baseId}-${field}`}
                value={values[field]}
                placeholder={placeholder}
                maxLength={max}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              />
            </div>
          ))}
          <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1 xl:col-span-2">
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" variant="outline" disabled={saving} className="min-h-11 self-start">
              {saving && <Spinner />}
              Save store profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
