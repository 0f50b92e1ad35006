/**
 * Every page's address, area, indexing and page module (spec section 2), without its head: the client's router
 * reads this in every page's shell. Titles and descriptions are in routes.ts, which the server reads and
 * the client loads only when it navigates.
 */
export type RouteArea = "public" | "ads" | "golf" | "staff";

export interface RoutePath {
  path: string;
  area: RouteArea;
  /** listed in sitemap.xml and open to search engines */
  indexable: boolean;
  /** the page's module under client/src/pages (its chunk is loaded, and preloaded by the server, per route) */
  page: string;
}

export const ROUTE_PATHS = {
  home: { path: "/", area: "public", indexable: true, page: "public/home-page" },
  gallery: { path: "/gallery", area: "public", indexable: true, page: "public/gallery-page" },
  retainingWalls: { path: "/retaining-walls", area: "public", indexable: true, page: "public/retaining-walls-page" },
  fencing: { path: "/fencing-projects", area: "public", indexable: true, page: "public/fencing-page" },
  faq: { path: "/faq", area: "public", indexable: true, page: "public/faq-page" },
  shareExperience: { path: "/share-experience", area: "public", indexable: true, page: "public/share-experience-page" },
  privacyPolicy: { path: "/privacy-policy", area: "public", indexable: true, page: "public/privacy-policy-page" },
  estimate: { path: "/estimate", area: "public", indexable: true, page: "public/estimate-page" },
  adEnquiry: { path: "/GA-Enquiry", area: "ads", indexable: false, page: "ads/ad-enquiry-page" },
  thankYou: { path: "/thank-you", area: "ads", indexable: false, page: "ads/thank-you-page" },
  golfDashboard: { path: "/golf-dashboard", area: "golf", indexable: false, page: "golf/golf-dashboard-page" },
  golfProducts: { path: "/golf-products", area: "golf", indexable: false, page: "golf/golf-products-page" },
  golfSuppliers: { path: "/golf-suppliers", area: "golf", indexable: false, page: "golf/golf-suppliers-page" },
  golfCompetitors: { path: "/golf-competitors", area: "golf", indexable: false, page: "golf/golf-competitors-page" },
  golfProfitCalculator: { path: "/golf-profit-calculator", area: "golf", indexable: false, page: "golf/golf-profit-page" },
  golfShipments: { path: "/golf-shipments", area: "golf", indexable: false, page: "golf/golf-shipments-page" },
  admin: { path: "/admin", area: "staff", indexable: false, page: "staff/admin-page" },
  adminVisits: { path: "/admin/visits", area: "staff", indexable: false, page: "staff/admin-visits-page" },
  adminProjects: { path: "/admin/projects", area: "staff", indexable: false, page: "staff/admin-projects-page" },
  adminSitePhotos: { path: "/admin/site-photos", area: "staff", indexable: false, page: "staff/admin-site-photos-page" },
  adminAccount: { path: "/admin/account", area: "staff", indexable: false, page: "staff/admin-account-page" },
  adminAccounts: { path: "/admin/accounts", area: "staff", indexable: false, page: "staff/admin-accounts-page" },
  adminBusiness: { path: "/admin/business", area: "staff", indexable: false, page: "staff/admin-business-page" },
  adminEstimatePrices: { path: "/admin/pricing", area: "staff", indexable: false, page: "staff/admin-estimates-prices-page" },
  adminAudit: { path: "/admin/audit", area: "staff", indexable: false, page: "staff/admin-audit-page" },
  adminReports: { path: "/admin/reports", area: "staff", indexable: false, page: "staff/admin-reports-page" },
  adminInvoicePayments: { path: "/admin/payments", area: "staff", indexable: false, page: "staff/admin-invoices-payments-page" },
  adminJobsSchedule: { path: "/admin/schedule", area: "staff", indexable: false, page: "staff/admin-jobs-schedule-page" },
  adminChecklists: { path: "/admin/checklists", area: "staff", indexable: false, page: "staff/admin-checklists-page" },
  crew: { path: "/crew", area: "staff", indexable: false, page: "staff/crew-page" },
  login: { path: "/login", area: "staff", indexable: false, page: "staff/login-page" },
  forgotPassword: { path: "/forgot-password", area: "staff", indexable: false, page: "staff/forgot-password-page" },
  resetPassword: { path: "/reset-password", area: "staff", indexable: false, page: "staff/reset-password-page" },
  acceptInvite: { path: "/accept-invite", area: "staff", indexable: false, page: "staff/accept-invite-page" },
} as const satisfies Record<string, RoutePath>;

export type RouteKey = keyof typeof ROUTE_PATHS;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
const byPath = new Map<string, RouteKey>((Object.keys(ROUTE_PATHS) as RouteKey[]).map((key) => [normalise(ROUTE_PATHS[key].path), key]));

/** The key of a request path's route, ignoring case and a trailing slash, as the client router does. */
export function findRouteKey(path: string): RouteKey | undefined {
  return byPath.get(normalise(path));
}
