/**
 * Every page of the product with its head (spec section 2). The client's route table and the
 * server's HTML renderer, sitemap and robots.txt all read this list.
 */
export type RouteArea = "public" | "ads" | "golf" | "staff";

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  area: RouteArea;
  /** listed in sitemap.xml and open to search engines */
  indexable: boolean;
}

const route = (path: string, area: RouteArea, indexable: boolean, title: string, description: string): RouteMeta => ({
  path,
  area,
  indexable,
  title,
  description,
});

export const ROUTES = {
  home: route(
    "/",
    "public",
    true,
    "Retaining Walls & Fencing Brisbane | Family-Owned QLD Contractor",
    "Engineered concrete, composite and timber retaining walls and Colorbond, timber and aluminium fencing across Brisbane, the Sunshine Coast and South East Queensland. Free on-site quotes.",
  ),
  gallery: route(
    "/gallery",
    "public",
    true,
    "Project Gallery | Retaining Walls & Fencing Brisbane",
    "Completed retaining wall and fencing projects across South East Queensland: concrete sleeper walls, timber walls, Colorbond and timber fences.",
  ),
  retainingWalls: route(
    "/retaining-walls",
    "public",
    true,
    "Retaining Walls Brisbane | Engineered Concrete, Composite & Timber Walls",
    "Engineered concrete sleeper, composite and timber retaining walls built to Australian standards in Brisbane and the Sunshine Coast, with design, certification and council lodgment.",
  ),
  fencing: route(
    "/fencing-projects",
    "public",
    true,
    "Fencing Brisbane | Colorbond, Timber & Aluminium Fences",
    "Colorbond, timber and aluminium fencing installed across Brisbane and the Sunshine Coast. Butted, lapped and capped, good neighbour and spaced paling styles.",
  ),
  faq: route(
    "/faq",
    "public",
    true,
    "Retaining Wall & Fencing FAQ | Costs, Approvals & Timeframes",
    "Answers to common questions about retaining walls and fencing in Queensland: engineering, council approval, minimum job sizes, timeframes and materials.",
  ),
  shareExperience: route(
    "/share-experience",
    "public",
    true,
    "Share Your Experience | Leave a Review",
    "Had a retaining wall or fence built by us? Tell other Queensland homeowners about your experience.",
  ),
  privacyPolicy: route(
    "/privacy-policy",
    "public",
    true,
    "Privacy Policy",
    "How we collect, use, share and protect the personal information you give us.",
  ),
  adEnquiry: route(
    "/GA-Enquiry",
    "ads",
    false,
    "Free Retaining Wall & Fencing Quote | Brisbane & Sunshine Coast",
    "Get a free on-site quote for your retaining wall or fence. Licensed, insured and family owned, with over 30 years of experience.",
  ),
  thankYou: route(
    "/thank-you",
    "ads",
    false,
    "Thank You | Your Quote Request Has Been Received",
    "Thanks for your enquiry. We will be in touch shortly to arrange your free on-site consultation.",
  ),
  golfDashboard: route(
    "/golf-dashboard",
    "golf",
    false,
    "Golf Market Dashboard | US vs Australia",
    "Market size, brands, price gaps and customer insights for golf equipment in the US and Australia.",
  ),
  golfProducts: route(
    "/golf-products",
    "golf",
    false,
    "Golf Products | US vs Australian Prices",
    "Golf clubs, shoes, apparel and accessories with US and Australian prices side by side.",
  ),
  golfSuppliers: route(
    "/golf-suppliers",
    "golf",
    false,
    "Golf Suppliers | Supplier Database",
    "Golf equipment suppliers with specialization, minimum order, terms and ratings.",
  ),
  golfCompetitors: route(
    "/golf-competitors",
    "golf",
    false,
    "Golf Competitors | Competitor Tracker",
    "Golf equipment retailers and brands competing in the Australian market.",
  ),
  golfProfitCalculator: route(
    "/golf-profit-calculator",
    "golf",
    false,
    "Golf Profit Calculator | Import Margins",
    "Gross margin, net margin and break-even units for importing golf equipment into Australia.",
  ),
  admin: route("/admin", "staff", false, "Admin Dashboard", "Staff dashboard for quote requests, ad leads and reviews."),
  login: route("/login", "staff", false, "Staff Login", "Sign in to the staff dashboard."),
} as const satisfies Record<string, RouteMeta>;

export type RouteKey = keyof typeof ROUTES;

export const NOT_FOUND_META = {
  title: "Page Not Found",
  description: "The page you are looking for does not exist or has moved.",
} as const;

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
const byPath = new Map<string, RouteKey>((Object.keys(ROUTES) as RouteKey[]).map((key) => [normalise(ROUTES[key].path), key]));

/** The key of a request path's route, ignoring case and a trailing slash, as the client router does. */
export function findRouteKey(path: string): RouteKey | undefined {
  return byPath.get(normalise(path));
}

/** The route of a request path, ignoring case and a trailing slash, as the client router does. */
export function findRoute(path: string): RouteMeta | undefined {
  const key = findRouteKey(path);
  return key && ROUTES[key];
}

/** Pages whose HTML the server renders in full; golf and staff screens stay client-rendered. */
export const isServerRendered = (route: RouteMeta | undefined) => !route || route.area === "public" || route.area === "ads";
