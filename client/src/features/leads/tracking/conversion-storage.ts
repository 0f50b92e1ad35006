/**
 * Which ad lead is waiting for its conversion, and which leads have had theirs, so /thank-you reports
 * each lead once (design.md) however often it is loaded. Storage can be unavailable (private modes,
 * blocked cookies): then nothing is remembered and nothing fires twice in the same page either.
 */
const PENDING_KEY = "ads.pendingConversionReference";
const FIRED_KEY = "ads.firedConversionReferences";
const FIRED_KEEP = 20;

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Called when /GA-Enquiry stores a lead, just before going to /thank-you, with the lead's reference. */
export function rememberPendingConversion(reference: string): void {
  safely(() => window.sessionStorage.setItem(PENDING_KEY, reference), undefined);
}

/** The lead waiting for its conversion, removed from storage as it is read. */
export function takePendingConversion(): string | null {
  return safely(() => {
    const reference = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return reference;
  }, null);
}

function firedReferences(): string[] {
  return safely(() => {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FIRED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  }, []);
}

export function conversionAlreadyFired(reference: string): boolean {
  return firedReferences().includes(reference);
}

export function markConversionFired(reference: string): void {
  const ids = [...firedReferences().filter((id) => id !== reference), reference].slice(-FIRED_KEEP);
  safely(() => window.localStorage.setItem(FIRED_KEY, JSON.stringify(ids)), undefined);
}
