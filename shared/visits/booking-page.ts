import type { ExcavatorAccess, OpenWindow, SiteVisitView } from "./visit-api";

/**
 * Everything the homeowner's booking page (/book/<token>) shows: the server decides it and renders it as plain
 * HTML with forms that post back, so it works with JavaScript off.
 */
export interface BookingPageView {
  /** the page's own address, where its forms post */
  path: string;
  firstName: string;
  reference: string;
  /** the place the quote request named, when it named one */
  suburb: string | null;
  /**
   * choose: pick a window; booked: the booking, with change and cancel; call: we arrange the time by phone
   * (outside the service area, or a request still being checked); closed: the request is won or lost
   */
  state: "choose" | "booked" | "call" | "closed";
  visit: SiteVisitView | null;
  /** open windows of the next 14 days, soonest first (to choose, or to change to) */
  windows: OpenWindow[];
  /** the booked visit is being moved: the windows show beside it */
  changing: boolean;
  notice?: { tone: "success" | "error"; text: string };
  /** the form's answers after a refusal, so nothing typed is lost */
  values: { slot?: string; address: string; excavatorAccess?: ExcavatorAccess; parking?: string };
  errors: Partial<Record<"slot" | "address" | "excavatorAccess" | "parking", string>>;
}
