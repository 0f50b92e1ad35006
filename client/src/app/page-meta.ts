import { useEffect, useRef } from "react";

function setMeta(selector: string, attribute: "content" | "href", value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the title and description in step with client-side navigation. The server writes them into
 * the first page's HTML, so the heads (every route's title and description) load only on the first
 * navigation and never weigh on a page's first load.
 */
export function usePageMeta(path: string) {
  const firstPath = useRef<string | null>(path);
  useEffect(() => {
    if (firstPath.current === path) return;
    firstPath.current = null;
    let current = true;
    void import("@shared/routes").then(({ findRoute, NOT_FOUND_META }) => {
      if (!current) return;
      const route = findRoute(path);
      const title = route?.title ?? NOT_FOUND_META.title;
      const description = route?.description ?? NOT_FOUND_META.description;
      document.title = title;
      setMeta('meta[name="description"]', "content", description);
      setMeta('meta[property="og:title"]', "content", title);
      setMeta('meta[property="og:description"]', "content", description);
      setMeta('meta[name="robots"]', "content", route?.indexable ? "index, follow" : "noindex, nofollow");
    });
    return () => {
      current = false;
    };
  }, [path]);
}
