// How bios speak about each moment: its name in a sentence, a greeting for the day itself,
// and hooks that fit any business. Angles (campaign ideas) live in the calendar itself.

export interface MomentWords {
  /** The name inside a sentence: "Diwali", "Mother's Day", "back to school". */
  name: string;
  greeting?: string;
  hooks: readonly string[];
  season?: boolean;
}

const W: Record<string, MomentWords> = {
  "new-year": {
    name: "the new year",
    greeting: "Happy New Year",
    hooks: ["New year, fresh start", "Start the year right"],
  },
  "republic-day-in": {
    name: "Republic Day",
    greeting: "Happy Republic Day",
    hooks: ["Proudly made in India", "Celebrating Republic Day"],
  },
  "valentines-day": {
    name: "Valentine's Day",
    greeting: "Happy Valentine's Day",
    hooks: ["Made for the ones you love", "Love is in the details"],
  },
  "mothering-sunday-uk": {
    name: "Mother's Day",
    greeting: "Happy Mother's Day",
    hooks: ["Spoil mum this Mother's Day", "For the mum who does it all"],
  },
  "mothers-day-us": {
    name: "Mother's Day",
    greeting: "Happy Mother's Day",
    hooks: ["Spoil mom this Mother's Day", "For the mom who does it all"],
  },
  "fathers-day": {
    name: "Father's Day",
    greeting: "Happy Father's Day",
    hooks: ["Celebrating the dads", "For the dad who has everything"],
  },
  holi: { name: "Holi", greeting: "Happy Holi", hooks: ["Bring on the colours", "Colour your Holi"] },
  "eid-al-fitr": { name: "Eid", greeting: "Eid Mubarak", hooks: ["Ready for Eid", "Celebrate Eid in style"] },
  "eid-al-fitr-in": { name: "Eid", greeting: "Eid Mubarak", hooks: ["Ready for Eid", "Celebrate Eid in style"] },
  easter: { name: "Easter", greeting: "Happy Easter", hooks: ["Hop into spring", "Easter treats are here"] },
  "independence-day-us": {
    name: "the Fourth of July",
    greeting: "Happy Fourth of July",
    hooks: ["Celebrate the Fourth", "Red, white and new"],
  },
  "independence-day-in": {
    name: "Independence Day",
    greeting: "Happy Independence Day",
    hooks: ["Celebrating Independence Day", "Proudly made in India"],
  },
  "raksha-bandhan": {
    name: "Raksha Bandhan",
    greeting: "Happy Raksha Bandhan",
    hooks: ["Celebrate Raksha Bandhan", "For every sibling bond"],
  },
  "back-to-school-us": {
    name: "back to school",
    season: true,
    hooks: ["Back to school, sorted", "Ready for the new school year"],
  },
  "back-to-school-uk": {
    name: "back to school",
    season: true,
    hooks: ["Back to school, sorted", "Ready for the new term"],
  },
  halloween: { name: "Halloween", greeting: "Happy Halloween", hooks: ["Spooky season is here", "Treats, no tricks"] },
  diwali: { name: "Diwali", greeting: "Happy Diwali", hooks: ["Light up your Diwali", "Festive glow, all season"] },
  "singles-day": { name: "Singles' Day", hooks: ["11.11 is here", "Treat yourself this 11.11"] },
  thanksgiving: {
    name: "Thanksgiving",
    greeting: "Happy Thanksgiving",
    hooks: ["Grateful for you", "Thankful for our community"],
  },
  "black-friday": { name: "Black Friday", hooks: ["Black Friday is here", "Black Friday, done right"] },
  "small-business-saturday": {
    name: "Small Business Saturday",
    hooks: ["Shop small this Saturday", "Small shop, big thanks"],
  },
  "cyber-monday": { name: "Cyber Monday", hooks: ["Cyber Monday is on", "Cyber Monday, from your sofa"] },
  christmas: { name: "Christmas", greeting: "Merry Christmas", hooks: ["Make it merry", "Christmas, wrapped"] },
  "boxing-day": { name: "Boxing Day", hooks: ["Boxing Day is here", "Treat yourself this Boxing Day"] },
  "new-years-eve": { name: "New Year's Eve", hooks: ["Ready for the countdown", "Party-ready for New Year's Eve"] },
};

export function wordsFor(id: string, fallbackName: string): MomentWords {
  return W[id] ?? { name: fallbackName.replace(/\s*\(.*\)$/, ""), hooks: [`Ready for ${fallbackName}`] };
}
