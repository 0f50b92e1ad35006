import { describe, expect, it } from "vitest";
import { ROUTE_PATHS, type RouteKey } from "@shared/route-paths";
import { loadInitialPage, pageLoaders } from "./route-table";

describe("the route table", () => {
  it.each(Object.keys(ROUTE_PATHS) as RouteKey[])("%s loads its page's component from the file route-paths names", async (key) => {
    const { default: Page } = await pageLoaders[key]();
    expect(typeof Page).toBe("function");
  });

  it("loads the page of a path ahead of the first render, ignoring case and a trailing slash", async () => {
    const page = await loadInitialPage("/FAQ/");
    expect(page?.key).toBe("faq");
    const { default: Faq } = await import("@/pages/public/faq-page");
    expect(page?.Component).toBe(Faq);
    expect(await loadInitialPage("/no-such-page")).toBeUndefined();
  });
});
