import { QueryScreen, ScreenHeader } from "@/components/staff/screen-parts";
import { useChecklists } from "../../api/jobs";
import { ChecklistEditor } from "./checklist-editor";
import { UnchargedReasons } from "./uncharged-reasons";

/** /admin/checklists: the Owner's checklist per kind of job, and the reasons for uncharged time. */
export function ChecklistsScreen() {
  const checklists = useChecklists();
  return (
    <QueryScreen
      header={
        <ScreenHeader title="Checklists">
          What a crew ticks on site for each kind of job, in the crew app. An item that needs a photo cannot be ticked without one.
        </ScreenHeader>
      }
      query={checklists}
    >
      {(data) => (
        <div className="grid gap-6">
          {data.templates.map((template) => (
            <ChecklistEditor key={`${template.kind}-${template.updatedAt}`} template={template} />
          ))}
          <UnchargedReasons key={data.unchargedReasons.map((reason) => reason.key).join()} reasons={data.unchargedReasons} />
        </div>
      )}
    </QueryScreen>
  );
}
