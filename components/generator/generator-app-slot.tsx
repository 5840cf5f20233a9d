"use client";

import dynamic from "next/dynamic";
import { GeneratorFallback } from "./generator-fallback";

// The generator is a chunk of its own: rendered on the server for a signed-in user and loaded
// with the page then; a signed-out visitor of the home page (who sees the sign-up prompt
// instead) never downloads it.
export const GeneratorAppSlot = dynamic(() => import("./generator-app").then((m) => m.GeneratorApp), {
  loading: GeneratorFallback,
});
