import Link from "next/link";
import { href } from "@/lib/config/paths";

/** What a list of the user's saved bios says while there are none: where to write the first. */
export function NoSavedBios() {
  return (
    <p className="text-sm text-muted-foreground">
      No saved bios yet.{" "}
      <Link href={href("generator")} className="font-medium text-primary underline underline-offset-4">
        Write some with the Bio Generator
      </Link>
      .
    </p>
  );
}
