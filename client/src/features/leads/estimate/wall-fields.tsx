import { type WallValues } from "@shared/estimate/estimate-fields";
import { WALL_MATERIAL_LABELS, WALL_MATERIALS } from "@shared/estimate/price-table";
import { TextField } from "@/components/forms/text-field";
import { ChoiceGroup, YES_NO } from "./choice-group";
import { decimalInput, type JobFieldsProps } from "./job-fields";

const MATERIALS = WALL_MATERIALS.map((value) => ({ value, label: WALL_MATERIAL_LABELS[value] }));
const LOADS = [
  { value: "none", label: "Nothing" },
  { value: "garden", label: "A garden or lawn" },
  { value: "load", label: "A driveway, pool, building or fence" },
];
const DISTANCES = [
  { value: "true", label: "Under 1.5 m" },
  { value: "false", label: "1.5 m or more" },
];

/** The retaining wall's questions. */
export function WallFields({ values, onLeave, errors }: JobFieldsProps<WallValues>) {
  const text = (field: "lengthM" | "heightM") => ({
    name: field,
    defaultValue: values[field],
    onBlur: () => onLeave(field),
    error: errors[field],
  });
  return (
    <div className="space-y-6">
      <ChoiceGroup
        id="wall-material"
        name="material"
        legend="Wall material"
        choices={MATERIALS}
        initial={values.material}
        error={errors.material}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="wall-length" label="Length (metres)" hint="1 to 500 m" {...decimalInput} {...text("lengthM")} />
        <TextField id="wall-height" label="Height (metres)" hint="0.2 to 3.0 m, to 0.1 m" {...decimalInput} {...text("heightM")} />
      </div>
      <ChoiceGroup
        id="wall-load"
        name="loadAbove"
        legend="What sits above the wall?"
        choices={LOADS}
        initial={values.loadAbove}
        error={errors.loadAbove}
      />
      <ChoiceGroup
        id="wall-near"
        name="nearBuilding"
        legend="Distance to the nearest building or other retaining wall"
        choices={DISTANCES}
        initial={values.nearBuilding}
        error={errors.nearBuilding}
      />
      <ChoiceGroup
        id="wall-remove"
        name="removeOld"
        legend="Remove an old wall?"
        choices={YES_NO}
        initial={values.removeOld}
        error={errors.removeOld}
      />
      <ChoiceGroup
        id="wall-excavator"
        name="excavatorAccess"
        legend="Is there room for a small excavator?"
        hint="About 1 m wide. Without it the digging is done by hand."
        choices={[
          { value: "true", label: "Yes" },
          { value: "false", label: "No" },
        ]}
        initial={values.excavatorAccess}
        error={errors.excavatorAccess}
      />
    </div>
  );
}
