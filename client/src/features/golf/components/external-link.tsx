import { ExternalLink as ExternalLinkIcon } from "lucide-react";

/**
 * A link a visitor entered (golf records are open to anyone), opened in a new tab and said so; shows the
 * host name only. nofollow ugc: search engines give the link no weight, so adding records is no way to
 * buy the site's reputation; noopener noreferrer: the other site gets no handle on this tab or this address.
 */
export function ExternalLink({ href }: { href: string }) {
  let host = href;
  try {
    host = new URL(href).host.replace(/^www\./, "");
  } catch {
    return null;
  }
  if (!/^https?:$/.test(new URL(href).protocol)) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="nofollow ugc noopener noreferrer"
      className="inline-flex min-w-0 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <span className="truncate">{host}</span>
      <ExternalLinkIcon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
