import { captureAttribution } from "./lib/attribution-capture";
import { preloadModules, readPageModules, whenPainted } from "./lib/deferred-start";
import "./index.css";

captureAttribution();
// A server-rendered page is whole without its code; the code downloads once the page is on screen.
if (document.getElementById("root")?.hasChildNodes()) await whenPainted();
const [app, ...chunks] = readPageModules();
preloadModules(chunks);
// the app's URL comes from the server (the build's manifest, or Vite's source path in development)
if (app) await import(/* @vite-ignore */ app);
