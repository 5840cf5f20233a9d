// Idempotent seed: safe to run on every start. Run through `npm run db:seed`
// (tsx with the react-server condition, so server-only modules load).
// The demo account, whose password is published, only with --demo (`npm run dev`, the tests,
// `npm run db:reset`) or SEED_DEMO=true: never on its own in a production database.
import { env } from "@/lib/env";
import { seedDemoAccount } from "@/lib/seed/demo-account";
import { seedTemplates } from "@/lib/seed/templates";

async function main() {
  if (process.argv.includes("--demo") || env.SEED_DEMO) {
    const demo = await seedDemoAccount();
    console.log(`Seed: demo account ${demo.created ? "created" : "present"} (${demo.email}).`);
  }
  const templates = await seedTemplates();
  console.log(
    `Seed: ${templates.total} templates seeded (${templates.created} new, ${templates.updated} updated, ${templates.removed} removed${templates.kept ? `, ${templates.kept} retired but in use` : ""}).`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error("Seed failed:", error);
    process.exit(1);
  });
