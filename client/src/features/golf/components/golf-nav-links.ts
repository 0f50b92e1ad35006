import { Building2, Calculator, Home, LayoutDashboard, Package, ShoppingBag, Swords } from "lucide-react";
import { ROUTE_PATHS } from "@shared/route-paths";

/** The golf tool's top nav, in the order of spec section 2, then the shipments page that came after it. */
export const GOLF_NAV_LINKS = [
  { href: ROUTE_PATHS.home.path, label: "Home", icon: Home },
  { href: ROUTE_PATHS.golfDashboard.path, label: "Dashboard", icon: LayoutDashboard },
  { href: ROUTE_PATHS.golfProducts.path, label: "Products", icon: ShoppingBag },
  { href: ROUTE_PATHS.golfSuppliers.path, label: "Suppliers", icon: Building2 },
  { href: ROUTE_PATHS.golfCompetitors.path, label: "Competitors", icon: Swords },
  { href: ROUTE_PATHS.golfProfitCalculator.path, label: "Profit Calculator", icon: Calculator },
  { href: ROUTE_PATHS.golfShipments.path, label: "Shipments", icon: Package },
] as const;
