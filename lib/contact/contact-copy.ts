// The contact form's words and choices, shared by the form and
// the API without pulling zod into the browser.

export const CONTACT_REQUIRED_MESSAGE = "Please fill in all required fields.";
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again.";
export const CONTACT_MESSAGE_MAX = 5000;

/** Where the visitor heard about us (the source select). */
export const CONTACT_SOURCES = [
  { value: "instagram", label: "Instagram" },
  { value: "search", label: "Search engine" },
  { value: "friend", label: "Friend or colleague" },
  { value: "tiktok", label: "TikTok" },
  { value: "x-twitter", label: "X (Twitter)" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "blog", label: "Blog or article" },
  { value: "other", label: "Other" },
] as const;
