import { describe, expect, it } from "vitest";
import { href, signedInRouteFor, signInHref } from "./paths";

describe("href", () => {
  it("adds query parameters to a registry page", () => {
    expect(href("account", { tab: "billing" })).toBe("/instagram/account?tab=billing");
    expect(href("admin-dashboard", { q: "ana lee", page: undefined })).toBe("/instagram/admin-dashboard?q=ana+lee");
  });

  it("keeps a page's own query and fragment, with the parameters before the fragment", () => {
    expect(href("subscription")).toBe("/instagram/account?tab=subscription");
    expect(href("generator", { template: "coach-1" })).toBe("/instagram?template=coach-1#generator");
  });
});

describe("signInHref", () => {
  it("sends users and administrators to their sign-in page with one callbackUrl", () => {
    const user = new URL(signInHref("/instagram/account?tab=usage"), "http://x");
    expect(user.pathname).toBe("/instagram/login");
    expect([...user.searchParams]).toEqual([["callbackUrl", "/instagram/account?tab=usage"]]);
    expect(new URL(signInHref("/instagram/admin-dashboard", "admin"), "http://x").pathname).toBe(
      "/instagram/admin-login",
    );
  });
});

describe("signedInRouteFor", () => {
  it("finds the signed-in page a path belongs to, and no other", () => {
    expect(signedInRouteFor("/instagram/admin-dashboard/x")?.auth).toBe("admin");
    expect(signedInRouteFor("/instagram/account")?.id).toBe("account");
    expect(signedInRouteFor("/instagram/accountant")).toBeUndefined();
    expect(signedInRouteFor("/instagram/streak-tracker")).toBeUndefined();
  });
});
