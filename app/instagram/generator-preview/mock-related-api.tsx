"use client";

// Demo only (this folder is deleted before shipping): answers the related-bios API in the
// browser. ?related=ok (default) | fail | empty | slow.
const SAMPLE = {
  relatedBios: [
    { bio: "Code by day, chai by night ☕\nBuilding tools creators actually use 💻\nBengaluru 📍 DMs open 👇", approach: "Line-broken", inspiration: "Short lines scan fast on a phone; the strongest detail goes first." },
    { bio: "What if your tools worked as hard as you do? 🤔 Full-stack dev building for creators ✨", approach: "Question hook", inspiration: "A question in the first line makes people stop scrolling." },
    { bio: "Full-stack dev • Bengaluru • Chai > coffee • Shipping creator tools weekly 🚀", approach: "Minimal list", inspiration: "Separators turn a bio into a quick, scannable list." },
    { bio: "I turn creator headaches into shipped features 💻 Chai-powered, Bengaluru-based. Follow the build 👇", approach: "Value first", inspiration: "Lead with what people get from following you." },
    { bio: "10+ tools shipped for creators ✨ Full-stack dev in Bengaluru ☕ DM for collabs", approach: "Proof point", inspiration: "A number makes a claim believable at a glance." },
  ],
};

if (typeof window !== "undefined") {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes("/api/bio/related-suggestions")) return realFetch(input, init);
    const mode = new URLSearchParams(window.location.search).get("related") ?? "ok";
    await new Promise((resolve) => setTimeout(resolve, mode === "slow" ? 60_000 : 700));
    if (mode === "fail") return new Response(JSON.stringify({ message: "Boom" }), { status: 500 });
    const body = mode === "empty" ? { relatedBios: [] } : SAMPLE;
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  };
}

export function MockRelatedApi() {
  return null;
}
