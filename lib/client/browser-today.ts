/** The browser's calendar day, "YYYY-MM-DD" (the server checks it against its own clock). */
export function browserToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
