import { SEQ_COUNCILS, SEQ_LOCALITIES } from "./seq-localities";

export interface Locality {
  name: string;
  postcode: string;
  council: (typeof SEQ_COUNCILS)[number];
}

let parsed: Locality[] | undefined;

/** Every SEQ locality, parsed once from the shipped list. */
export function seqLocalities(): readonly Locality[] {
  parsed ??= SEQ_LOCALITIES.trim()
    .split("\n")
    .map((line) => {
      const [name = "", postcode = "", council = "0"] = line.split("|");
      return { name, postcode, council: SEQ_COUNCILS[Number(council)] ?? SEQ_COUNCILS[0] };
    });
  return parsed;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b(qld|queensland|australia)\b/g, " ")
    .replace(/[^\p{L}\d' -]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** How a locality is offered in the location field: "Chermside QLD 4032". */
export const localityLabel = (locality: Locality) => `${locality.name} QLD ${locality.postcode}`;

/** Localities whose name starts with what the visitor typed (then those containing it), or whose postcode does. */
export function suggestLocalities(typed: string, limit = 8): Locality[] {
  const query = normalise(typed);
  if (query.length < 2) return [];
  const all = seqLocalities();
  const byPostcode = /^\d+$/.test(query) ? all.filter((l) => l.postcode.startsWith(query)) : [];
  const starts = all.filter((l) => l.name.toLowerCase().startsWith(query));
  const contains = all.filter((l) => !l.name.toLowerCase().startsWith(query) && l.name.toLowerCase().includes(query));
  return [...byPostcode, ...starts, ...contains].slice(0, limit);
}

/**
 * The SEQ localities a free-text location names: "Chermside, Brisbane", "Noosa Heads QLD 4567" or "4557".
 * A postcode wins when there is one; otherwise each comma-separated part is tried as a locality name, then
 * as a council name ("Gold Coast"). An empty answer means the place is not known, which is not the same as
 * outside the service area.
 */
export function findLocalities(location: string): { name: string; councils: Locality["council"][] } | null {
  const all = seqLocalities();
  const postcode = location.match(/\b4\d{3}\b/)?.[0];
  if (postcode) {
    const matches = all.filter((l) => l.postcode === postcode);
    if (matches.length) return { name: postcode, councils: matches.map((l) => l.council) };
  }
  for (const part of location.split(",").map(normalise).filter(Boolean)) {
    const named = part.replace(/\b\d+\b/g, "").trim();
    const matches = all.filter((l) => l.name.toLowerCase() === named);
    if (matches.length) return { name: matches[0]!.name, councils: matches.map((l) => l.council) };
    const council = SEQ_COUNCILS.find((c) => c.toLowerCase() === named);
    if (council) return { name: council, councils: [council] };
  }
  return null;
}

/** The council a free-text location names (the first, when a postcode spans two); "" when it names none we know. */
export const councilOf = (location: string): string => findLocalities(location)?.councils[0] ?? "";
