// Company pages as typed, plain-text content: Terms and Conditions, Privacy
// Policy, About and Jobs. The pages that render them own the markup; this file
// owns the words. Keep it plain text (no HTML, no markdown) and keep plan
// numbers out of the prose: allowances and prices live in the plans config and
// are shown on the pricing and account pages.
//
// The terms and the privacy policy make promises the code has to keep (what we
// store, how long, what an AI provider receives). Change both together.

export interface LegalSection {
  /** Anchor id, unique within its document (kebab-case). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** An optional bulleted list shown after the paragraphs. */
  list?: string[];
}

export interface JobOpening {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export interface LegalDocument {
  /** The page's path without the leading slash. */
  slug: string;
  title: string;
  /** One or two sentences for the meta description. */
  description: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
  /** Only on the jobs page. */
  openings?: JobOpening[];
}

const UPDATED = "2026-11-01";

export const termsAndConditions: LegalDocument = {
  slug: "terms-and-conditions",
  title: "Terms and Conditions",
  description:
    "The agreement between you and BioStudio: accounts, acceptable use, your content, plans and billing, and what happens if something goes wrong.",
  updated: UPDATED,
  intro:
    "These terms are the agreement between you and BioStudio, a company based in Bengaluru, India, for your use of the BioStudio website and API (the service). By creating an account or using the service you agree to them. If you use BioStudio for an organisation, you accept them on its behalf and confirm that you may.",
  sections: [
    {
      id: "the-service",
      heading: "What BioStudio does",
      paragraphs: [
        "BioStudio helps you write social profile bios: describe yourself in a few words, choose a tone, and get three bios ready for Instagram, TikTok, X (formerly Twitter) or LinkedIn. Around it sit templates, previews, share and link-in-bio pages, a content calendar, team approvals and progress features such as streaks and badges.",
        "Instagram, TikTok, X and LinkedIn are trademarks of their owners. BioStudio is independent and is not affiliated with or endorsed by any of them.",
      ],
    },
    {
      id: "eligibility",
      heading: "Who can use BioStudio",
      paragraphs: [
        "You must be at least 13 years old, and old enough to consent to the processing of your personal data where you live, or have the consent of a parent or legal guardian. That age of digital consent varies: India's Digital Personal Data Protection Act, 2023 treats everyone under 18 as a child, and in the European Union it is 13 to 16 depending on the country.",
        "If you are below that age, a parent or guardian must agree to these terms for you and is responsible for your use. If we learn that an account belongs to someone under 13, or to a child without that consent, we will close it and delete its data.",
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      paragraphs: [
        "You need an account to use the bio generator and any tool with a monthly allowance. Keep your email address current and use a password you use nowhere else. You are responsible for what happens in your account, including anything done with a personal API token you create. If you think someone else has access, reset your password, which signs out your other sessions and revokes your API tokens, and tell us at support@biostudio.app.",
        "One person, one account: no extra accounts for more free allowances, and no shared logins; teams exist for that.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: [
        "BioStudio is for presenting yourself and your work honestly. You agree not to use it, or anything it produces, to:",
      ],
      list: [
        "send spam, or support fake engagement or follow-for-follow schemes",
        "impersonate another person, brand or organisation, or mislead people about who you are",
        "publish hateful, harassing or threatening content, including content that demeans people for their religion, caste, ethnicity, gender, sexuality or disability",
        "sell, promote or link to illegal goods or services, such as drugs, weapons, counterfeit products or stolen data",
        "share any content that sexualises or exploits children; we report it to the authorities",
        "infringe someone else's copyright, trademark, privacy or other rights",
        "link to malware, phishing pages or sites built to deceive people",
        "scrape or bulk download the service, its templates or other people's pages, or automate access other than through our API within its limits",
        "get around our security, rate limits or allowances, or disrupt the service for others",
        "break any law that applies to you, including India's Information Technology Act, 2000 and its rules",
      ],
    },
    {
      id: "your-content",
      heading: "Your content and our licence to host it",
      paragraphs: [
        "Your content is what you put into BioStudio: descriptions, bios you save or edit, your profile and avatar, pages and links, calendar entries, imported catalogues and team comments. You keep all rights in it.",
        "You give BioStudio a worldwide, non-exclusive, royalty-free licence to host, store, copy, process, format and display your content, only to operate, secure and improve BioStudio for you and those you share it with. We do not use your content in advertising and we do not sell it. The licence ends when you delete the content or your account, except for backup copies kept for the short period our Privacy Policy describes and content you contributed to a team.",
        "You confirm that you have the rights to what you upload. We may remove content that breaks these terms or the law; where we can, we will tell you what and why, and you can ask us to look again.",
      ],
    },
    {
      id: "generated-bios",
      heading: "Bios we generate for you",
      paragraphs: [
        "The bios BioStudio writes for you are yours. To the extent we hold any rights in them, we assign those rights to you, and you may use them anywhere, including commercially, without crediting us.",
        "We cannot promise that a bio is unique. People who describe themselves alike may receive similar or identical bios, and bios made from the same template share its wording. The template library itself remains ours: use it to write your bios, but do not copy it to publish or sell.",
      ],
    },
    {
      id: "ai-output",
      heading: "Automated writing and AI",
      paragraphs: [
        "By default, bios are written by BioStudio's built-in composer, which runs on our own servers. We may also use an AI model from a provider such as OpenAI; when we do, the description you type is sent to that provider, as our Privacy Policy explains.",
        "Automated writing can be wrong, awkward or unintentionally offensive, and it does not know you. Read every bio before you use it, and do not rely on it for facts, qualifications, or medical, legal or financial claims. You are responsible for what you publish.",
      ],
    },
    {
      id: "plans-and-billing",
      heading: "Plans, billing and renewal",
      paragraphs: [
        "BioStudio has a free plan and a paid Premium plan. The free plan includes a monthly allowance of bio generations and smaller monthly allowances for some companion tools, as shown on the pricing page and in your account. Allowances reset at the start of each calendar month (UTC) and do not carry over. Premium removes those limits and adds the features listed on the pricing page.",
        "Premium is billed monthly in advance at the price shown when you subscribe, and renews automatically each month until you cancel. Payments are processed by Stripe; we never see your full card number. Any tax due, such as GST or VAT, is shown before you pay. If a renewal cannot be collected after retries, your account moves to the free plan.",
        "If we change the price of Premium, we will email you at least 30 days before your first renewal at the new price, so you can cancel first if you wish.",
      ],
    },
    {
      id: "cancellation-and-refunds",
      heading: "Cancellation and refunds",
      paragraphs: [
        "You can cancel Premium at any time from the Subscription tab of your account settings, or by writing to support@biostudio.app. You keep Premium until the end of the month you have paid for; then your account moves to the free plan. Your bios, pages and calendar stay.",
        "Payments for a partly used month are generally not refundable. We will refund you if you were charged after cancelling, charged twice, or if BioStudio was unavailable for a large part of a month you paid for. And if Premium is not for you, write to us within 7 days of your first payment and we will refund it in full.",
        "If you live in the European Union or the United Kingdom, you may also withdraw from a new subscription within 14 days; because Premium starts as soon as you ask for it, that refund may be reduced for the days already used. Nothing here limits rights that consumer law gives you, including India's Consumer Protection Act, 2019.",
      ],
    },
    {
      id: "public-pages",
      heading: "Share pages and link-in-bio pages are public",
      paragraphs: [
        "Anyone with the address can see these pages, and search engines may find them. Only put on them what you are happy for anyone to read. Once you delete a page, BioStudio stops serving it, but copies others made are outside our control.",
        "Link-in-bio analytics count visits and clicks and where they came from, excluding known bots and link-preview crawlers. They do not reveal who a visitor is, and you must not try to identify visitors. Links must be http or https addresses; we may disable a link that leads to malware, phishing or illegal content.",
      ],
    },
    {
      id: "teams",
      heading: "Teams",
      paragraphs: [
        "Teams let several accounts work together, with owner, admin, editor and viewer roles and an approval step before content is ready. The person who creates a team owns it and is responsible for whom they invite. How many members a team may have depends on the owner's plan, as shown on the pricing page.",
        "Content created in a team is visible to its members according to their roles and belongs to the team. If you leave or are removed, what you contributed stays with the team. Content in your personal space stays yours.",
      ],
    },
    {
      id: "termination",
      heading: "Suspension and termination",
      paragraphs: [
        "You can delete your account from your account settings at any time, after downloading your data if you wish. Deleting it cancels any Premium subscription.",
        "We may suspend or close an account that seriously or repeatedly breaks these terms or puts people or the service at risk, or where the law requires it. Unless the law or a security risk prevents it, we will tell you first, explain why, and let you respond and export your data. If we close a paid account without you having broken these terms, we refund the unused part of your current month.",
        "If we ever stop offering BioStudio, we will give you at least 60 days' notice and refund any prepaid period beyond the closing date. The ownership, disclaimer, liability and governing-law sections survive the end of these terms.",
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      paragraphs: [
        "We provide BioStudio as is and as available. To the extent the law allows, we do not promise that it will be uninterrupted or error-free, or that a bio will suit your purpose or grow your followers. Beta and demo features may change or be withdrawn. We do not control Instagram, TikTok, X, LinkedIn or any other network, and are not responsible if one changes its limits, rejects a bio or acts against your profile.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent the law allows, BioStudio is not liable for indirect, incidental or consequential losses, or for lost profits, revenue, followers, goodwill or data, arising from your use of the service. Our total liability for all claims is limited to the greater of what you paid us in the 12 months before the claim arose, or 100 US dollars.",
        "Nothing in these terms limits liability for fraud, for death or personal injury caused by negligence, or for anything else that cannot be limited by law, and nothing takes away your statutory rights as a consumer.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      paragraphs: [
        "These terms are governed by the laws of India, and the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from them or from your use of BioStudio. If you are a consumer, this does not remove any right the law where you live gives you to bring claims there or to rely on its mandatory protections.",
        "Before going to court, please write to legal@biostudio.app; we will try to resolve your complaint within 30 days.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We will update these terms as BioStudio or the law changes. For changes that matter, we will tell you by email or in the app at least 30 days before they take effect. If you disagree, you can delete your account before then; if you keep using BioStudio, the new terms apply.",
      ],
    },
    {
      id: "contact",
      heading: "Contact and grievances",
      paragraphs: [
        "BioStudio, Bengaluru, Karnataka 560001, India. For questions about these terms, email legal@biostudio.app. For help with your account or billing, email support@biostudio.app.",
        "To report content you believe is unlawful or breaks these terms, or to raise a grievance under India's Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, write to our Grievance Officer at legal@biostudio.app with a link to the content and your reason. We acknowledge complaints within 24 hours and aim to resolve them within 15 days. Privacy requests go to privacy@biostudio.app.",
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  description:
    "What BioStudio collects, why, who processes it, how long we keep it and how to download, correct or delete it. First-party analytics only, no advertising cookies.",
  updated: UPDATED,
  intro:
    "This policy explains what personal data BioStudio collects when you use our website and API, why, who else handles it, how long we keep it and what you can do about it. BioStudio is based in Bengaluru, India. We follow India's Digital Personal Data Protection Act, 2023 (the DPDP Act) and, for people in the European Union, the General Data Protection Regulation (GDPR).",
  sections: [
    {
      id: "summary",
      heading: "The short version",
      paragraphs: ["If you read nothing else, read this:"],
      list: [
        "We collect what we need to run BioStudio and to keep it safe, and nothing for advertising.",
        "We do not sell your data, we show no ads, and we load no third-party trackers.",
        "Our analytics are first-party: events are stored in our own database, and known bots are excluded.",
        "Your description leaves our servers only when an AI provider is switched on, and then only to that provider.",
        "You can download everything we hold about you, and delete your account, from your account.",
      ],
    },
    {
      id: "who-we-are",
      heading: "Who is responsible for your data",
      paragraphs: [
        "BioStudio, Bengaluru, Karnataka 560001, India, decides how and why your personal data is processed. Under the DPDP Act we are the Data Fiduciary, and under the GDPR we are the controller. You can reach us about anything in this policy at privacy@biostudio.app.",
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      paragraphs: ["Most of it you give us; some is created as you use BioStudio."],
      list: [
        "Account data: your email address, display name, username, password (stored only as an Argon2id hash, never in readable form), time zone, plan and sign-up date.",
        "Profile: username, display name, bio and avatar. Uploaded images are re-encoded, which removes camera and location metadata.",
        "What you create: the descriptions you type, the tone and platform you choose, the bios we generate, the bios you save, edit or share, the templates you use and the values you fill in, share pages, link-in-bio pages and their links, A/B tests of your bio, content calendar entries and your calendar's private subscription address (stored only as a hash), workflows you copy and tick off, saved hashtag sets, and team memberships, roles, invitations, approvals, comments and notifications.",
        "Progress: XP, level, streaks, badges and usage counters, kept on our servers so they follow you across devices, and your monthly usage of each allowance.",
        "Analytics events: described in the next section.",
        "Messages: what you send through the contact form (email address, country, how you heard about us and your message) and emails you send to support.",
        "Newsletter: your email address and the date you subscribed.",
        "Billing: if you subscribe to Premium, Stripe collects your card details. We receive a customer reference, your plan, its status and billing dates, not your card number.",
        "Technical data: your IP address and browser user agent reach our servers with every request. We use them to keep the service secure and to apply rate limits.",
      ],
    },
    {
      id: "analytics",
      heading: "Analytics, first-party and without bots",
      paragraphs: [
        "We measure how BioStudio is used so we can improve it, and how share and link-in-bio pages perform so their owners can see it. We record page views and a few product events, such as a bio generated, a template viewed, a feature used, and views and clicks on public pages. An event holds its type, the time, the page or link, the source it came from, the browser type, and your account if you are signed in.",
        "These events are written to our own database, not sent to an analytics company. We exclude known bots and link-preview crawlers, so counts reflect people. Owners of a link-in-bio page see totals and sources, never who a visitor is.",
        "Our software can also report page views to Google Analytics 4 or Plausible, but that is switched off. If we ever switch either on for BioStudio, we will update this policy first and ask for your consent before any cookie that is not strictly necessary is set.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and browser storage",
      paragraphs: ["We use only what the service needs to work, so there is no cookie banner."],
      list: [
        "A session cookie that keeps you signed in. It cannot be read by scripts on the page, and it ends when you sign out or it expires.",
        "Security cookies used during sign-in, to protect against cross-site request forgery and to return you to the page you came from.",
        "A theme preference cookie (light, dark or the system setting), so pages arrive in the colours you chose.",
      ],
    },
    {
      id: "how-we-use-data",
      heading: "Why we use your data, and on what basis",
      paragraphs: [
        "We use your personal data to run your account and the tools you use; to enforce plan allowances and take payments; to keep BioStudio secure and prevent spam, fraud and abuse; to answer your messages; to send the newsletter if you asked for it; to send service emails such as password resets and billing notices; to improve the product using our analytics; and to meet legal duties such as tax records.",
        "Under the DPDP Act, we process your data with your consent, which you give when you create an account, subscribe to the newsletter or contact us, and for the purposes for which you voluntarily provide it. We also process data where the law requires it. You can withdraw consent at any time by writing to privacy@biostudio.app or by deleting your account; this does not affect processing that happened before, but we may no longer be able to provide the service.",
        "Under the GDPR, our legal bases are the contract with you (running your account and Premium), our legitimate interests (security, abuse prevention and improving BioStudio with first-party analytics), your consent (the newsletter) and legal obligations (tax and accounting records).",
      ],
    },
    {
      id: "ai-processing",
      heading: "How bios are written and where your description goes",
      paragraphs: [
        "By default, bios are written by BioStudio's built-in composer, which runs on our own servers. Your description does not leave them.",
        "We may instead use an AI model from a provider such as OpenAI, or from a compatible model server. When we do, the description you typed, the tone and the target platform are sent to that provider to produce the bios. We do not send your name, email address or account details with it. We use providers under terms that do not let them train their models on what we send; under those terms a provider may keep requests for a limited time for abuse monitoring. If the provider does not answer in time, the built-in composer writes your bios instead.",
        "We use descriptions and generated bios in aggregate to show trends, such as rising keywords, tones and hashtags, in the trend analyzer. Trends never show your text or identify you.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell or rent personal data. We share it only with service providers that process it for us under contract (Data Processors under the DPDP Act, processors under the GDPR), with people you choose, and where the law requires.",
      ],
      list: [
        "Hosting: the provider that runs our servers, database and backups.",
        "Email delivery: the provider that sends password resets, billing notices and the newsletter.",
        "Payments: Stripe, when you subscribe to Premium. Stripe also acts on its own account for fraud prevention and financial regulation, under its own privacy policy.",
        "AI model provider: only when one is switched on, as described above.",
        "People you choose: anyone who visits your public share or link-in-bio pages, and members of teams you join.",
        "Authorities: when a valid legal request under Indian law, or another law that applies to us, requires it. Where allowed, we tell you first.",
        "A successor: if BioStudio is merged or sold, your data stays under this policy and we will tell you first.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: ["We keep personal data only as long as we need it for the purposes above."],
      list: [
        "Account, profile and your content: while your account exists. After you delete your account, it is removed from our live systems within 30 days and from backups within a further 30 days.",
        "Analytics events: up to 13 months, after which only totals that cannot identify anyone are kept. Events linked to your account are deleted with it.",
        "Rate-limit records and server logs: from a few minutes up to 30 days.",
        "Password reset links: they expire after one hour and work once.",
        "Contact messages: two years, then deleted.",
        "Newsletter: until you unsubscribe.",
        "Billing records: as long as Indian tax and accounting law requires, currently up to eight years, even after your account is deleted.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "All traffic is encrypted with HTTPS. Passwords are hashed with Argon2id. Password reset tokens and personal API tokens are stored only as hashes, so a copy of our database would not let anyone use them. Session cookies are HttpOnly and Secure. Signing out everywhere, resetting your password or having your account disabled ends old sessions and API tokens. Only staff who need access to run the service have it.",
        "No system is perfectly secure. If a breach affects your personal data, we will tell you and the Data Protection Board of India, and other authorities where the law requires, without undue delay.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and choices",
      paragraphs: [
        "These rights apply wherever you live. In the European Union you also have the GDPR rights to restrict or object to processing and to data portability.",
      ],
      list: [
        "Access: the Download your data page gives you a ZIP file (JSON and CSV) of everything we hold about you.",
        "Correction: edit your profile and account details yourself, or ask us to correct anything else.",
        "Deletion: delete your account in account settings. Your public pages go offline and your data is removed as described above.",
        "Withdrawing consent: unsubscribe from the newsletter with the link in any issue, or withdraw consent for the rest by deleting your account.",
        "Nomination: under the DPDP Act you may name someone to exercise your rights if you die or become unable to. Write to us to do so.",
        "Grievances: you may complain to our Grievance Officer, as described below.",
      ],
    },
    {
      id: "grievance-officer",
      heading: "Grievance Officer",
      paragraphs: [
        "Under the DPDP Act, you can raise any concern about how we handle your personal data with our Grievance Officer at privacy@biostudio.app, or by post to the Grievance Officer, BioStudio, Bengaluru, Karnataka 560001, India. We acknowledge within two working days and answer within 30 days. We may need to confirm your identity before acting on a request.",
        "If you are not satisfied with our answer, you may take your complaint to the Data Protection Board of India. People in the European Union may complain to the data protection authority of their country.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "BioStudio is not for children under 13. The DPDP Act treats everyone under 18 as a child, and in the European Union the age of digital consent is between 13 and 16. If you are under that age where you live, you may use BioStudio only with the verifiable consent of a parent or guardian. We do not track children's behaviour for advertising, and we show no advertising to anyone. If we learn we hold data of a child without that consent, we delete it.",
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      paragraphs: [
        "Your data may be stored and processed in India and in other countries where our service providers operate. The DPDP Act allows such transfers except to countries the Government of India restricts, and we follow those restrictions. When data of people in the European Union leaves the European Economic Area, we rely on the European Commission's Standard Contractual Clauses or an adequacy decision.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We will update this policy when our practices or the law change. For significant changes, such as a new kind of data or a new purpose, we will tell you by email or in the app before they take effect. The date at the top shows the current version.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        "Email privacy@biostudio.app, or write to BioStudio, Bengaluru, Karnataka 560001, India. For anything else, write to support@biostudio.app.",
      ],
    },
  ],
};

export const aboutPage: LegalDocument = {
  slug: "about",
  title: "About BioStudio",
  description:
    "BioStudio is a small team in Bengaluru building a simpler way to write a social bio that sounds like you, with honest analytics and no dark patterns.",
  updated: UPDATED,
  intro:
    "BioStudio helps people write the few lines that introduce them online. Describe yourself in a few words, pick a tone, and you get three bios ready to paste into Instagram, TikTok, X or LinkedIn. We are a small, independent team in Bengaluru, India.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        "We are engineers, designers and people who have run social accounts for brands, cafés, colleges and ourselves. Between us we have written a lot of bios, most of them late at night and under pressure, and rewritten most of them the next morning.",
        "BioStudio is what we wished we had: a focused studio for the small piece of text that does the most work on a profile. It is used by creators, small businesses, students looking for their first internship, and teams who look after many accounts at once.",
      ],
    },
    {
      id: "why-we-built-it",
      heading: "Why we built it",
      paragraphs: [
        "A bio is the first thing people read about you. It decides, in a second or two, whether someone follows, books, buys or scrolls on. And yet most people meet it as an empty box with a character counter, and stare at it.",
        "Blank boxes are hard because writing about yourself is hard. You know too much, and you do not know what to leave out. A good starting point changes that. Once there are three decent drafts in front of you, editing is easy: you keep the line that sounds like you, swap a word, and you are done.",
        "So BioStudio starts you with drafts, not advice. Every network has its own limit and its own habits, so we shape each bio to the place it is going and never hand you one that will not fit. Around that we added the things people kept asking for: templates for when you want a proven structure, previews that show how a bio looks on each network, share pages to get a second opinion, a link-in-bio page, a calendar for planning what comes next, and team approvals for businesses where more than one person speaks for the brand.",
      ],
    },
    {
      id: "what-we-believe",
      heading: "What we believe",
      paragraphs: ["A few principles shape every decision we make about the product:"],
      list: [
        "Honest numbers. Our analytics are first-party and stored in our own database. We leave out bots and link-preview crawlers, and when we do not know something, we show nothing rather than an invented number.",
        "No dark patterns. No fake countdowns, no guilt-trip buttons, no cancellation mazes. You can cancel Premium in a couple of clicks, download all your data as a ZIP, and delete your account from settings.",
        "It works without an AI key. The built-in composer writes good bios on our own servers, instantly and without calling any outside service. When an AI model is connected it adds variety, and if the model is slow or down, the composer quietly takes over.",
        "Privacy by default. No ad networks and no third-party trackers. Your description goes to an AI provider only when one is switched on, and never with your name or email attached.",
        "Your words are yours. The bios we generate belong to you. Use them anywhere, commercially or not, without crediting us.",
        "Playful, not pushy. XP, streaks and badges are there to make a small habit fun, not to keep you hooked.",
        "Built for every phone and every person. Pages should load quickly on a mid-range phone over a patchy connection, and everything should work with a keyboard and a screen reader.",
      ],
    },
    {
      id: "bengaluru",
      heading: "Made in Bengaluru",
      paragraphs: [
        "We are based in Bengaluru, Karnataka, and most of us work from our office here a few days a week. Some teammates work remotely from elsewhere in India. Bengaluru suits a product like this: it is full of founders, freelancers, students, home bakers, designers and creators, and every one of them needs a bio. Many of our early users were people we met at meetups, college fests and weekend markets across the city, and their feedback is still in the product.",
        "We build for everyone, everywhere, but we never forget that for a lot of people the first version of their online self is written on a phone, on a crowded bus, in a second language. BioStudio should work well for them.",
      ],
    },
    {
      id: "how-we-make-money",
      heading: "How we make money",
      paragraphs: [
        "BioStudio has a free plan and a paid Premium plan. The free plan includes a monthly allowance of bio generations and of some companion tools, and it is meant to be genuinely useful on its own. Premium removes the limits and adds premium templates and the features listed on the pricing page.",
        "Premium subscriptions are our only source of revenue. We do not show ads, we do not sell data, and we do not take money to place brands in your suggestions. That keeps our incentives simple: we do well when BioStudio is good enough that people choose to pay for it.",
      ],
    },
    {
      id: "contact",
      heading: "Say hello",
      paragraphs: [
        "We read everything people send us. For general questions or feedback, write to hello@biostudio.app. For help with your account or billing, write to support@biostudio.app. For privacy questions, privacy@biostudio.app. If you would like to work with us, see the Jobs page or write to jobs@biostudio.app.",
        "If you find a security problem, please email support@biostudio.app before telling anyone else. We will confirm we have received it, keep you updated, and fix it as quickly as we can.",
        "BioStudio, Bengaluru, Karnataka 560001, India.",
      ],
    },
  ],
};

export const jobsPage: LegalDocument = {
  slug: "jobs",
  title: "Jobs at BioStudio",
  description:
    "Join a small product team in Bengaluru building BioStudio. Remote-friendly within India. Open roles in engineering, design and creator partnerships.",
  updated: UPDATED,
  intro:
    "BioStudio is a small team in Bengaluru helping people write the first thing anyone reads about them. We care about craft, honest products and the people who use them. If that sounds like you, we would like to hear from you.",
  sections: [
    {
      id: "culture",
      heading: "What it is like here",
      paragraphs: [
        "We are a small team, and everyone's work is visible in the product. Engineers talk to users, designers write copy, and the person who handles partnerships reads the bug reports. We prefer a short written proposal over a long meeting, and shipping a small improvement this week over planning a big one for next quarter.",
        "We hold a high bar for quality and a low bar for asking questions. Nobody is expected to know everything, and saying “I am not sure” is always fine. We review each other's work carefully and kindly, and we take on-call and support in turns so no one carries it alone.",
      ],
    },
    {
      id: "how-we-work",
      heading: "How we work",
      paragraphs: [
        "Our office is in central Bengaluru, and most of the team comes in two or three days a week. We are remote-friendly within India: you can work from anywhere in the country, as long as you are comfortable joining us in Bengaluru for a few days each quarter. We cover travel and stay for those visits.",
        "We keep core hours from 11:00 to 16:00 IST for meetings and pairing, and the rest of the day is yours to arrange. Decisions, plans and release notes are written down so that no one has to be in the room to know what is going on.",
      ],
    },
    {
      id: "benefits",
      heading: "Benefits",
      paragraphs: ["Every full-time role comes with the following, from your first day:"],
      list: [
        "Health insurance for you, your spouse or partner, your children and your parents",
        "24 days of paid leave a year, plus public holidays and sick leave that is not counted against it",
        "Parental leave of 26 weeks for birth mothers, and 12 weeks for every other new parent, including adoptive parents",
        "A laptop of your choice and a yearly budget for your home workspace",
        "A yearly learning budget for books, courses and conferences",
        "A co-working pass if you work remotely and want a desk outside home",
        "Free Premium for you and a family member",
      ],
    },
    {
      id: "hiring-process",
      heading: "How we hire",
      paragraphs: [
        "Our process is short and we try to make it useful to you as well as to us. It has four steps: a 30-minute conversation about you and the role; a practical exercise that takes no more than three hours, either at home or as a pairing session, your choice; a conversation with two or three people you would work with; and a final call about the offer. Most processes take two to three weeks from first call to decision.",
        "We reply to every application, usually within ten working days, and if we decide not to go ahead after an interview, we tell you why. We welcome people of every background, gender, caste, religion, age and ability, and we will make any adjustment you need in the process. Just tell us.",
      ],
    },
    {
      id: "how-to-apply",
      heading: "How to apply",
      paragraphs: [
        "Email jobs@biostudio.app with the role title in the subject line. Include your CV or LinkedIn profile, links to work you are proud of, and a few lines on why BioStudio. Cover letters are optional; we would rather see something you made. We do not work with recruitment agencies for these roles.",
        "If none of the openings fits but you think you could help, write to us anyway and tell us how.",
      ],
    },
  ],
  openings: [
    {
      id: "senior-full-stack-engineer",
      title: "Senior Full-Stack Engineer (Next.js and TypeScript)",
      team: "Engineering",
      location: "Bengaluru or remote within India",
      type: "Full-time",
      summary:
        "Own features end to end across the BioStudio web app, from the database schema to the last pixel, and help keep the product fast, accessible and secure as it grows.",
      responsibilities: [
        "Design, build and ship features across the generator, link-in-bio, analytics, teams and billing",
        "Work in a Next.js App Router codebase with React Server Components, strict TypeScript and Prisma on SQLite and PostgreSQL",
        "Improve the built-in composer and our integration with AI model providers, including fallbacks and evaluation",
        "Keep public pages fast and our first-party analytics pipeline reliable under load",
        "Write unit, integration and browser tests, review pull requests and share on-call in turns",
      ],
      requirements: [
        "Five or more years building and running web applications in production",
        "Deep experience with TypeScript and React, and solid knowledge of SQL and relational data modelling",
        "Care for security basics: authentication, authorization, input validation and safe handling of user content",
        "Clear written communication in English",
        "Nice to have: experience with Next.js, Auth.js, Stripe, or working with language models in a product",
      ],
    },
    {
      id: "product-designer",
      title: "Product Designer",
      team: "Design",
      location: "Bengaluru or remote within India",
      type: "Full-time",
      summary:
        "Shape how people find their words in BioStudio, from the first blank description box to team approvals, and own the design system that holds it together.",
      responsibilities: [
        "Design end-to-end flows for the generator, templates, previews, link-in-bio and the content calendar",
        "Run regular conversations and usability tests with creators, small businesses and students",
        "Write interface copy and microcopy together with the team; on BioStudio, words are the product",
        "Maintain our component library and design tokens with engineers, including light and dark themes",
        "Make sure everything works with a keyboard and a screen reader, and on an inexpensive phone",
      ],
      requirements: [
        "A portfolio showing shipped product work, with the reasoning behind it",
        "Three or more years designing web or mobile products",
        "Strong interaction and visual design skills, and comfort working in Figma or a similar tool",
        "A good ear for tone of voice and short-form writing",
        "Working knowledge of accessibility guidelines",
      ],
    },
    {
      id: "creator-partnerships-lead",
      title: "Creator Partnerships Lead",
      team: "Growth",
      location: "Bengaluru (hybrid)",
      type: "Full-time",
      summary:
        "Build honest, long-term relationships with creators, communities and small businesses across India, and bring what they tell you back into the product.",
      responsibilities: [
        "Find and build partnerships with creators, creator collectives, colleges and small-business communities",
        "Run workshops, meetups and campus sessions on writing bios and building a profile",
        "Create and curate templates and examples with partners for new niches and audiences",
        "Collect structured feedback from partners and work with product and design to act on it",
        "Keep every partnership transparent: clearly disclosed, fairly paid and free of fake engagement",
      ],
      requirements: [
        "Three or more years in creator partnerships, community, influencer marketing or a similar role",
        "A network in the Indian creator or small-business ecosystem, and a habit of keeping your word",
        "Excellent spoken and written English; another Indian language is a strong plus",
        "Comfort with simple data: you can read a dashboard and tell a real result from noise",
        "Willingness to travel occasionally within India",
      ],
    },
  ],
};

/** The four company pages, in footer order. */
export const companyDocuments: readonly LegalDocument[] = [aboutPage, jobsPage, termsAndConditions, privacyPolicy];

/** The document for a page slug, e.g. "privacy-policy". */
export function getCompanyDocument(slug: string): LegalDocument | undefined {
  return companyDocuments.find((doc) => doc.slug === slug);
}
