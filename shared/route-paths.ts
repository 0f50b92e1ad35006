/**
 * Every page's address, area, indexing and page module (spec section 2), without its head: the client's router
 * reads this in every page's shell. Titles and descriptions are in routes.ts, which the server reads and
 * the client loads only when it navigates.
 */
export type RouteArea = "public" | "ads" | "golf" | "staff";

export interface RoutePath {
  path: string;
  area: RouteArea;
  /** the page's module in client/src/pages/<area>/ (its chunk is loaded, and preloaded by the server, per route) */
  page: string;
}

/**
 * Listed in sitemap.xml and open to search engines: the homeowners' pages, and no other (the ads, golf and staff
 * areas stay out of search). Worked out from the area, so every page's shell carries one fact fewer per route.
 */
export const isIndexable = (route: Pick<RoutePath, "area">) => route.area === "public";

export const ROUTE_PATHS = {
  home: { path: "/", area: "public", page: "home-page" },
  gallery: { path: "/gallery", area: "public", page: "gallery-page" },
  retainingWalls: { path: "/retaining-walls", area: "public", page: "retaining-walls-page" },
  fencing: { path: "/fencing-projects", area: "public", page: "fencing-page" },
  faq: { path: "/faq", area: "public", page: "faq-page" },
  shareExperience: { path: "/share-experience", area: "public", page: "share-experience-page" },
  privacyPolicy: { path: "/privacy-policy", area: "public", page: "privacy-policy-page" },
  estimate: { path: "/estimate", area: "public", page: "estimate-page" },
  adEnquiry: { path: "/GA-Enquiry", area: "ads", page: "ad-enquiry-page" },
  thankYou: { path: "/thank-you", area: "ads", page: "thank-you-page" },
  golfDashboard: { path: "/golf-dashboard", area: "golf", page: "golf-dashboard-page" },
  golfProducts: { path: "/golf-products", area: "golf", page: "golf-products-page" },
  golfSuppliers: { path: "/golf-suppliers", area: "golf", page: "golf-suppliers-page" },
  golfCompetitors: { path: "/golf-competitors", area: "golf", page: "golf-competitors-page" },
  golfProfitCalculator: { path: "/golf-profit-calculator", area: "golf", page: "golf-profit-page" },
  golfShipments: { path: "/golf-shipments", area: "golf", page: "golf-shipments-page" },
  admin: { path: "/admin", area: "staff", page: "admin-page" },
  adminVisits: { path: "/admin/visits", area: "staff", page: "admin-visits-page" },
  adminProjects: { path: "/admin/projects", area: "staff", page: "admin-projects-page" },
  adminSitePhotos: { path: "/admin/site-photos", area: "staff", page: "admin-site-photos-page" },
  adminAccount: { path: "/admin/account", area: "staff", page: "admin-account-page" },
  adminAccounts: { path: "/admin/accounts", area: "staff", page: "admin-accounts-page" },
  adminBusiness: { path: "/admin/business", area: "staff", page: "admin-business-page" },
  adminEstimatePrices: { path: "/admin/pricing", area: "staff", page: "admin-estimates-prices-page" },
  adminAudit: { path: "/admin/audit", area: "staff", page: "admin-audit-page" },
  adminReports: { path: "/admin/reports", area: "staff", page: "admin-reports-page" },
  adminInvoicePayments: { path: "/admin/payments", area: "staff", page: "admin-invoices-payments-page" },
  adminJobsSchedule: { path: "/admin/schedule", area: "staff", page: "admin-jobs-schedule-page" },
  adminChecklists: { path: "/admin/checklists", area: "staff", page: "admin-checklists-page" },
  crew: { path: "/crew", area: "staff", page: "crew-page" },
  login: { path: "/login", area: "staff", page: "login-page" },
  forgotPassword: { path: "/forgot-password", area: "staff", page: "forgot-password-page" },
  resetPassword: { path: "/reset-password", area: "staff", page: "reset-password-page" },
  acceptInvite: { path: "/accept-invite", area: "staff", page: "accept-invite-page" },
} as const satisfies Record<string, RoutePath>;

export type RouteKey = keyof typeof ROUTE_PATHS;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
const byPath = new Map<string, RouteKey>((Object.keys(ROUTE_PATHS) as RouteKey[]).map((key) => [normalise(ROUTE_PATHS[key].path), key]));

/** The key of a request path's route, ignoring case and a trailing slash, as the client router does. */
export function findRouteKey(path: string): RouteKey | undefined {
  return byPath.get(normalise(path));
}
