export { AdEnquiryFormIsland } from "./ad-enquiry-form/ad-enquiry-form-island";
export { EmailNotConfiguredBanner } from "./admin/email-not-configured-banner";
export { LeadContactActions } from "./admin/lead-contact-actions";
export { LeadDelete } from "./admin/lead-delete";
export { LeadFacts } from "./admin/lead-facts";
export { LeadFilterBar } from "./admin/lead-filters";
export { LeadHistory } from "./admin/lead-history";
export { LeadNotes } from "./admin/lead-notes";
export { LeadLinks, SendNewLink } from "./admin/send-new-link";
export { LeadSitePhotos } from "./admin/lead-site-photos";
export { LeadStatusCell } from "./admin/lead-status-cell";
export { LeadStatusForm } from "./admin/lead-status-form";
export { LeadSummaryHeader } from "./admin/lead-summary-header";
export { contactColumns, leadTrackingColumns, leadTrackingFacts } from "./admin/lead-tracking";
export type { LeadView } from "./admin/lead-view";
export { PipelineSummaryPanel } from "./admin/pipeline-summary";
export { useLeadFilters } from "./admin/use-lead-filters";
export type { LeadFilters } from "./admin/use-lead-filters";
export {
  PIPELINE_SUMMARY_KEY,
  invalidateLeadLists,
  leadDetailKey,
  leadPageKey,
  useLeadDetail,
  useLeadPage,
  useMarkLeadOpened,
  usePipelineSummary,
} from "./api/lead-desk";
export type { AdLeadRow, InquiryLeadRow, LeadPush, LeadRow } from "./api/lead-desk";
export { QuoteSection } from "./quote-form/quote-section";
export { rememberPendingConversion } from "./tracking/conversion-storage";
export { startAdPage } from "./tracking/ad-page";
export { loadAdEnquiryFormIsland, loadQuoteFormIsland } from "./islands";
