import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CrewList,
  CrewView,
  JobDetail,
  JobOnSite,
  JobSchedule,
  ShiftAnswer,
  StageBookingView,
  StageDoneAnswer,
} from "@shared/jobs/job-api";
import type { BookingInput, CrewInput, CrewUpdateInput, NewJobInput, ShiftInput } from "@shared/jobs/job-validation";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { ChecklistTemplates } from "@shared/crew/crew-api";
import type { ChecklistTemplateInput } from "@shared/crew/crew-validation";
import type { JobKind } from "@shared/crew/crew-words";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import type { JobCompleted } from "@shared/leads/lead-desk-api";
import { LEAD_KIND_INFO, type LeadKind } from "@shared/leads/lead-kinds";
import { invalidateLeadLists } from "@/features/leads";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

export type { CrewList, CrewView, JobDetail, JobSchedule, ShiftAnswer, StageBookingView };
export type { JobListItem, StageMove } from "@shared/jobs/job-api";

export const CREWS_KEY = ["/api/crews"] as const;
const SCHEDULE_KEY = "/api/jobs";
export const jobKey = (jobId: number) => ["/api/jobs", String(jobId)] as const;

export const useCrews = () => useQuery<CrewList>({ queryKey: CREWS_KEY });
export const useSchedule = (from: string, to: string) => useQuery<JobSchedule>({ queryKey: [`${SCHEDULE_KEY}?from=${from}&to=${to}`] });
/** A job, read again every few seconds while a photo of it is still being made, so it shows once ready. */
export const useJob = (jobId: number | null) =>
  useQuery<JobOnSite>({
    queryKey: jobKey(jobId ?? 0),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.sitePhotos.some((photo) => photo.status === "processing") ? 3_000 : false),
  });

/** After a change to the calendar: every week read, every job, and the lead lists (a job's state shows there). */
function useRefreshSchedule() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(SCHEDULE_KEY) }),
      invalidateLeadLists(queryClient),
    ]);
}

export const useCreateCrew = () => useRefreshingMutation(CREWS_KEY, (input: CrewInput) => apiJson<CrewView>("POST", "/api/crews", input));

export const useUpdateCrew = () =>
  useRefreshingMutation(CREWS_KEY, ({ id, change }: { id: number; change: CrewUpdateInput }) =>
    apiJson<CrewView>("PATCH", `/api/crews/${id}`, change),
  );

export function useCreateJob() {
  const refresh = useRefreshSchedule();
  return useMutation({ mutationFn: (input: NewJobInput) => apiJson<JobDetail>("POST", "/api/jobs", input), onSuccess: refresh });
}

export function useBookStage(jobId: number) {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: (input: BookingInput) => apiJson<StageBookingView>("POST", `/api/jobs/${jobId}/bookings`, input),
    onSuccess: refresh,
  });
}

export function useUnbookStage(jobId: number) {
  const refresh = useRefreshSchedule();
  return useMutation({ mutationFn: (stage: number) => apiRequest("DELETE", `/api/jobs/${jobId}/bookings/${stage}`), onSuccess: refresh });
}

export function useShiftSchedule() {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: (input: ShiftInput) => apiJson<ShiftAnswer>("POST", "/api/schedule/shift", input),
    onSuccess: (_moves: ShiftAnswer, input: ShiftInput) => (input.preview ? undefined : refresh()),
  });
}

/** A stage marked done from the site: the note and up to five photos, as one multipart form with its progress. */
export function useStageDone(jobId: number) {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: ({
      stage,
      note,
      photos,
      onProgress,
    }: {
      stage: number;
      note: string;
      photos: File[];
      onProgress?: (fraction: number) => void;
    }) => {
      const body = new FormData();
      body.append("note", note);
      for (const photo of photos) body.append("photo", photo);
      return uploadWithProgress<StageDoneAnswer>("POST", `/api/jobs/${jobId}/stages/${stage}/done`, body, { onProgress });
    },
    onSuccess: refresh,
  });
}

/** A Won job is done: the homeowner gets the one review request. */
export function useCompleteJob(kind: LeadKind, leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<JobCompleted>("POST", `${LEAD_KIND_INFO[kind].apiPath}/${leadId}/complete`),
    onSuccess: () => invalidateLeadLists(queryClient),
  });
}

export const CHECKLISTS_KEY = ["/api/checklists"] as const;
export const useChecklists = () => useQuery<ChecklistTemplates>({ queryKey: CHECKLISTS_KEY });
export const useSaveChecklist = () =>
  useRefreshingMutation(CHECKLISTS_KEY, ({ kind, input }: { kind: JobKind; input: ChecklistTemplateInput }) =>
    apiJson<ChecklistTemplates>("PUT", `/api/checklists/${kind}`, input),
  );
export const useSaveUnchargedReasons = () =>
  useRefreshingMutation(CHECKLISTS_KEY, (labels: string[]) =>
    apiJson<ChecklistTemplates>("PUT", "/api/uncharged-reasons", { reasons: labels.map((label) => ({ label })) }),
  );
