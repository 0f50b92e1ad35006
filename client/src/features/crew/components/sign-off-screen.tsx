import SignaturePad from "signature_pad";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { formatDay } from "@shared/calendar/day-format";
import type { JobOnPhone } from "../offline/local-view";
import { makeOpId } from "../offline/new-op";
import { queueSignOff } from "../offline/outbox";
import { crewButton, crewField, crewLabel } from "./crew-styles";

/**
 * The phone handed to the homeowner: the stages done with their dates and photos (no prices), their name, and
 * their signature drawn with a finger. Kept on the phone and sent like any change; the sheet is made on arrival.
 */
export function SignOffScreen({ job, onClose }: { job: JobOnPhone; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad>(null);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const element = canvas.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext("2d")!.scale(ratio, ratio);
    pad.current = new SignaturePad(element, { penColor: "#1f2933", backgroundColor: "rgb(255,255,255)" });
    return () => pad.current?.off();
  }, []);

  function sign(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length < 2) return setProblem("Type your name");
    if (!pad.current || pad.current.isEmpty()) return setProblem("Sign with your finger in the box");
    void queueSignOff({
      opId: makeOpId(),
      jobId: job.jobId,
      at: new Date().toISOString(),
      signerName: name.trim(),
      signature: pad.current.toDataURL("image/png"),
    });
    onClose();
  }

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="sign-off-heading" className="fixed inset-0 z-50 overflow-y-auto bg-white">
      <form onSubmit={sign} className="mx-auto grid max-w-lg gap-4 p-4" noValidate>
        <h2 id="sign-off-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          Sign off your job
        </h2>
        <p className="text-base text-ink">
          Job {job.reference}, {job.address}. Please check the work below, then sign.
        </p>
        <ol className="grid gap-3">
          {job.stages.map((stage) => (
            <li key={stage.stage} className="rounded-lg bg-gray-50 p-3">
              <p className="text-base font-semibold text-ink">
                Stage {stage.stage}: {stage.description}
              </p>
              <p className="text-sm text-ink-muted">{stage.doneAt ? `Done ${formatDay(new Date(stage.doneAt))}` : "Done today"}</p>
              <ul className="mt-2 grid grid-cols-3 gap-2">
                {job.photos
                  .filter((photo) => photo.stage === stage.stage && photo.status === "ready")
                  .map((photo, at) => (
                    <li key={photo.photoId}>
                      <img
                        src={photo.thumbnailUrl}
                        alt={`Stage ${stage.stage} photo ${at + 1}`}
                        width={160}
                        height={120}
                        className="aspect-[4/3] w-full rounded object-cover"
                      />
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
        <label className="grid gap-1">
          <span className={crewLabel}>Your name</span>
          <input className={crewField} value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={100} />
        </label>
        <div className="grid gap-1">
          <span id="signature-label" className={crewLabel}>
            Your signature
          </span>
          <canvas
            ref={canvas}
            role="img"
            aria-labelledby="signature-label"
            className="h-48 w-full touch-none rounded-lg border-2 border-dashed border-gray-400 bg-white"
          />
          <button
            type="button"
            className="justify-self-start py-2 text-sm font-semibold text-brand-800 underline"
            onClick={() => pad.current?.clear()}
          >
            Clear the signature
          </button>
        </div>
        {problem && (
          <p role="alert" className="text-base font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <button type="submit" className={crewButton.primary}>
            Sign off
          </button>
          <button type="button" className={crewButton.secondary} onClick={onClose}>
            Back
          </button>
        </div>
      </form>
    </div>
  );
}
