// The composer's worker under test: the same module, loaded through tsx (the app's build
// bundles it instead).
import { register } from "tsx/esm/api";

register();
await import("../../lib/bio/composer-worker.ts");
