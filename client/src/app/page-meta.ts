import { useEffect } from "react";
import { findRoute, NOT_FOUND_META } from "@shared/routes";

function setMeta(selector: string, attribute: "content" | "href", value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Keeps the title and description in step with client-side navigation; the server sets them on first load. */
export function usePageMeta(path: string) {
  useEffect(() => {
    const route = findRoute(path);
    const title = route?.title ?? NOT_FOUND_META.title;
    const description = route?.description ?? NOT_FOUND_META.description;
    document.title = title;
    setMeta('meta[name="description"]', "content", description);
    setMeta('meta[property="og:title"]', "content", title);
    setMeta('meta[property="og:description"]', "content", description);
    setMeta('meta[name="robots"]', "content", route?.indexable ? "index, follow" : "noindex, nofollow");
  }, [path]);
}
