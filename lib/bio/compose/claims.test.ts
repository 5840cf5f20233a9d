import { describe, expect, it } from "vitest";
import { claimText, supportedBy } from "./claims";

const said = (text: string) => claimText(text);

describe("supportedBy", () => {
  it("lets a shop line through only when the description sells something", () => {
    expect(supportedBy("Shop the link", said("ceramicist selling mugs on Etsy"))).toBe(true);
    expect(supportedBy("Shop the link", said("organic florist in Lisbon, wedding flowers and workshops"))).toBe(false);
    expect(supportedBy("Shop the link", said("retoucher, Photoshop and Lightroom nerd"))).toBe(false);
  });

  it("does not read clients into workshops", () => {
    expect(supportedBy("Now welcoming new clients", said("pottery workshops on weekends"))).toBe(false);
    expect(supportedBy("Now welcoming new clients", said("freelance copywriter"))).toBe(true);
  });
});
