import { Building2, Calculator, Home, LayoutDashboard, ShoppingBag, Swords } from "lucide-react";
import { ROUTE_PATHS } from "@shared/route-paths";

/** The golf tool's top nav, in the order of spec section 2. */
export const GOLF_NAV_LINKS = [
  { href: ROUTE_PATHS.home.path, label: "Home", icon: Home },
  { href: ROUTE_PATHS.golfDashboard.path, label: "Dashboard", icon: LayoutDashboard },
  { href: ROUTE_PATHS.golfProducts.path, label: "Products", icon: ShoppingBag },
  { href: ROUTE_PATHS.golfSuppliers.path, label: "Suppliers", icon: Building2 },
  { href: ROUTE_PATHS.golfCompetitors.path, label: "Competitors", icon: Swords },
  { href: ROUTE_PATHS.golfProfitCalculator.path, label: "Profit Calculator", icon: Calculator },
] as const;
