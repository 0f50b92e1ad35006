import { Footprints, Package, Shirt, Target, type LucideIcon } from "lucide-react";
import { createElement } from "react";

const CATEGORIES: Record<string, { label: string; icon: LucideIcon }> = {
  clubs: { label: "Clubs", icon: Target },
  shoes: { label: "Shoes", icon: Footprints },
  apparel: { label: "Apparel", icon: Shirt },
  accessories: { label: "Accessories", icon: Package },
};

export const categoryLabel = (category: string) => CATEGORIES[category]?.label ?? category;

export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  return createElement(CATEGORIES[category]?.icon ?? Package, { className, "aria-hidden": true });
}
