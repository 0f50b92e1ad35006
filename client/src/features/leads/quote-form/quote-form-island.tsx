import { Island } from "@/components/island";
import { NeedsJavaScriptNote } from "@/components/needs-javascript-note";
import { LiveQuoteForm } from "./quote-form-live";

/**
 * The home page's quote form: server HTML at once, hydrated alone (react-hook-form and zod) when it nears the viewport
 * or is first touched; what is typed before is kept (client/src/islands.tsx).
 */
export function QuoteFormIsland() {
  return (
    <>
      <NeedsJavaScriptNote />
      <Island name="quote-form">
        <LiveQuoteForm />
      </Island>
    </>
  );
}
