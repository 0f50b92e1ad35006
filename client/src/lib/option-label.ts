export { optionLabel } from "@shared/options";
