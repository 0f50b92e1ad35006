import { captureAttribution } from "@/lib/attribution-capture";
import { holdUnhandledSubmits, preloadModules, readPageModules, rememberEarlyPresses, whenPainted } from "@/lib/deferred-start";
import "./index.css";

captureAttribution();
// A server-rendered page is whole without its code; the code downloads once the page is on screen.
const serverRendered = Boolean(document.getElementById("root")?.hasChildNodes());
const stopRememberingPresses = serverRendered ? rememberEarlyPresses() : () => {};
if (serverRendered) {
  holdUnhandledSubmits();
  await whenPainted();
}
const [app, ...chunks] = readPageModules();
preloadModules(chunks);
// the app's URL comes from the server (the build's manifest, or Vite's source path in development)
if (app) await import(/* @vite-ignore */ app);
stopRememberingPresses();
