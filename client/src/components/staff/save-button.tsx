import { dialogButton } from "./staff-dialog";

/** A staff form's submit button: "Saving..." and not pressable again while the save is on its way. */
export function SaveButton({ saving, children }: { saving: boolean; children: string }) {
  return (
    <button type="submit" disabled={saving} className={dialogButton.primary}>
      {saving ? "Saving..." : children}
    </button>
  );
}
