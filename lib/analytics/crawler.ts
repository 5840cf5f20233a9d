// Bots, crawlers and link-preview fetchers are not visitors (docs/product.md#tracking): their
// page events are accepted and dropped.

const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|skype|headlesschrome|lighthouse|pingdom|uptime|curl\/|wget|python-requests|httpclient|axios\/|node-fetch|go-http-client|okhttp|java\/|mastodon|cardyb|iframely|vkshare|kakaotalk-scrap|google-inspectiontool|googleother|meta-externalagent|facebookcatalog|chrome-lighthouse/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim() === "") return true;
  return CRAWLER.test(userAgent);
}
