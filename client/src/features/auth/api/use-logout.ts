import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { useEndStaffSession } from "./use-end-staff-session";

/** POST /api/logout, then clear staff data and go to /login. */
export function useLogout() {
  const endSession = useEndStaffSession();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => endSession("logged-out"),
    onError: () => {
      toast({ title: "Error", description: "Failed to log out. Please try again.", variant: "destructive" });
    },
  });
}
