export { FencingBenefits } from "./components/fencing-benefits";
export { FencingTypesSection } from "./components/fencing-types-section";
export { fencingProcess, fencingStats } from "./content/fencing-details";
export { fencingHeroImage } from "./content/fencing-types";
export { loadColorbondPhotosIsland, loadTimberPhotosIsland } from "./islands";
