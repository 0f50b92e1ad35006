import { ShieldAlert, ShieldCheck } from "lucide-react";
import type { ComplianceStatus } from "@shared/compliance/compliance-api";
import { useAuthStatus } from "@/features/auth";
import { formatDate } from "@/lib/formatters";
import { type ComplianceItem, useCompliance } from "../../api/compliance";
import { EvidenceForm } from "./evidence-form";
import { OverrideForm } from "./override-form";
import { ComplianceTriggersForm } from "./compliance-triggers";

const STATUS_WORDS: Record<ComplianceStatus, string> = {
  needed: "Needed",
  done: "Done",
  "not-needed": "Not needed",
  overridden: "Overridden",
};

const STATUS_STYLE: Record<ComplianceStatus, string> = {
  needed: "bg-amber-100 text-amber-950",
  done: "bg-green-100 text-green-900",
  "not-needed": "bg-gray-100 text-ink-muted",
  overridden: "bg-red-100 text-red-900",
};

const HOLDS: Record<NonNullable<ComplianceItem["blocks"]>, string> = { booking: "Holds booking", completion: "Holds completion" };

const FIELD_WORDS: Record<string, string> = {
  reference: "Enquiry",
  lodgedOn: "Lodged",
  validUntil: "Plans valid until",
  allAnswered: "Every asset owner answered",
  number: "Number",
  date: "Date",
  inspectorName: "Inspector",
  policyNumber: "Policy",
  premiumPaidOn: "Premium paid",
};
const DAY_FIELDS = new Set(["lodgedOn", "validUntil", "date", "premiumPaidOn"]);

const valueWords = (name: string, value: unknown) =>
  value === true ? "yes" : value === false ? "no" : DAY_FIELDS.has(name) ? formatDate(String(value)) : String(value);

/** What is on file for an item: its fields in words, and links to its files. */
function EvidenceSummary({ item }: { item: ComplianceItem }) {
  const { file, photos, checks, ...fields } = item.evidence;
  const shown = Object.entries(fields).filter(
    ([name, value]) => name in FIELD_WORDS && (typeof value === "string" || typeof value === "boolean"),
  );
  if (!shown.length && !file && !photos?.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {shown.map(([name, value]) => (
        <li key={name}>
          <span className="text-ink-muted">{FIELD_WORDS[name]}: </span>
          {valueWords(name, value)}
        </li>
      ))}
      {checks !== undefined && <li>{Object.keys(checks as object).length} of 5 checks ticked</li>}
      {file && (
        <li>
          <a href={file.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            Open the certificate
          </a>
        </li>
      )}
      {photos?.map((photo, at) => (
        <li key={photo.fileId}>
          <a href={photo.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            Photo {at + 1}
            {photo.check ? ` (${photo.check})` : ""}
          </a>
        </li>
      ))}
    </ul>
  );
}

function RegisterItem({ jobId, item, isOwner }: { jobId: number; item: ComplianceItem; isOwner: boolean }) {
  const label = item.stage ? `${item.title}, stage ${item.stage}` : item.title;
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-gray-200 p-3 break-words">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold text-ink">{label}</h4>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[item.status]}`}>{STATUS_WORDS[item.status]}</span>
        {item.blocks && item.status !== "not-needed" && <span className="text-xs text-ink-muted">{HOLDS[item.blocks]}</span>}
        {item.due && <span className="text-xs text-ink-muted">Needed by {formatDate(item.due)}</span>}
      </div>
      {item.missing && <p className="text-sm text-amber-900">{item.missing}</p>}
      {item.override && (
        <p className="text-sm font-semibold text-red-700">
          Overridden by {item.override.by}: {item.override.reason}
        </p>
      )}
      <EvidenceSummary item={item} />
      {item.status !== "not-needed" && item.code === "swms" && (
        <p className="text-sm text-ink-muted">Each member acknowledges it on the crew app as they clock on to the stage that digs.</p>
      )}
      {item.status !== "not-needed" && item.code !== "swms" && (
        <details className="min-w-0 rounded-md bg-gray-50 p-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Record evidence</summary>
          <div className="pt-3">
            <EvidenceForm jobId={jobId} item={item as ComplianceItem & { code: Exclude<ComplianceItem["code"], "swms"> }} />
          </div>
        </details>
      )}
      {isOwner && item.status === "needed" && (
        <details className="min-w-0 rounded-md bg-gray-50 p-2">
          <summary className="cursor-pointer text-sm font-semibold text-red-700">Override</summary>
          <div className="pt-3">
            <OverrideForm jobId={jobId} item={item} />
          </div>
        </details>
      )}
      <p className="text-xs text-ink-muted">
        {item.source} (from {formatDate(item.effectiveFrom)})
      </p>
    </li>
  );
}

/** The job's paperwork before the digger: each rule's state in words, its evidence, and what it holds. */
export function ComplianceRegister({ jobId, stages }: { jobId: number; stages: readonly { stage: number; description: string }[] }) {
  const register = useCompliance(jobId);
  const isOwner = useAuthStatus().data?.user?.role === "owner";
  if (!register.data)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {register.isError ? "The compliance register could not be loaded." : "Loading the compliance register..."}
      </p>
    );
  const { items, flag } = register.data;
  const holding = items.filter((item) => item.status === "needed" && item.blocks === "booking");
  return (
    <section aria-labelledby={`compliance-${jobId}`} className="grid min-w-0 gap-3">
      <h3 id={`compliance-${jobId}`} className="flex items-center gap-2 text-base font-semibold text-ink">
        {holding.length ? (
          <ShieldAlert aria-hidden="true" className="h-5 w-5 text-amber-700" />
        ) : (
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-green-700" />
        )}
        Compliance register
      </h3>
      {holding.length > 0 && (
        <p className="text-sm font-semibold text-amber-900">Cannot be booked yet: {holding.map((item) => item.missing).join("; ")}</p>
      )}
      {flag && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {flag}
        </p>
      )}
      <ComplianceTriggersForm jobId={jobId} register={register.data} stages={stages} />
      <ul className="grid gap-2">
        {items.map((item) => (
          <RegisterItem key={`${item.code}-${item.stage ?? 0}`} jobId={jobId} item={item} isOwner={isOwner} />
        ))}
      </ul>
    </section>
  );
}
