import { describe, expect, it } from "vitest";
import { recordIdParamSchema } from "@/lib/validation/common";
import { parseParamOr404 } from "./parse";

const schema = recordIdParamSchema("We couldn't find that bio.");

describe("parseParamOr404", () => {
  it("answers a parameter that cannot name a record as not found, with the record's message", async () => {
    for (const id of ["", "   ", "x".repeat(65)]) {
      await expect(
        parseParamOr404(schema, Promise.resolve({ id }), "We couldn't find that bio."),
      ).rejects.toMatchObject({ status: 404, message: "We couldn't find that bio." });
    }
  });

  it("gives the parsed parameters of a well-formed route", async () => {
    expect(await parseParamOr404(schema, Promise.resolve({ id: " abc123 " }), "missing")).toEqual({ id: "abc123" });
  });
});
