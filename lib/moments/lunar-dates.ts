// Reviewed dates of moments that follow a lunar calendar and move every year. No maintained
// holiday library we can install covers them, so they are kept here, each with its source.
// Review process: each date was taken from the source named, then cross-checked by computing
// the tithi (Sun-Moon elongation) at the relevant hour in New Delhi with the astronomy-engine
// package (Diwali: Amavasya at Pradosh; Holi: the day after Holika Dahan on Purnima at Pradosh;
// Raksha Bandhan: Shravana Purnima in the afternoon), and for Eid al-Fitr against the Umm al-Qura
// calendar built into ICU (Intl "islamic-umalqura"). The years covered are LUNAR_YEARS: for a
// later year these moments are left out of the calendar, never guessed. Add each new year's row.

export const LUNAR_YEARS = [2026, 2027, 2028] as const;

export interface LunarDate {
  date: string;
  source: string;
  tentative?: boolean;
}

const DRIK = "source: drikpanchang.com (New Delhi), cross-checked with timeanddate.com";
const INDIA_GAZETTE = "source: Government of India central holiday list 2026";
const UMM_AL_QURA = "source: Umm al-Qura calendar (timeanddate.com); moon sighting may move it by a day";
const INDIA_EID =
  "source: expected date, one day after the Umm al-Qura date as in India in 2023-2026 (timeanddate.com); confirmed by moon sighting";

export const LUNAR_DATES: Record<
  "diwali" | "holi" | "raksha-bandhan" | "eid-al-fitr" | "eid-al-fitr-in",
  Record<number, LunarDate>
> = {
  // Lakshmi Puja, the main day of Diwali.
  diwali: {
    2026: { date: "2026-11-08", source: `${DRIK}; ${INDIA_GAZETTE}` },
    2027: { date: "2027-10-29", source: DRIK },
    2028: { date: "2028-10-17", source: DRIK },
  },
  // Rangwali Holi (Dhulandi), the day of colours after Holika Dahan.
  holi: {
    2026: { date: "2026-03-04", source: `${DRIK}; ${INDIA_GAZETTE}` },
    2027: { date: "2027-03-22", source: DRIK },
    2028: { date: "2028-03-11", source: DRIK },
  },
  "raksha-bandhan": {
    2026: { date: "2026-08-28", source: DRIK },
    2027: { date: "2027-08-17", source: DRIK },
    2028: { date: "2028-08-05", source: DRIK },
  },
  // 1 Shawwal, as observed in the Gulf, the UK and the US.
  "eid-al-fitr": {
    2026: { date: "2026-03-20", source: UMM_AL_QURA, tentative: true },
    2027: { date: "2027-03-09", source: UMM_AL_QURA, tentative: true },
    2028: { date: "2028-02-26", source: UMM_AL_QURA, tentative: true },
  },
  // India usually sees the Shawwal moon a day later.
  "eid-al-fitr-in": {
    2026: { date: "2026-03-21", source: INDIA_GAZETTE, tentative: true },
    2027: { date: "2027-03-10", source: INDIA_EID, tentative: true },
    2028: { date: "2028-02-27", source: INDIA_EID, tentative: true },
  },
};
