/**
 * Every page of the product with its head (spec section 2). The server's HTML renderer, sitemap and
 * robots.txt read this list; the client's router reads only the paths (route-paths.ts) and loads the
 * heads when it navigates.
 */
import { findRouteKey, isIndexable, ROUTE_PATHS, type RouteArea, type RouteKey, type RoutePath } from "./route-paths";

export { findRouteKey, type RouteArea, type RouteKey };

export interface RouteHead {
  title: string;
  description: string;
}

export type RouteMeta = RoutePath &
  RouteHead & {
    /** listed in sitemap.xml and open to search engines */
    indexable: boolean;
  };

const HEADS: Record<RouteKey, RouteHead> = {
  home: {
    title: "Retaining Walls & Fencing Brisbane | Family-Owned QLD Contractor",
    description:
      "Engineered concrete, composite and timber retaining walls and Colorbond, timber and aluminium fencing across Brisbane, the Sunshine Coast and South East Queensland. Free on-site quotes.",
  },
  gallery: {
    title: "Project Gallery | Retaining Walls & Fencing Brisbane",
    description:
      "Completed retaining wall and fencing projects across South East Queensland: concrete sleeper walls, timber walls, Colorbond and timber fences.",
  },
  retainingWalls: {
    title: "Retaining Walls Brisbane | Engineered Concrete, Composite & Timber Walls",
    description:
      "Engineered concrete sleeper, composite and timber retaining walls built to Australian standards in Brisbane and the Sunshine Coast, with design, certification and council lodgment.",
  },
  fencing: {
    title: "Fencing Brisbane | Colorbond, Timber & Aluminium Fences",
    description:
      "Colorbond, timber and aluminium fencing installed across Brisbane and the Sunshine Coast. Butted, lapped and capped, good neighbour and spaced paling styles.",
  },
  faq: {
    title: "Retaining Wall & Fencing FAQ | Costs, Approvals & Timeframes",
    description:
      "Answers to common questions about retaining walls and fencing in Queensland: engineering, council approval, minimum job sizes, timeframes and materials.",
  },
  shareExperience: {
    title: "Share Your Experience | Leave a Review",
    description: "Had a retaining wall or fence built by us? Tell other Queensland homeowners about your experience.",
  },
  privacyPolicy: {
    title: "Privacy Policy",
    description: "How we collect, use, share and protect the personal information you give us.",
  },
  estimate: {
    title: "Instant Retaining Wall & Fence Estimate | Price in 30 Seconds",
    description:
      "See a price range for your retaining wall or fence in seconds, from our own South East Queensland prices, with Queensland's approval and dividing fence rules built in. No contact details needed.",
  },
  adEnquiry: {
    title: "Free Retaining Wall & Fencing Quote | Brisbane & Sunshine Coast",
    description:
      "Get a free on-site quote for your retaining wall or fence. Licensed, insured and family owned, with over 30 years of experience.",
  },
  thankYou: {
    title: "Thank You | Your Quote Request Has Been Received",
    description: "Thanks for your enquiry. We will be in touch shortly to arrange your free on-site consultation.",
  },
  golfDashboard: {
    title: "Golf Market Dashboard | US vs Australia",
    description: "Market size, brands, price gaps and customer insights for golf equipment in the US and Australia.",
  },
  golfProducts: {
    title: "Golf Products | US vs Australian Prices",
    description: "Golf clubs, shoes, apparel and accessories with US and Australian prices side by side.",
  },
  golfSuppliers: {
    title: "Golf Suppliers | Supplier Database",
    description: "Golf equipment suppliers with specialization, minimum order, terms and ratings.",
  },
  golfCompetitors: {
    title: "Golf Competitors | Competitor Tracker",
    description: "Golf equipment retailers and brands competing in the Australian market.",
  },
  golfProfitCalculator: {
    title: "Golf Profit Calculator | Import Margins",
    description: "Gross margin, net margin and break-even units for importing golf equipment into Australia.",
  },
  golfShipments: {
    title: "Golf Shipments | Landed Cost of a Whole Order",
    description:
      "A whole shipment landed in Australia: freight shared by weight or value, duty by origin, border charges, air against sea.",
  },
  admin: {
    title: "Admin Dashboard",
    description: "Staff dashboard for quote requests, ad leads and reviews.",
  },
  adminVisits: { title: "Site visits | Admin", description: "The site visits of the next two weeks, and the visit windows." },
  adminProjects: {
    title: "Projects | Admin",
    description: "Completed projects shown on the gallery and the home page.",
  },
  adminSitePhotos: {
    title: "Site Photos | Admin",
    description: "The photos of the service pages and the Google Ads page.",
  },
  adminAccount: { title: "Your account | Admin", description: "Your email, password, two-step sign-in and signed-in devices." },
  adminAccounts: { title: "Accounts | Admin", description: "Staff accounts, roles and invitations." },
  adminBusiness: { title: "Business details | Admin", description: "The business details every page, email and listing shows." },
  adminEstimatePrices: { title: "Estimate prices | Admin", description: "The price table the instant estimate uses." },
  adminAudit: { title: "Audit log | Admin", description: "Who changed what, and when." },
  adminReports: {
    title: "Reports | Admin",
    description: "Where work comes from, what advertising brought in, and how fast leads are answered.",
  },
  adminInvoicePayments: { title: "Payments | Admin", description: "Bank statements matched to invoices, and the files for Xero." },
  adminJobsSchedule: { title: "Schedule | Admin", description: "The crews' calendar: each job's stages on working days." },
  adminChecklists: {
    title: "Checklists | Admin",
    description: "The crews' checklist for each kind of job, and the reasons for uncharged time.",
  },
  crew: { title: "Crew", description: "The crew's week: jobs, checklists, time, materials, photos and the homeowner's sign-off." },
  forgotPassword: { title: "Forgot password", description: "Get a link to choose a new staff password." },
  resetPassword: { title: "Choose a new password", description: "Choose a new staff password." },
  acceptInvite: { title: "Accept your invitation", description: "Choose your staff username and password." },
  login: {
    title: "Staff Login",
    description: "Sign in to the staff dashboard.",
  },
};

export const ROUTES = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteKey[]).map((key) => [
    key,
    { ...ROUTE_PATHS[key], indexable: isIndexable(ROUTE_PATHS[key]), ...HEADS[key] },
  ]),
) as Record<RouteKey, RouteMeta>;

export const NOT_FOUND_META: RouteHead = {
  title: "Page Not Found",
  description: "The page you are looking for does not exist or has moved.",
};

/** The route of a request path, ignoring case and a trailing slash, as the client router does. */
export function findRoute(path: string): RouteMeta | undefined {
  const key = findRouteKey(path);
  return key && ROUTES[key];
}

/** Pages whose HTML the server renders in full; golf and staff screens stay client-rendered. */
export const isServerRendered = (route: RouteMeta | undefined) => !route || route.area === "public" || route.area === "ads";
