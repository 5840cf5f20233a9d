import { loadFixtures, runComposer } from "./eval-bios";
const CONTACT = /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/|www\.|\b[\w-]+\.(?:com|in|io|co|mx|net|org)\b|\+?\d[\d\s().-]{6,}\d/i;
const fold = (s: string) => s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
const { rows } = runComposer(loadFixtures());
let cta = 0, total = 0;
for (const r of rows) for (const bio of r.bios) {
  total++; if (/\b(?:follow|dm|join|subscribe|shop|book|contact|link|visit|click)\b/i.test(bio)) cta++;
  const f = r.fixture.forbidden.find((x) => fold(bio).includes(fold(x)));
  const c = !r.wantsContact && CONTACT.test(bio);
  if (f || c) console.log(r.fixture.id, f, "::", JSON.stringify(bio));
}
console.log("cta share", cta / total);
