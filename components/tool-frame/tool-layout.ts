// The frame's layout, shared by every tool page, metered or not: inputs in a card on the left
// (above on a phone), results on the right as cards.

/** The two columns: a fixed-width inputs column and the results taking the rest. */
export const toolGridClassName = "grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start";

/** The inputs card. */
export const toolPanelClassName = "flex flex-col gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6";

/** A result card. */
export const toolCardClassName = "flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5";
