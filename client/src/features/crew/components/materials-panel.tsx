import { type FormEvent, useId, useState } from "react";
import { formatShortTime } from "@shared/calendar/day-format";
import type { JobOnPhone } from "../offline/local-view";
import { newOp } from "../offline/new-op";
import { queueOp } from "../offline/outbox";
import { crewButton, crewField, crewHeading, crewLabel, crewSection } from "./crew-styles";

/** Materials used on the job: item, quantity and unit. */
export function MaterialsPanel({ job }: { job: JobOnPhone }) {
  const id = useId();
  const [item, setItem] = useState("");
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState("");
  const [problem, setProblem] = useState("");
  const takeoff = job.takeoff ?? [];

  /** an item from the job's take-off brings its unit with it */
  function pick(typed: string) {
    setItem(typed);
    const line = takeoff.find((candidate) => candidate.item === typed);
    if (line) setUnit(line.unit);
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const amount = Number(quantity.replace(",", "."));
    if (!item.trim()) return setProblem("Name the material");
    if (!Number.isFinite(amount) || amount <= 0) return setProblem("Enter a quantity above 0");
    if (!unit.trim()) return setProblem("Enter the unit");
    setProblem("");
    void queueOp(newOp("material", job.jobId, { item: item.trim(), quantity: amount, unit: unit.trim() }));
    setItem("");
    setQuantity("");
  }

  return (
    <section aria-labelledby={`${id}-materials`} className={crewSection}>
      <h3 id={`${id}-materials`} className={crewHeading}>
        Materials used
      </h3>
      {(job.materials.length > 0 || job.waitingMaterials.length > 0) && (
        <ul className="grid gap-1 text-base text-ink">
          {job.materials.map((used, at) => (
            <li key={`sent-${at}`}>
              {used.quantity} {used.unit} {used.item}{" "}
              <span className="text-sm text-ink-muted">
                ({used.by}, {formatShortTime(used.at)})
              </span>
            </li>
          ))}
          {job.waitingMaterials.map((used, at) => (
            <li key={`waiting-${at}`}>
              {used.quantity} {used.unit} {used.item} <span className="text-sm text-ink-muted">(waiting to send)</span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="grid gap-2" noValidate>
        <label className="grid gap-1">
          <span className={crewLabel}>Material</span>
          <input
            className={crewField}
            value={item}
            list={takeoff.length ? `${id}-takeoff` : undefined}
            onChange={(event) => pick(event.target.value)}
            maxLength={120}
          />
        </label>
        {takeoff.length > 0 && (
          <datalist id={`${id}-takeoff`}>
            {takeoff.map((line) => (
              <option key={line.item} value={line.item}>{`${line.quantity} ${line.unit} quoted`}</option>
            ))}
          </datalist>
        )}
        <div className="grid grid-cols-2 gap-2">
          <label className="grid gap-1">
            <span className={crewLabel}>Quantity</span>
            <input className={crewField} inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
          </label>
          <label className="grid gap-1">
            <span className={crewLabel}>Unit</span>
            <input
              className={crewField}
              value={unit}
              onChange={(event) => setUnit(event.target.value)}
              maxLength={30}
              placeholder="each, m, bags"
            />
          </label>
        </div>
        {problem && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {problem}
          </p>
        )}
        <button type="submit" className={crewButton.secondary}>
          Add material
        </button>
      </form>
    </section>
  );
}
