import { findLocalities } from "../service-area/localities";
import type { SEQ_COUNCILS } from "../service-area/seq-localities";

/*
 * Apart from site-content.ts because it reads the locality list (about 9 KB gzip): the server names each
 * project's location, so the browser never loads the list to show a card.
 */

/** How the region is said after a suburb; Noosa's council is marketed as the Sunshine Coast, as locals say it. */
const REGION_OF_COUNCIL: Record<(typeof SEQ_COUNCILS)[number], string> = {
  Brisbane: "Brisbane",
  "Moreton Bay": "Moreton Bay",
  Logan: "Logan",
  Ipswich: "Ipswich",
  Redland: "Redlands",
  "Sunshine Coast": "Sunshine Coast",
  Noosa: "Sunshine Coast",
  "Gold Coast": "Gold Coast",
  Toowoomba: "Toowoomba",
  "Scenic Rim": "Scenic Rim",
  "Lockyer Valley": "Lockyer Valley",
  Somerset: "Somerset",
};

/** "Carindale" -> "Carindale, Brisbane": the suburb with its region, as the project cards show it. */
export function projectLocation(suburb: string): string {
  const council = findLocalities(suburb)?.councils[0];
  return council ? `${suburb}, ${REGION_OF_COUNCIL[council]}` : suburb;
}
