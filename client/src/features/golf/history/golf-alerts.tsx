import { BellRing } from "lucide-react";
import { cardClass, secondaryButtonClass } from "../components/golf-styles";
import { useDismissAlert, useGolfAlerts } from "./history-api";

/** The dashboard's "Alerts": watches whose rule turned true, newest first, with the figures; staff dismiss them. */
export function GolfAlerts({ staff }: { staff: boolean }) {
  const alerts = useGolfAlerts();
  const dismiss = useDismissAlert();
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section aria-labelledby="golf-alerts-title" className={`${cardClass} mb-6 p-4 sm:p-5`}>
      <h2 id="golf-alerts-title" className="flex items-center gap-2 font-semibold text-ink">
        <BellRing aria-hidden="true" className="h-5 w-5 text-amber-600" />
        Alerts
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {alerts.data.map((alert) => (
          <li key={alert.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">{alert.message}</p>
              <p className="text-ink-muted">
                {new Date(alert.createdAt).toLocaleString("en-AU", { dateStyle: "medium", timeStyle: "short" })}
                {alert.figures.rateDate ? ` · rate ${alert.figures.usdPerAud} on ${alert.figures.rateDate}` : ""}
              </p>
            </div>
            {staff ? (
              <button
                type="button"
                className={`${secondaryButtonClass} shrink-0 px-3 py-1.5`}
                onClick={() => dismiss.mutate(alert.id)}
                aria-label={`Dismiss: ${alert.message}`}
              >
                Dismiss
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
