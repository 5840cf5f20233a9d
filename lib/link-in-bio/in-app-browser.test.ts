import { describe, expect, it } from "vitest";
import { androidIntentUrl, detectInAppBrowser, escapePlan, safariUrl } from "./in-app-browser";

// Real user agents of in-app browsers and of ordinary browsers.
const UA = {
  instagramAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S908E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (33/13; 480dpi; 1080x2115; samsung; SM-S908E; b0q; qcom; en_US; 548323757)",
  instagramIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.1.26.108 (iPhone14,5; iOS 17_1_2; en_US; en; scale=3.00; 1170x2532; 541474839)",
  facebookIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/444.0.0.35.110;FBBV/540123457;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]",
  facebookAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.231105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/444.0.0.37.107;]",
  tiktokAndroid:
    "Mozilla/5.0 (Linux; Android 12; M2101K7BG Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 trill_2023109030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/31.9.3 ByteLocale/en ByteFullLocale/en Region/IN",
  tiktokIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_31.9.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6",
  linkedinIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.1124",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  safariIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  chromeDesktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
};

describe("in-app browsers", () => {
  it.each([
    ["instagramAndroid", "instagram", "android"],
    ["instagramIos", "instagram", "ios"],
    ["facebookIos", "facebook", "ios"],
    ["facebookAndroid", "facebook", "android"],
    ["tiktokAndroid", "tiktok", "android"],
    ["tiktokIos", "tiktok", "ios"],
    ["linkedinIos", "linkedin", "ios"],
  ] as const)("recognises %s", (key, app, os) => {
    expect(detectInAppBrowser(UA[key])).toEqual({ app, os });
  });

  it.each(["chromeAndroid", "safariIos", "chromeDesktop"] as const)("leaves a real browser alone: %s", (key) => {
    expect(detectInAppBrowser(UA[key])).toBeNull();
    expect(escapePlan("https://shop.example.com/a", true, UA[key])).toEqual({
      kind: "redirect",
      location: "https://shop.example.com/a",
    });
  });

  it("sends Android's in-app browsers an intent for the default browser, with the address as fallback", () => {
    const plan = escapePlan("https://shop.example.com/sale?x=1&utm_source=ig", true, UA.instagramAndroid);
    expect(plan).toEqual({
      kind: "android-intent",
      location:
        "intent://shop.example.com/sale?x=1&utm_source=ig#Intent;scheme=https;action=android.intent.action.VIEW;category=android.intent.category.BROWSABLE;S.browser_fallback_url=https%3A%2F%2Fshop.example.com%2Fsale%3Fx%3D1%26utm_source%3Dig;end",
    });
    expect(androidIntentUrl("http://example.com/")).toMatch(/^intent:\/\/example\.com\/#Intent;scheme=http;/);
  });

  it("offers Safari to iOS's in-app browsers", () => {
    expect(escapePlan("https://shop.example.com/a", true, UA.instagramIos)).toEqual({
      kind: "ios-page",
      safari: "x-safari-https://shop.example.com/a",
      target: "https://shop.example.com/a",
      app: "instagram",
    });
    expect(safariUrl("http://example.com/")).toBe("x-safari-http://example.com/");
  });

  it("redirects plainly when the link is not set to open in the phone's browser", () => {
    expect(escapePlan("https://example.com/", false, UA.instagramAndroid)).toEqual({
      kind: "redirect",
      location: "https://example.com/",
    });
  });
});
