import { loadFixtures, runComposer } from "./eval-bios";
import { computeSubScores, analyzeCreativity } from "../lib/bio/creativity";
const { rows } = runComposer(loadFixtures());
const acc = new Map<string, Record<string, number>>();
const n = new Map<string, number>();
for (const r of rows) for (const b of r.bios) {
  for (const key of [r.tone, r.platform, "ALL"]) {
    const s = { ...computeSubScores(b), overall: analyzeCreativity(b).overallScore } as Record<string, number>;
    const a = acc.get(key) ?? {};
    for (const [k, v] of Object.entries(s)) a[k] = (a[k] ?? 0) + v;
    acc.set(key, a); n.set(key, (n.get(key) ?? 0) + 1);
  }
}
for (const [k, a] of acc) console.log(k.padEnd(14), Object.entries(a).map(([x, v]) => `${x}:${(v / (n.get(k) ?? 1)).toFixed(0)}`).join(" "));
