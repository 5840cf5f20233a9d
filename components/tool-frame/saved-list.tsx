import type { ReactNode } from "react";

/**
 * A tool's list of what the user saved (hashtag sets, voices): a titled panel that says what will
 * appear while it is empty. `testId` names the list for tests.
 */
export function SavedList({
  id,
  title,
  empty,
  testId,
  children,
}: {
  id: string;
  title: string;
  empty: ReactNode | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border p-4 sm:p-6">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid={testId}>
          {children}
        </ul>
      )}
    </section>
  );
}

/** One saved item of a SavedList, separated from the next by a rule. */
export function SavedItem({ children }: { children: ReactNode }) {
  return <li className="flex flex-col gap-2 border-b pb-3 last:border-b-0 last:pb-0">{children}</li>;
}
