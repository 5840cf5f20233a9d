import { beforeEach, describe, expect, it, vi } from "vitest";

const shown: string[] = [];
vi.mock("sonner", () => ({
  toast: Object.assign((m: string) => shown.push(`plain:${m}`), {
    success: (m: string) => shown.push(`success:${m}`),
    error: (m: string) => shown.push(`error:${m}`),
    info: (m: string) => shown.push(`info:${m}`),
    warning: (m: string) => shown.push(`warning:${m}`),
    dismiss: () => shown.push("dismiss"),
  }),
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toast facade", () => {
  beforeEach(() => {
    shown.length = 0;
    vi.resetModules();
  });

  it("asks for the toaster on the first toast and shows it once the toaster listens", async () => {
    const { toast, onToasterDemand, markToasterReady } = await import("./toast");
    const demand = vi.fn();
    onToasterDemand(demand);
    expect(demand).not.toHaveBeenCalled();

    toast.success("Bio copied!");
    toast.error("Failed to copy bio to clipboard");
    expect(demand).toHaveBeenCalledTimes(1);
    await flush();
    expect(shown).toEqual([]); // the toaster has not mounted yet: nothing is lost, nothing shown

    markToasterReady();
    await flush();
    expect(shown).toEqual(["success:Bio copied!", "error:Failed to copy bio to clipboard"]);

    toast("Suggestions Unavailable");
    await flush();
    expect(shown.at(-1)).toBe("plain:Suggestions Unavailable");
    expect(demand).toHaveBeenCalledTimes(1);
  });

  it("tells a host that mounts after the first toast that it is wanted", async () => {
    const { toast, onToasterDemand } = await import("./toast");
    toast.info("early");
    const late = vi.fn();
    onToasterDemand(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
