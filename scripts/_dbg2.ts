import { composeBios } from "../lib/bio/compose";
for (const d of ["contact me: hello@studio-nine.co", "!!!", "Korean-American illustrator in LA drawing cozy comics about cats and ramen"]) {
  for (const platform of ["instagram", "tiktok", "twitter", "linkedin"] as const) {
    const s = performance.now();
    const r = composeBios({ description: d, tone: "casual", platform, seed: 1 });
    console.log(platform, (performance.now() - s).toFixed(1), JSON.stringify(r.variations));
  }
}
