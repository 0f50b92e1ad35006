import { pushLatencyText } from "@shared/push/push-alerts";
import type { LeadPush } from "@/features/leads";
import { LeadSection } from "@/components/staff/lead-section";

const STATE_TEXT = { gone: "device gone, removed", failed: "refused by the push service" } as const;

/** Which staff phones the lead buzzed, and how fast ("pushed in 1.2 s"), beside its emails. */
export function LeadPushes({ pushes }: { pushes: readonly LeadPush[] }) {
  return (
    <LeadSection title="Phone alerts">
      {pushes.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">None: no staff device had alerts on.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {pushes.map((push, index) => (
            <li key={`${push.deviceName}-${index}`} className="text-ink">
              <span className="font-medium">{push.deviceName}</span>:{" "}
              {push.state === "pushed" && push.latencyMs !== null ? (
                <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">
                  {pushLatencyText(push.latencyMs)}
                </span>
              ) : (
                <span className="text-ink-muted">{push.state === "pushed" ? "pushed" : STATE_TEXT[push.state]}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </LeadSection>
  );
}
