import { UsersSkeleton } from "./panel-skeletons";

export default function Loading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <UsersSkeleton />
    </div>
  );
}
