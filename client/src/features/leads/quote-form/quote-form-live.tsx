import { withQueries } from "@/lib/with-queries";
import { QuoteForm } from "./quote-form";

/** The quote form as its island hydrates it: with the query client it sends through. */
export const LiveQuoteForm = withQueries(QuoteForm);
