import { formatShortTime } from "@shared/calendar/day-format";
import type { JobOnSite } from "@shared/jobs/job-api";

const hoursBetween = (on: string, off: string) => ((new Date(off).getTime() - new Date(on).getTime()) / 3_600_000).toFixed(2);

/** What the crews recorded on the job, as it happened (the phones' times): time, checklist, materials, notes, photos, sign-off. */
export function SiteRecord({ detail }: { detail: JobOnSite }) {
  const heading = "text-base font-semibold text-ink";
  const muted = "text-sm text-ink-muted";
  return (
    <section aria-labelledby="site-record-title" className="grid gap-4 rounded-lg border border-gray-200 p-4">
      <h3 id="site-record-title" className="text-base font-bold text-ink">
        On site
      </h3>
      <div className="grid gap-1">
        <h4 className={heading}>Time</h4>
        {detail.timeEntries.length === 0 ? (
          <p className={muted}>No one has clocked on yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm text-ink">
            {detail.timeEntries.map((entry, at) => (
              <li key={at}>
                {entry.name}, stage {entry.stage}: {formatShortTime(entry.on)} to {entry.off ? formatShortTime(entry.off) : "still on"}
                {entry.off && ` (${hoursBetween(entry.on, entry.off)} h)`}
                {entry.unchargedReason && (
                  <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold">uncharged: {entry.unchargedReason}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {detail.checklist.length > 0 && (
        <div className="grid gap-1">
          <h4 className={heading}>Checklist</h4>
          <ul className="grid gap-1 text-sm text-ink">
            {detail.checklist.map((item) => (
              <li key={item.id}>
                {item.checkedAt ? "✓" : "○"} {item.text}
                {item.checkedAt && (
                  <span className={muted}>
                    {" "}
                    ({item.checkedBy}, {formatShortTime(item.checkedAt)})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {detail.materials.length > 0 && (
        <div className="grid gap-1">
          <h4 className={heading}>Materials used</h4>
          <ul className="grid gap-1 text-sm text-ink">
            {detail.materials.map((used, at) => (
              <li key={at}>
                {used.quantity} {used.unit} {used.item}{" "}
                <span className={muted}>
                  ({used.by}, {formatShortTime(used.at)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {detail.notes.length > 0 && (
        <div className="grid gap-1">
          <h4 className={heading}>Notes</h4>
          <ul className="grid gap-1 text-sm text-ink">
            {detail.notes.map((note, at) => (
              <li key={at} className="break-words whitespace-pre-line">
                Stage {note.stage}: {note.text}{" "}
                <span className={muted}>
                  ({note.by}, {formatShortTime(note.at)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {detail.sitePhotos.length > 0 && (
        <div className="grid gap-1">
          <h4 className={heading}>Photos from site</h4>
          <ul className="flex flex-wrap gap-2">
            {detail.sitePhotos.map((photo, at) => (
              <li key={photo.photoId}>
                {photo.status === "ready" ? (
                  <a href={`/api/jobs/${detail.jobId}/photos/${photo.photoId}`} target="_blank" rel="noopener noreferrer">
                    <img
                      src={`/api/jobs/${detail.jobId}/photos/${photo.photoId}?size=thumbnail`}
                      alt={`Stage ${photo.stage}, site photo ${at + 1}`}
                      width={96}
                      height={72}
                      className="h-18 w-24 rounded-md object-cover ring-1 ring-gray-200"
                    />
                  </a>
                ) : (
                  <span className="flex h-18 w-24 items-center justify-center rounded-md bg-gray-100 text-xs text-ink-muted">
                    {photo.status === "processing" ? "Processing" : "Unreadable"}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-1">
        <h4 className={heading}>Sign-off</h4>
        {detail.signOff ? (
          <p className="text-sm text-ink">
            Signed by {detail.signOff.signerName} at {formatShortTime(detail.signOff.at)} (received{" "}
            {formatShortTime(detail.signOff.receivedAt)}).{" "}
            <a href={detail.signOff.pdfUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
              Sign-off sheet (PDF)
            </a>
          </p>
        ) : (
          <p className={muted}>Not signed off yet.</p>
        )}
      </div>
    </section>
  );
}
