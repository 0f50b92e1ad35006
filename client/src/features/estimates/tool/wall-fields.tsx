import { type WallValues } from "@shared/estimates/estimate-fields";
import { WALL_MATERIAL_LABELS, WALL_MATERIALS } from "@shared/estimates/price-table";
import { TextField } from "@/components/forms/text-field";
import { YES_NO } from "./choice-group";
import { decimalInput, jobFieldParts, type JobFieldsProps } from "./job-fields";

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
export function WallFields(props: JobFieldsProps<WallValues>) {
  const { field: text, choice } = jobFieldParts(props);
  return (
    <div className="space-y-6">
      {choice("wall-material", "material", "Wall material", MATERIALS)}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="wall-length" label="Length (metres)" hint="1 to 500 m" {...decimalInput} {...text("lengthM")} />
        <TextField id="wall-height" label="Height (metres)" hint="0.2 to 3.0 m, to 0.1 m" {...decimalInput} {...text("heightM")} />
      </div>
      {choice("wall-load", "loadAbove", "What sits above the wall?", LOADS)}
      {choice("wall-near", "nearBuilding", "Distance to the nearest building or other retaining wall", DISTANCES)}
      {choice("wall-remove", "removeOld", "Remove an old wall?", YES_NO)}
      {choice(
        "wall-excavator",
        "excavatorAccess",
        "Is there room for a small excavator?",
        [
          { value: "true", label: "Yes" },
          { value: "false", label: "No" },
        ],
        "About 1 m wide. Without it the digging is done by hand.",
      )}
    </div>
  );
}
