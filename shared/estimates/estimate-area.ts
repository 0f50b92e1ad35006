import { findLocalities } from "../service-area/localities";

/**
 * Whether the estimate's suburb is in the area the business serves: a South East Queensland suburb of one of its
 * councils. A suburb the site does not know is outside; no suburb (a preview) is undefined, with no note.
 */
export function suburbInServiceArea(suburb: string | undefined, serviceCouncils: readonly string[]): boolean | undefined {
  if (!suburb || suburb.trim().length < 2) return undefined;
  const place = findLocalities(suburb);
  return place !== null && place.councils.some((council) => serviceCouncils.includes(council));
}
