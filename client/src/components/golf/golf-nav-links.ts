import { Building2, Calculator, Home, LayoutDashboard, ShoppingBag, Swords } from "lucide-react";
import { ROUTES } from "@shared/routes";

/** The golf tool's top nav, in the order of spec section 2. */
export const GOLF_NAV_LINKS = [
  { href: ROUTES.home.path, label: "Home", icon: Home },
  { href: ROUTES.golfDashboard.path, label: "Dashboard", icon: LayoutDashboard },
  { href: ROUTES.golfProducts.path, label: "Products", icon: ShoppingBag },
  { href: ROUTES.golfSuppliers.path, label: "Suppliers", icon: Building2 },
  { href: ROUTES.golfCompetitors.path, label: "Competitors", icon: Swords },
  { href: ROUTES.golfProfitCalculator.path, label: "Profit Calculator", icon: Calculator },
] as const;
