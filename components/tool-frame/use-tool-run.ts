"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { postJson } from "@/lib/client/post-json";
import { toast } from "@/lib/client/toast";
import type { ToolAnswer } from "@/lib/tools/tool-types";
import { browserToday } from "@/lib/client/browser-today";

export type RunState =
  | { status: "idle" }
  | { status: "running" }
  | { status: "error"; message: string }
  | { status: "exhausted"; message: string };

/** What every tool answers besides its results: the allowance left after the run. */
export interface MeteredAnswer {
  remaining: number | null;
  limit: number | null;
}

/** Posts a tool's input with the frame's own fields; keeps the last answer and the run's state. */
export function useToolRun<T extends MeteredAnswer = ToolAnswer>(endpoint: string) {
  const router = useRouter();
  const [state, setState] = useState<RunState>({ status: "idle" });
  const [answer, setAnswer] = useState<T | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    async (input: Record<string, unknown>, { regenerate = false } = {}) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: "running" });
      const body = {
        ...input,
        today: browserToday(),
        locale: navigator.language,
        // A regenerate asks for new bios; a first run may be reproduced from its seed.
        ...(regenerate ? { seed: Math.floor(Math.random() * 2_147_483_647) } : {}),
      };
      const res = await postJson<T>(endpoint, body);
      busy.current = false;
      if (res.ok) {
        setAnswer(res.data);
        setState({ status: "idle" });
        return;
      }
      if (res.status === 429 && /upgrade/i.test(res.message)) {
        setState({ status: "exhausted", message: res.message });
        toast.error("Limit reached", { description: res.message });
      } else if (res.status === 401) {
        setState({ status: "error", message: "Your session has ended. Please sign in again." });
        router.refresh();
      } else {
        setState({ status: "error", message: res.message });
      }
    },
    [endpoint, router],
  );

  return { state, answer, run };
}
