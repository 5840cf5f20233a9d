import { loadFixtures } from "./eval-bios";
import { extractProfile } from "../lib/bio/extract";
import { composeBios } from "../lib/bio/compose";
const fx = loadFixtures();
extractProfile("warm up");
let t = performance.now();
for (let k = 0; k < 5; k++) for (const f of fx) extractProfile(f.description);
console.log("extract per call ms", (performance.now() - t) / (5 * fx.length));
t = performance.now();
let n = 0;
for (const f of fx) for (const tone of ["funny", "professional"] as const) for (const platform of ["instagram", "linkedin", "tiktok"] as const) { composeBios({ description: f.description, tone, platform, seed: 3 }); n++; }
console.log("compose per call ms", (performance.now() - t) / n);
const times: [number, string][] = [];
for (const f of fx) { const s = performance.now(); composeBios({ description: f.description, tone: "casual", platform: "instagram", seed: 1 }); times.push([performance.now() - s, f.id]); }
times.sort((a, b) => b[0] - a[0]); console.log(times.slice(0, 8));
