"use client";

import { Check, ExternalLink, Link2, Megaphone, Rocket } from "lucide-react";
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import { PLATFORM_NAMES } from "@/lib/ecommerce/catalogue";
import { cn } from "@/lib/utils";
import type { ProductView, StudioPaths } from "./types";

function initials(title: string) {
  return (
    title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => Array.from(w)[0]?.toUpperCase() ?? "")
      .join("") || "?"
  );
}

function stockText(stock: number | null) {
  if (stock === null) return "Stock not tracked";
  return stock === 0 ? "Out of stock" : `${stock.toLocaleString("en-US")} in stock`;
}

function shortUrl(url: string) {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^www\./, "")}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return url;
  }
}

/** One product: what the store says about it, its address, and what to do with it. */
export function ProductCard({
  product,
  linked,
  hasProfile,
  paths,
  onChange,
  onLinked,
}: {
  product: ProductView;
  linked: boolean;
  hasProfile: boolean;
  paths: StudioPaths;
  onChange: (product: ProductView) => void;
  onLinked: (id: string) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState(product.url ?? "");
  const [busy, setBusy] = useState<"" | "feature" | "url" | "link">("");
  const [error, setError] = useState("");

  const patch = async (body: { featured?: boolean; url?: string | null }, kind: "feature" | "url") => {
    setBusy(kind);
    const result = await postJson<{ product: ProductView }>(`/api/ecommerce/products/${product.id}`, body, {
      method: "PATCH",
    });
    setBusy("");
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    setError("");
    onChange(result.data.product);
    return true;
  };

  const saveUrl = async (event: FormEvent) => {
    event.preventDefault();
    if (await patch({ url: url.trim() || null }, "url")) setEditing(false);
  };

  const addLink = async () => {
    setBusy("link");
    const result = await postJson(`/api/ecommerce/products/${product.id}/link`, {});
    setBusy("");
    if (!result.ok && result.status !== 409) return setError(result.message);
    setError("");
    onLinked(product.id);
    toast.success(`${product.title} is on your link-in-bio page`);
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground" data-testid="product-card">
      <div className="flex gap-3">
        <ProductThumbnail title={product.title} imageUrl={product.imageUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{product.title}</h3>
          <p className="text-sm text-muted-foreground">
            {[
              product.priceText || "No price",
              stockText(product.stock),
              product.variantCount > 1 ? `${product.variantCount} variants` : "",
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge variant="outline">{PLATFORM_NAMES[product.platform]}</Badge>
            {product.featured && <Badge variant="gradient">Featured</Badge>}
            {linked && <Badge variant="success">On link in bio</Badge>}
          </div>
        </div>
      </div>

      {product.description && <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>}

      {editing ? (
        <form onSubmit={saveUrl} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-url`}>Product page address</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://yourstore.com/products/…"
              onChange={(e) => setUrl(e.target.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" size="sm" className="min-h-11" disabled={busy === "url"}>
              {busy === "url" && <Spinner />}
              Save
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {product.url ? (
            <a
              href={product.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline underline-offset-4"
            >
              {shortUrl(product.url)}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          ) : (
            <span className="text-muted-foreground">No product page address yet</span>
          )}
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto min-h-11 px-0"
            aria-label={`${product.url ? "Edit address" : "Add address"} of ${product.title}`}
            onClick={() => setEditing(true)}
          >
            {product.url ? "Edit address" : "Add address"}
          </Button>
        </div>
      )}

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <div className="mr-auto flex min-h-11 items-center gap-2">
          <Switch
            id={`${id}-featured`}
            checked={product.featured}
            disabled={busy === "feature"}
            onCheckedChange={(featured) => void patch({ featured }, "feature")}
          />
          <Label htmlFor={`${id}-featured`}>
            Feature<span className="sr-only"> {product.title}</span>
          </Label>
        </div>
        {hasProfile &&
          (linked ? (
            <Link href={paths.linkInBio} className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "min-h-11")}>
              <Check aria-hidden="true" />
              On your page
            </Link>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="min-h-11"
              disabled={busy === "link" || !product.url}
              title={product.url ? undefined : "Add the product's page address first"}
              aria-label={`Add to link in bio: ${product.title}`}
              onClick={() => void addLink()}
            >
              {busy === "link" ? <Spinner /> : <Link2 aria-hidden="true" />}
              Add to link in bio
            </Button>
          ))}
        <Link
          href={`${paths.launch}?product=${product.id}`}
          aria-label={`Launch bio for ${product.title}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "min-h-11")}
        >
          <Rocket aria-hidden="true" />
          Launch bio
        </Link>
        <Link
          href={`${paths.promo}?product=${product.id}`}
          aria-label={`Promo bio for ${product.title}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "min-h-11")}
        >
          <Megaphone aria-hidden="true" />
          Promo bio
        </Link>
      </div>
    </li>
  );
}

/** The product's image from the store's own host, or its initials when it has none or it fails to load. */
function ProductThumbnail({ title, imageUrl }: { title: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      // A plain img: the address is the store's, not ours, so the image optimiser cannot fetch it.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={imageUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-14 shrink-0 rounded-lg bg-secondary object-cover"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-secondary text-lg font-semibold text-secondary-foreground"
    >
      {initials(title)}
    </div>
  );
}
