import Form from "next/form";
import Link from "next/link";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ADMIN_SEARCH_MAX } from "@/lib/admin/admin.schema";
import { href } from "@/lib/config/paths";

// A GET form: the query lives in the URL, the server renders the results, and it works before hydration.
export function UserSearch({ query }: { query: string | undefined }) {
  return (
    <Form action={href("admin-dashboard")} role="search" className="grid max-w-xl gap-2">
      <Label htmlFor="user-search">Search users</Label>
      <div className="flex gap-2">
        <Input
          key={query ?? ""}
          id="user-search"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={ADMIN_SEARCH_MAX}
          placeholder="Email, name or username"
          autoComplete="off"
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
        {query && (
          <Button asChild variant="ghost">
            <Link href={href("admin-dashboard")}>Clear</Link>
          </Button>
        )}
      </div>
    </Form>
  );
}
