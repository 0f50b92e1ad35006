import { useId, useState } from "react";
import type { CrewDays } from "@shared/crew/crew-api";
import type { JobOnPhone } from "../offline/local-view";
import { newOp } from "../offline/new-op";
import { queueOp } from "../offline/outbox";
import { crewButton, crewField, crewHeading, crewLabel, crewSection } from "./crew-styles";

/** Clock on and off, for oneself or several of the crew at once; a clock-off may mark the time uncharged. */
export function ClockPanel({ job, me, reasons }: { job: JobOnPhone; me: CrewDays["me"]; reasons: CrewDays["unchargedReasons"] }) {
  const people = job.members.some((member) => member.id === me.id) ? job.members : [{ id: me.id, name: me.name }, ...job.members];
  const [chosen, setChosen] = useState<number[]>([me.id]);
  const [reason, setReason] = useState("");
  // holes deeper than 1.5 m: high-risk construction work, its safe work method statement read before clocking on
  const swmsAsked = job.compliance?.swmsStage === job.stage.stage;
  const [swmsRead, setSwmsRead] = useState(false);
  const id = useId();
  const on = chosen.filter((member) => job.onSiteNow.has(member));
  const off = chosen.filter((member) => !job.onSiteNow.has(member));

  return (
    <section aria-labelledby={`${id}-clock`} className={crewSection}>
      <h3 id={`${id}-clock`} className={crewHeading}>
        Time on site
      </h3>
      <fieldset className="grid gap-2">
        <legend className={crewLabel}>Who</legend>
        {people.map((person) => (
          <label key={person.id} className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-base text-ink hover:bg-gray-50">
            <input
              type="checkbox"
              className="h-6 w-6 accent-brand-700"
              checked={chosen.includes(person.id)}
              onChange={(event) =>
                setChosen((now) => (event.target.checked ? [...now, person.id] : now.filter((each) => each !== person.id)))
              }
            />
            <span className="flex-1">{person.id === me.id ? `${person.name} (me)` : person.name}</span>
            <span className={`text-sm font-semibold ${job.onSiteNow.has(person.id) ? "text-brand-700" : "text-ink-muted"}`}>
              {job.onSiteNow.has(person.id) ? "On" : "Off"}
            </span>
          </label>
        ))}
      </fieldset>
      {swmsAsked && (
        <label className="flex min-h-11 items-start gap-3 rounded-lg bg-amber-50 p-3 text-base text-ink ring-1 ring-amber-200">
          <input
            type="checkbox"
            className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
            checked={swmsRead}
            onChange={(event) => setSwmsRead(event.target.checked)}
          />
          <span>
            We have read the safe work method statement for this stage: its holes go deeper than 1.5 m (shore or bench the sides, keep spoil
            back, nobody in an unsupported hole).
          </span>
        </label>
      )}
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          className={crewButton.primary}
          disabled={off.length === 0 || (swmsAsked && !swmsRead)}
          onClick={() =>
            void queueOp(
              newOp("clock-on", job.jobId, { stage: job.stage.stage, members: off, ...(swmsAsked ? { swmsAcknowledged: true } : {}) }),
            )
          }
        >
          Clock on
        </button>
        <button
          type="button"
          className={crewButton.secondary}
          disabled={on.length === 0}
          onClick={() => {
            void queueOp(
              newOp("clock-off", job.jobId, { stage: job.stage.stage, members: on, ...(reason ? { unchargedReason: reason } : {}) }),
            );
            setReason("");
          }}
        >
          Clock off
        </button>
      </div>
      <label className="grid gap-1">
        <span className={crewLabel}>Uncharged time (on clock off)</span>
        <select className={crewField} value={reason} onChange={(event) => setReason(event.target.value)}>
          <option value="">Charged as usual</option>
          {reasons.map((each) => (
            <option key={each.key} value={each.key}>
              {each.label}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
