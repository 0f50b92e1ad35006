import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { captureAttribution } from "./lib/attribution-capture";
import { loadInitialPage } from "./app/route-table";
import { readInitialQueries } from "./lib/initial-queries";
import "./index.css";

captureAttribution();
const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");

// Public pages arrive rendered: load the page's own code first so hydration matches the HTML at once.
if (root.hasChildNodes()) {
  const initialPage = await loadInitialPage(window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <App initialQueries={readInitialQueries()} initialPage={initialPage} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
