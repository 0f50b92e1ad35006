import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import type { ChecklistTemplates } from "@shared/crew/crew-api";
import { checklistTemplateSchema } from "@shared/crew/crew-validation";
import { MAX_CHECKLIST_ITEMS } from "@shared/crew/crew-words";
import { fieldProps } from "@/components/forms/field-props";
import { TextField } from "@/components/forms/text-field";
import { SaveButton } from "@/components/staff/save-button";
import { SectionCard } from "@/components/staff/section-card";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/staff/failure-toast";
import { useSaveChecklist } from "../../api/jobs";

type Template = ChecklistTemplates["templates"][number];
type Values = z.input<typeof checklistTemplateSchema>;

/** One kind's checklist: the items a crew ticks on every job of that kind, each perhaps needing a photo. */
export function ChecklistEditor({ template }: { template: Template }) {
  const form = useForm<Values, unknown, z.output<typeof checklistTemplateSchema>>({
    resolver: zodResolver(checklistTemplateSchema),
    defaultValues: { items: template.items },
  });
  const items = useFieldArray({ control: form.control, name: "items" });
  const save = useSaveChecklist();
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { kind: template.kind, input },
      { onSuccess: () => toast({ title: `${template.label} checklist saved` }), onError: toastFailure("Not saved") },
    ),
  );
  return (
    <SectionCard
      id={`checklist-${template.kind}`}
      title={template.label}
      description="A new job of this kind takes this list; jobs already made keep theirs."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label={`${template.label} checklist`}>
        {items.fields.length === 0 && <p className="text-sm text-ink-muted">No items yet.</p>}
        <ol className="grid gap-3">
          {items.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid items-end gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
            >
              <TextField compact required label={`Item ${index + 1}`} {...fieldProps(form, `items.${index}.text`)} />
              <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
                <input type="checkbox" className="h-4 w-4 rounded border-gray-300" {...form.register(`items.${index}.photoRequired`)} />
                Needs a photo
              </label>
              <button
                type="button"
                className={dialogButton.secondary}
                onClick={() => items.remove(index)}
                aria-label={`Remove item ${index + 1}`}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={dialogButton.secondary}
            disabled={items.fields.length >= MAX_CHECKLIST_ITEMS}
            onClick={() => items.append({ text: "", photoRequired: false })}
          >
            <Plus aria-hidden="true" className="h-4 w-4" /> Add an item
          </button>
          <SaveButton saving={save.isPending}>Save the checklist</SaveButton>
        </div>
      </form>
    </SectionCard>
  );
}
