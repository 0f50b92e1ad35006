import { z } from "zod";
import { MAX_SERVICES, SERVICE_OPTIONS, TEXT_LIMITS } from "./constants";
import { splitServices } from "./service-selection";

const knownService = new Set<string>(SERVICE_OPTIONS);

/** The joined service string of a form: known options only, at most MAX_SERVICES of them. */
export function serviceSelection(requiredMessage?: string) {
  const base = z
    .string(requiredMessage ?? "Please choose services from the list")
    .trim()
    .max(TEXT_LIMITS.service, "Please select at most 2 services");
  const required = requiredMessage ? base.min(1, requiredMessage) : base;
  return required
    .refine((value) => splitServices(value).length <= MAX_SERVICES, "Please select at most 2 services")
    .refine((value) => splitServices(value).every((s) => knownService.has(s)), "Please choose services from the list");
}
