/** The app itself: hydrates a server-rendered page, or renders a client-rendered one (staff, golf). */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadInitialPage } from "./app/route-table";
import { readInitialQueries } from "./lib/initial-queries";

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
