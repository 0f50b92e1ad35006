/*
 * How many SMS segments a text costs, as carriers count them (3GPP TS 23.038): a text wholly in the GSM 7-bit
 * alphabet is one segment up to 160 characters (the extension characters count twice) and 153 a segment beyond;
 * anything else goes as UCS-2, 70 characters in one segment and 67 a segment beyond (UTF-16 code units).
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export interface SegmentCount {
  encoding: "GSM-7" | "UCS-2";
  /** characters as the encoding counts them */
  units: number;
  segments: number;
  /** what one more segment would hold from here: the characters left before the count goes up */
  remaining: number;
}

export function countSegments(text: string): SegmentCount {
  let gsmUnits = 0;
  let gsm = true;
  for (const char of text) {
    if (basic.has(char)) gsmUnits += 1;
    else if (extension.has(char)) gsmUnits += 2;
    else {
      gsm = false;
      break;
    }
  }
  const [single, multi, units] = gsm ? [160, 153, gsmUnits] : [70, 67, text.length];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  const capacity = segments <= 1 ? single : segments * multi;
  return { encoding: gsm ? "GSM-7" : "UCS-2", units, segments, remaining: capacity - units };
}
