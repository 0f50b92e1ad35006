/** The app itself: hydrates a server-rendered page, or renders a client-rendered one (staff, golf). */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/app";
import { loadInitialPage } from "@/app/route-table";
import { takeEarlyPress } from "@/lib/early-press";
import { readInitialQueries } from "@/lib/initial-queries";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");

// Public pages arrive rendered: load the page's own code first so hydration matches the HTML at once.
if (root.hasChildNodes()) {
  const initialPage = await loadInitialPage(window.location.pathname);
  const earlyPress = takeEarlyPress();
  hydrateRoot(
    root,
    <StrictMode>
      <App initialQueries={readInitialQueries()} initialPage={initialPage} />
    </StrictMode>,
  );
  // React now listens: pressed again, the button's part of the page hydrates at once and handles the press.
  earlyPress?.click();
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
