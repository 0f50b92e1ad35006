/**
 * Which ad lead is waiting for its conversion, and which leads have had theirs, so /thank-you reports
 * each lead once (design.md) however often it is loaded. Storage can be unavailable (private modes,
 * blocked cookies): then nothing is remembered and nothing fires twice in the same page either.
 */
const PENDING_KEY = "ads.pendingConversionLeadId";
const FIRED_KEY = "ads.firedConversionLeadIds";
const FIRED_KEEP = 20;

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Called when /GA-Enquiry stores a lead, just before going to /thank-you. */
export function rememberPendingConversion(leadId: number | string): void {
  safely(() => window.sessionStorage.setItem(PENDING_KEY, String(leadId)), undefined);
}

/** The lead waiting for its conversion, removed from storage as it is read. */
export function takePendingConversion(): string | null {
  return safely(() => {
    const leadId = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return leadId;
  }, null);
}

function firedLeadIds(): string[] {
  return safely(() => {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FIRED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  }, []);
}

export function conversionAlreadyFired(leadId: string): boolean {
  return firedLeadIds().includes(leadId);
}

export function markConversionFired(leadId: string): void {
  const ids = [...firedLeadIds().filter((id) => id !== leadId), leadId].slice(-FIRED_KEEP);
  safely(() => window.localStorage.setItem(FIRED_KEY, JSON.stringify(ids)), undefined);
}
