export { BuildingStandardsSection } from "./components/building-standards-section";
export { ConcreteRangesSection } from "./components/concrete-ranges-section";
export { ReasonsSection } from "./components/reasons-section";
export { WallTypeCards } from "./components/wall-type-cards";
export { retainingWallsHeroImage } from "./content/images";
export { installationProcess, retainingWallStats } from "./content/wall-details";
