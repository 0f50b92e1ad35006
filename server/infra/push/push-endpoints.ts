/**
 * The push services a browser's subscription may point at: Google's (Chrome, Edge on Android), Mozilla's, Apple's
 * and Microsoft's. The server sends push only to an HTTPS endpoint on one of these, so a subscription cannot make
 * it call an internal address; PUSH_ALLOWED_ORIGINS adds exact origins (a self-hosted push service, a test stand-in).
 */
const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether the server may send to this endpoint: a known push service over HTTPS, or an origin allowed by configuration. */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  return url.protocol === "https:" && (url.port === "" || url.port === "443") && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

/** PUSH_ALLOWED_ORIGINS: comma-separated origins ("https://push.example.com, http://127.0.0.1:6400"), as URL origins. */
export function parseAllowedOrigins(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const url = new URL(part);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`PUSH_ALLOWED_ORIGINS: ${part} is not an http(s) origin`);
      return url.origin;
    });
}
