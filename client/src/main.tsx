import { captureAttribution } from "@/lib/attribution-capture";
import { revealBookingOffer } from "@/lib/booking-offer";
import { focusFragmentTargets } from "@/lib/fragment-focus";
import {
  atFirstTouchOrLeave,
  holdUnhandledSubmits,
  moduleAtLoad,
  preloadModules,
  readPageModules,
  rememberEarlyPresses,
  startsOnTouch,
  whenPainted,
  whenTouched,
} from "@/lib/deferred-start";
import "./index.css";

// Opening localStorage costs a phone's first visit tens of milliseconds: the visit's source is kept at the first touch
// (before any form can be sent or link followed) or as the page is left, not while the page paints.
atFirstTouchOrLeave(captureAttribution);
revealBookingOffer();
// A server-rendered page is whole without its code; the code downloads once the page is on screen, or, on a page made
// of islands, at the visitor's first touch. A module listed to run at load (the ad pages' tag) runs once painted.
const serverRendered = Boolean(document.getElementById("root")?.hasChildNodes());
const stopRememberingPresses = serverRendered ? rememberEarlyPresses() : () => {};
const atLoad = moduleAtLoad();
if (atLoad) void whenPainted().then(() => import(/* @vite-ignore */ atLoad));
if (serverRendered) {
  holdUnhandledSubmits();
  const madeOfIslands = startsOnTouch();
  const start = madeOfIslands ? whenTouched() : whenPainted();
  // arriving at a section (/#quote-form) focuses it, which counts as the first touch
  if (madeOfIslands) focusFragmentTargets();
  await start;
}
const [app, ...chunks] = readPageModules();
preloadModules(chunks);
// the app's URL comes from the server (the build's manifest, or Vite's source path in development)
if (app) await import(/* @vite-ignore */ app);
stopRememberingPresses();
