import type { JobSiteRecord } from "../crew/crew-api";
/** The jobs, crews and schedule endpoints' answers, as the server sends them and the staff screens read them. */

export const JOB_STATES = ["to-schedule", "scheduled", "in-progress", "practical-completion", "completed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  "to-schedule": "To schedule",
  scheduled: "Scheduled",
  "in-progress": "In progress",
  "practical-completion": "Practical completion",
  completed: "Completed",
};

/** A crew in GET /api/crews, and POST/PATCH /api/crews' answer. */
export interface CrewView {
  id: number;
  name: string;
  colour: string;
  /** user ids */
  members: number[];
}

/** A staff account a crew can take as a member: its first name when it has one. */
export interface CrewPerson {
  id: number;
  name: string;
}

/** GET /api/crews */
export interface CrewList {
  crews: CrewView[];
  people: CrewPerson[];
}

export interface JobStageView {
  /** 1-based, its position in the accepted quote */
  stage: number;
  description: string;
  doneAt: string | null;
  note: string | null;
  photos: number[];
  /** what the office wrote for the crew to bring and prepare; null for the kind's usual list */
  prepare: string | null;
}

/** A job in GET /api/jobs. */
export interface JobListItem {
  jobId: number;
  leadId: number;
  reference: string;
  name: string;
  phone: string;
  suburb: string;
  /** where the crew goes: the booked site visit's address, else the suburb */
  address: string;
  state: JobState;
  adminPath: string;
  stages: JobStageView[];
  /** on the schedule, while paperwork holds its bookings: what is missing (the compliance register's words) */
  bookingHeld?: string;
}

/** A stage booked onto a crew, on consecutive working days. */
export interface StageBookingView {
  jobId: number;
  reference: string;
  suburb: string;
  stage: number;
  crewId: number;
  days: string[];
}

/** GET /api/jobs?from&to: the jobs with a day in the range or still to schedule, and the bookings in it. */
export interface JobSchedule {
  jobs: JobListItem[];
  bookings: StageBookingView[];
  /** the days in the range nobody works: weekends, Queensland public holidays, the business's days off */
  closedDays: string[];
}

/** One booked stage a weather shift moves. */
export interface StageMove {
  jobId: number;
  reference: string;
  stage: number;
  crewId: number;
  from: string[];
  to: string[];
}

/** POST /api/schedule/shift: the booked stages it moves (or, in a preview, would move), earliest first. */
export type ShiftAnswer = StageMove[];

/** POST /api/jobs/:id/stages/:stage/done */
export interface StageDoneAnswer {
  stage: JobStageView;
  /** the progress claim issued for it, or why none was */
  claim: { invoiceNumber: string } | { notIssued: string };
}

/** The job on the lead: GET /api/contact/:id's `jobId`, and GET /api/jobs/:id. */
export interface JobDetail extends JobListItem {
  bookings: StageBookingView[];
}

/** GET /api/jobs/:id: the job with what its crews recorded on site. */
export type JobOnSite = JobDetail & JobSiteRecord;
