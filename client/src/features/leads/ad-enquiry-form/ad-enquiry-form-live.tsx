import { withQueries } from "@/lib/with-queries";
import { AdEnquiryForm } from "./ad-enquiry-form";

/** The landing page's form as its island hydrates it: with the query client it sends through. */
export const LiveAdEnquiryForm = withQueries(AdEnquiryForm);
