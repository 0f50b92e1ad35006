import type { JobState } from "./job-api";

export interface JobPageStage {
  stage: number;
  description: string;
  /** the booked working days, none while it is still to be booked */
  days: string[];
  /** the crew's first names */
  crew: string;
  doneAt: string | null;
  note: string | null;
  photos: { src: string; thumbnail: string; alt: string }[];
}

/** The homeowner's job page, /job/<token>: one job, its stages and dates, what to prepare, and what comes next. */
export interface JobPageView {
  path: string;
  reference: string;
  state: JobState;
  stages: JobPageStage[];
  nextStep: string;
  /** the signed sign-off sheet, once the homeowner has signed the finished job off */
  signOff: { pdfUrl: string; signerName: string; day: string } | null;
  /** the certificates the homeowner is owed (Form 16s, Form 17, the warranty certificate), once they are in */
  certificates: { title: string; url: string }[];
}
