import { MINUTE_MS } from "@shared/calendar/durations";

/** Saves a response's body as the file it names (Content-Disposition), as a link with `download` would. */
export async function saveAs(res: Response, fallbackName: string) {
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement("a"), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), MINUTE_MS);
}
