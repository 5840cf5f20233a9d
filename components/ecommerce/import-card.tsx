"use client";

import { CircleAlert, CircleCheck, FileUp } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { requestJson } from "@/lib/client/post-json";
import type { ImportSummary } from "@/lib/ecommerce/catalogue";

const MAX_MB = 20;

const HOW_TO = [
  {
    platform: "Shopify",
    steps: "Products → Export → All products, CSV for Excel, Numbers, or other spreadsheet programs.",
  },
  { platform: "WooCommerce", steps: "Products → All Products → Export → Generate CSV." },
  {
    platform: "Etsy",
    steps: "Shop Manager → Settings → Options → Download Data → Download CSV (currently for sale listings).",
  },
];

type State =
  | { kind: "idle" }
  | { kind: "uploading"; name: string }
  | { kind: "done"; summary: ImportSummary }
  | { kind: "error"; message: string };

/** Upload a store's product export: the file is streamed to the server as it is, up to 20 MB. */
export function ImportCard({ maxProducts, onImported }: { maxProducts: number; onImported: () => void }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setState({ kind: "error", message: "Please choose your products export (a .csv file) first." });
    if (file.size > MAX_MB * 1024 * 1024) {
      return setState({
        kind: "error",
        message: `This file is larger than ${MAX_MB} MB. Please split the export into smaller files.`,
      });
    }
    setState({ kind: "uploading", name: file.name });
    const result = await requestJson<ImportSummary>("/api/ecommerce/import", {
      method: "POST",
      body: file,
      headers: { "Content-Type": "text/csv" },
    });
    if (!result.ok) return setState({ kind: "error", message: result.message });
    setState({ kind: "done", summary: result.data });
    setFile(null);
    if (input.current) input.current.value = "";
    onImported();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Import your products</h2>
        </CardTitle>
        <CardDescription>
          Upload the products export from Shopify, WooCommerce or Etsy exactly as you downloaded it. Importing it again
          updates your products instead of adding copies. Up to {MAX_MB} MB and {maxProducts.toLocaleString("en-US")}{" "}
          products per store.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Label htmlFor={inputId}>Products export (CSV)</Label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="min-h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
            />
          </div>
          <Button type="submit" disabled={state.kind === "uploading"} className="min-h-11">
            {state.kind === "uploading" ? <Spinner /> : <FileUp aria-hidden="true" />}
            {state.kind === "uploading" ? "Importing…" : "Import products"}
          </Button>
        </form>
        <details id={hintId} className="text-sm text-muted-foreground">
          <summary className="cursor-pointer font-medium text-foreground">Where do I find my export?</summary>
          <ul className="mt-2 flex flex-col gap-1.5">
            {HOW_TO.map((h) => (
              <li key={h.platform}>
                <span className="font-medium text-foreground">{h.platform}:</span> {h.steps}
              </li>
            ))}
          </ul>
        </details>
        <div aria-live="polite">
          {state.kind === "uploading" && <p className="text-sm text-muted-foreground">Reading {state.name}…</p>}
          {state.kind === "error" && (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <AlertTitle>The file was not imported</AlertTitle>
              <AlertDescription>{state.message}</AlertDescription>
            </Alert>
          )}
          {state.kind === "done" && <ImportResult summary={state.summary} />}
        </div>
      </CardContent>
    </Card>
  );
}

function plural(n: number, word: string) {
  return `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
}

function ImportResult({ summary }: { summary: ImportSummary }) {
  const hidden = summary.issueCount - summary.issues.length;
  return (
    <div className="flex flex-col gap-3">
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertTitle>Imported from {summary.platformName}</AlertTitle>
        <AlertDescription>
          {plural(summary.created, "new product")}, {plural(summary.updated, "updated product")} from{" "}
          {plural(summary.rows, "row")}.
          {summary.skippedRows > 0 ? ` ${plural(summary.skippedRows, "row")} left out.` : ""}
          {summary.truncated ? " The file had more rows than we read at once: import the rest as a second file." : ""}
        </AlertDescription>
      </Alert>
      {summary.issues.length > 0 && (
        <div className="rounded-lg border p-3">
          <h3 className="text-sm font-semibold">{plural(summary.issueCount, "problem")} in the file</h3>
          <ul className="mt-2 flex max-h-60 flex-col gap-1 overflow-y-auto text-sm" aria-label="Problems by row">
            {summary.issues.map((issue, i) => (
              <li key={`${issue.row}-${i}`}>
                <span className="font-medium">Row {issue.row}:</span> {issue.message}
              </li>
            ))}
          </ul>
          {hidden > 0 && <p className="mt-2 text-sm text-muted-foreground">…and {plural(hidden, "more problem")}.</p>}
        </div>
      )}
    </div>
  );
}
