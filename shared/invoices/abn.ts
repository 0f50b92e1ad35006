/**
 * The Australian Business Number's check, as the ATO publishes it ("Format of the ABN"): subtract 1 from the
 * first digit, weight the eleven digits 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum divides by 89.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** "51 824 753 556" -> "51824753556"; undefined unless it is 11 digits (spaces allowed) with a valid check. */
export function normaliseAbn(typed: string): string | undefined {
  const digits = typed.replace(/\s/g, "");
  if (!/^\d{11}$/.test(digits)) return undefined;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0 ? digits : undefined;
}

/** "51824753556" -> "51 824 753 556", as the ABN is printed. */
export const formatAbn = (abn: string) => abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3 $4");
