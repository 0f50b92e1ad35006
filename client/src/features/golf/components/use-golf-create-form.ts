import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";

interface GolfCreateFormOptions<Values extends FieldValues, Output> {
  /** zodResolver of the shared schema the server validates with too */
  resolver: Resolver<Values, unknown, Output>;
  defaults: NoInfer<DefaultValues<Values>>;
  /** the fields a 400 answer may name; the fields of `defaults` when left out */
  fields?: readonly NoInfer<Path<Values>>[];
  save: (values: Output) => Promise<unknown>;
  success: { title: string; description?: string };
  /** the error toast's description */
  failure: string;
  onClose: () => void;
}

/**
 * The flow of a golf add form: save the validated values, then a success toast, an empty form and
 * the form closed; on failure the server's field messages on their fields and an error toast.
 */
export function useGolfCreateForm<Values extends FieldValues, Output>({
  resolver,
  defaults,
  fields = Object.keys(defaults) as Path<Values>[],
  save,
  success,
  failure,
  onClose,
}: GolfCreateFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: defaults });
  const onSubmit = form.handleSubmit((values) =>
    save(values).then(
      () => {
        toast(success);
        form.reset(defaults);
        onClose();
      },
      (error: unknown) => {
        if (isSessionEnded(error)) return; // a staff edit whose session ended: the session handler says so
        applyServerFieldErrors(error, fields, form.setError);
        toast({ title: "Error", description: failure, variant: "destructive" });
      },
    ),
  );
  return { form, errors: form.formState.errors, onSubmit };
}
