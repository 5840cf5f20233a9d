import { composeBios } from "../lib/bio/compose";
const t0 = performance.now();
for (let i = 0; i < 200; i++) composeBios({ description: "contact me: hello@studio-nine.co", tone: "casual", platform: "instagram", seed: i });
console.log("avg", (performance.now() - t0) / 200);
