import { describe, expect, it } from "vitest";
import { claimFloating, hasTurn, isClaimed } from "./floating-layer";

// On a small screen one floating thing shows at a time: what was just said (a toast) first,
// then a tip, then the help button, then the Tutorial button.
describe("floating turns", () => {
  it("a toast takes the screen from a tip, which comes back after it", () => {
    const tip = claimFloating("tip");
    expect(hasTurn("tip")).toBe(true);
    const toast = claimFloating("toast");
    expect(hasTurn("toast")).toBe(true);
    expect(hasTurn("tip")).toBe(false);
    toast();
    expect(hasTurn("tip")).toBe(true);
    tip();
  });

  it("the corner buttons wait while a tip or toast shows, the Tutorial button also for help", () => {
    const tutorial = claimFloating("tutorial");
    const help = claimFloating("help");
    expect(hasTurn("help")).toBe(true);
    expect(hasTurn("tutorial")).toBe(false);
    const tip = claimFloating("tip");
    expect(hasTurn("help")).toBe(false);
    tip();
    help();
    expect(hasTurn("tutorial")).toBe(true);
    tutorial();
    expect(isClaimed("tutorial")).toBe(false);
  });

  it("claims of one kind add up and a release counts once", () => {
    const first = claimFloating("toast");
    const second = claimFloating("toast");
    first();
    first();
    expect(isClaimed("toast")).toBe(true);
    second();
    expect(isClaimed("toast")).toBe(false);
  });
});
