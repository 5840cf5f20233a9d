// Idempotent seed: safe to run on every start. Run through `npm run db:seed`
// (tsx with the react-server condition, so server-only modules load).
import { seedDemoAccount } from "@/lib/seed/demo-account";

async function main() {
  const demo = await seedDemoAccount();
  console.log(`Seed: demo account ${demo.created ? "created" : "present"} (${demo.email}).`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error("Seed failed:", error);
    process.exit(1);
  });
