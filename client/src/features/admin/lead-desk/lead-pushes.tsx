import { pushLatencyText } from "@shared/push/push-alerts";
import type { LeadPush } from "../api/lead-desk";

const STATE_TEXT = { gone: "device gone, removed", failed: "refused by the push service" } as const;

/** Which staff phones the lead buzzed, and how fast ("pushed in 1.2 s"), beside its emails. */
export function LeadPushes({ pushes }: { pushes: readonly LeadPush[] }) {
  return (
    <section aria-labelledby="lead-pushes-title" className="px-4 py-4 sm:px-5">
      <h3 id="lead-pushes-title" className="text-sm font-semibold text-ink">
        Phone alerts
      </h3>
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
    </section>
  );
}
