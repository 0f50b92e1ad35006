export { LeadTexts } from "./admin/lead-texts";
export { OnMyWay } from "./admin/on-my-way";
export { TextsForm } from "./admin/texts-form";
