import { expect, test } from "./support/test";
import { takeAPersonsTime } from "./support/human-pace";
import { fillAdEnquiry } from "./support/quote-form";
import { type SecondServer, startSecondServer } from "./support/second-server";

/*
 * With a Google Ads id configured, Google's tag runs on /GA-Enquiry and /thank-you and sends the page's whole
 * address with every hit (its "dl" parameter), fragment included. A stand-in for gtag.js that does the same
 * stands in for Google here; every request Chromium makes is read for the homeowner's booking token.
 */

const ADS_PORT = Number(process.env.E2E_PORT ?? 5100) + 2;

/** Sends a hit with location.href for each queued and later call, and for each page change, as gtag.js does. */
const STAND_IN_GTAG = `(() => {
  const hit = (name) => fetch("https://www.google.com/ccm/collect?en=" + encodeURIComponent(name) + "&dl=" + encodeURIComponent(location.href), { mode: "no-cors", keepalive: true });
  const call = (args) => hit(String(args[0] === "event" ? args[1] : args[0]));
  const queue = (window.dataLayer = window.dataLayer || []);
  Array.from(queue).forEach(call);
  queue.push = (...calls) => { calls.forEach(call); return Array.prototype.push.apply(queue, calls); };
  const pushState = history.pushState.bind(history);
  history.pushState = (...args) => { pushState(...args); hit("page_view"); };
})();`;

let ads: SecondServer;
test.beforeAll(async () => {
  ads = await startSecondServer("google-ads", ADS_PORT, { GOOGLE_ADS_ID: "AW-123456789", GOOGLE_ADS_CONVERSION_LABEL: "AbC-dEf_123" });
});
test.afterAll(async () => {
  await ads?.stop();
});

test("no request Chromium makes from the ad form to /thank-you carries the booking token, Google's hits included", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    requests.push([request.method(), request.url(), request.headers().referer ?? "", request.postData() ?? ""].join(" "));
  });
  await page.route("https://www.googletagmanager.com/gtag/js**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN_GTAG }),
  );
  await page.route("https://www.google.com/**", (route) => route.fulfill({ status: 204 }));

  await page.goto(`${ads.url}/GA-Enquiry`);
  await expect.poll(() => requests.some((line) => line.includes("google.com/ccm/collect?en=config"))).toBe(true);
  await fillAdEnquiry(page, {
    name: "Tag Watcher",
    email: "tag.watcher@example.com",
    service: "fencing",
    details: "A side fence, about 20 m.",
  });
  await takeAPersonsTime(page);
  await page.getByRole("button", { name: "Get My Free Quote" }).click();

  const booking = page.getByRole("link", { name: "Book your free site visit" });
  await expect(booking).toHaveAttribute("href", /^\/book\/[\w-]{32}$/);
  const token = (await booking.getAttribute("href"))!.slice("/book/".length);
  // the conversion reached "Google", and the page view of /thank-you with it
  await expect.poll(() => requests.some((line) => line.includes("en=conversion"))).toBe(true);
  await expect.poll(() => requests.some((line) => line.includes("en=page_view") && line.includes("thank-you"))).toBe(true);
  expect(requests.filter((line) => line.includes(token))).toEqual([]);
  expect(page.url()).not.toContain(token);

  // the link survives a reload of /thank-you (it lives in the history entry, not the address)
  await page.reload();
  await expect(page.getByRole("link", { name: "Book your free site visit" })).toHaveAttribute("href", `/book/${token}`);
  expect(requests.filter((line) => line.includes(token))).toEqual([]);
});
