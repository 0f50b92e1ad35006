import { Calculator } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { estimateJob } from "@shared/estimates/estimate";
import { optionsOf } from "@shared/options";
import {
  DEFAULT_FENCE_VALUES,
  ESTIMATE_FORM_ACTION,
  DEFAULT_WALL_VALUES,
  EMPTY_CONTACT,
  type EstimateJobKind,
  type EstimatePrices,
  type EstimateFormState,
  type FenceValues,
  jobOfValues,
  type WallValues,
} from "@shared/estimates/estimate-fields";
import { ChoiceGroup } from "./choice-group";
import { EstimateResult } from "./estimate-result";
import { FenceFields } from "./fence-fields";
import { SendEstimateForm } from "./send-estimate-form";
import { useServiceArea } from "./use-service-area";
import { WallFields } from "./wall-fields";
import { SubmitButton } from "@/components/forms/submit-button";

const JOBS = optionsOf({
  wall: "A retaining wall",
  fence: "A fence",
});
const WHAT: Record<EstimateJobKind, string> = { wall: "retaining wall", fence: "fence" };

const initialValues = <T extends Record<string, string>>(defaults: T, posted: EstimateFormState | null, kind: EstimateJobKind): T =>
  posted?.job === kind ? { ...defaults, ...pick(defaults, posted.values) } : defaults;
const pick = <T extends Record<string, string>>(defaults: T, values: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.keys(defaults).flatMap((key) => (typeof values[key] === "string" ? [[key, values[key]]] : []))) as Partial<T>;

/**
 * The instant estimate: the job's questions and the range beside them, computed in the browser from the business's
 * table as the homeowner types. Without JavaScript each form posts to /estimate and the server renders this same
 * component with what was posted; the choice of job then shows its form through CSS alone.
 */
export function EstimateTool({ prices, posted }: { prices: EstimatePrices; posted: EstimateFormState | null }) {
  const [kind, setKind] = useState<EstimateJobKind>(posted?.job ?? "wall");
  const [wall, setWall] = useState<WallValues>(() => initialValues(DEFAULT_WALL_VALUES, posted, "wall"));
  const [fence, setFence] = useState<FenceValues>(() => initialValues(DEFAULT_FENCE_VALUES, posted, "fence"));
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set(posted ? Object.keys(posted.values) : []));
  const [contact, setContact] = useState(posted?.contact ?? EMPTY_CONTACT);
  const resultRef = useRef<HTMLDivElement>(null);
  const forms = useRef<Partial<Record<EstimateJobKind, HTMLFormElement | null>>>({});
  const fenceChoice = useRef<HTMLDivElement>(null);
  const inArea = useServiceArea(contact.suburb, posted?.inServiceArea ?? null);

  const values: Record<string, string> = kind === "wall" ? wall : fence;
  const parsed = jobOfValues(kind, values);
  const estimate = parsed.job ? estimateJob(parsed.job, prices.table, inArea) : null;
  const shownErrors = (errors: Partial<Record<string, string>>) =>
    Object.fromEntries(Object.entries(errors).filter(([field]) => left.has(field)));
  const leave = (field: string) => setLeft((fields) => (fields.has(field) ? fields : new Set([...fields, field])));
  const fields = { job: kind, ...values };
  const letterHref =
    kind === "fence" && estimate?.neighbourShare ? `/estimate/neighbour-letter.pdf?${new URLSearchParams(fields).toString()}` : null;

  const read = (job: EstimateJobKind, form: HTMLFormElement | null | undefined) => {
    if (!form) return;
    const data = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    if (job === "wall") setWall((old) => ({ ...old, ...pick(old, data) }));
    else setFence((old) => ({ ...old, ...pick(old, data) }));
  };
  // what was typed or chosen before this code was live is in the fields: take it up
  useEffect(() => {
    read("wall", forms.current.wall);
    read("fence", forms.current.fence);
    if (fenceChoice.current?.querySelector<HTMLInputElement>("#estimate-job-fence")?.checked) setKind("fence");
  }, []);

  // the owner's count of estimates shown: once a visit, when the first range (or "call us") appears
  const counted = useRef(posted !== null);
  const shown = estimate !== null;
  useEffect(() => {
    if (!shown || counted.current) return;
    counted.current = true;
    fetch("/api/estimates/shown", { method: "POST", keepalive: true }).catch(() => undefined);
  }, [shown]);

  const showResult = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLeft(new Set(Object.keys(values)));
    resultRef.current?.scrollIntoView({ block: "start" });
  };

  const form = (job: EstimateJobKind, className: string, children: ReactNode) => (
    <form
      ref={(element) => {
        forms.current[job] = element;
      }}
      method="post"
      action={ESTIMATE_FORM_ACTION}
      noValidate
      onChange={(event) => read(job, event.currentTarget)}
      onSubmit={showResult}
      aria-label={`Your ${WHAT[job]}`}
      className={className}
    >
      <input type="hidden" name="intent" value="estimate" />
      <input type="hidden" name="job" value={job} />
      {children}
      <SubmitButton icon={Calculator} tone="brand" className="mt-6">
        Show my estimate
      </SubmitButton>
    </form>
  );

  return (
    <div className="group/tool grid gap-8 lg:grid-cols-[1.15fr_1fr] lg:items-start">
      <div ref={fenceChoice} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <ChoiceGroup
          id="estimate-job"
          name="estimate-job"
          legend="What are we pricing?"
          choices={JOBS}
          initial={posted?.job ?? "wall"}
          onChange={(value) => setKind(value as EstimateJobKind)}
        />
        <div className="mt-6 border-t border-gray-200 pt-6">
          {form(
            "wall",
            "group-has-[#estimate-job-fence:checked]/tool:hidden",
            <WallFields values={wall} onLeave={leave} errors={kind === "wall" ? shownErrors(parsed.errors ?? {}) : {}} />,
          )}
          {form(
            "fence",
            "hidden group-has-[#estimate-job-fence:checked]/tool:block",
            <FenceFields values={fence} onLeave={leave} errors={kind === "fence" ? shownErrors(parsed.errors ?? {}) : {}} />,
          )}
        </div>
      </div>
      <div ref={resultRef} id="estimate-result" className="scroll-mt-24 space-y-6 lg:sticky lg:top-24">
        <EstimateResult what={WHAT[kind]} estimate={estimate} letterHref={letterHref} />
        {estimate?.low != null && <SendEstimateForm fields={fields} contact={contact} onContactChange={setContact} posted={posted} />}
      </div>
    </div>
  );
}
