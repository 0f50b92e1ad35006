/** The ad pages' code at load (features/leads, tracking/ad-page.ts): the server lists it for /GA-Enquiry and /thank-you. */
import { startAdPage } from "@/features/leads";

startAdPage(window.location.pathname);
