export { optionLabel } from "@shared/option-values";
