/** The quote forms' qualification rules and SEQ locality list: one chunk, loaded when a form is first used. */
export {
  outsideServiceAreaNote,
  QUALIFICATION_NOTES,
  qualifyAdService,
  qualifyQuote,
  type Qualification,
} from "@shared/leads/qualification";
export { localityLabel, suggestLocalities } from "@shared/service-area/localities";
