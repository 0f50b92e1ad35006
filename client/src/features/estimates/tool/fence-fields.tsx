import { type FenceValues } from "@shared/estimates/estimate-fields";
import { FENCE_HEIGHTS, FENCE_TYPE_LABELS, FENCE_TYPES } from "@shared/estimates/price-table";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { YES_NO } from "./choice-group";
import { decimalInput, jobFieldParts, type JobFieldsProps } from "./job-fields";

const TYPES = FENCE_TYPES.map((value) => ({ value, label: FENCE_TYPE_LABELS[value] }));
const HEIGHTS = FENCE_HEIGHTS.map((value) => ({ value, label: `${value} m` }));
const GATE_COUNTS = Array.from({ length: 7 }, (_, count) => ({ value: String(count), label: String(count) }));

/** The fence's questions. */
export function FenceFields(props: JobFieldsProps<FenceValues>) {
  const { values } = props;
  const { field, choice } = jobFieldParts(props);
  return (
    <div className="space-y-6">
      {choice("fence-type", "type", "Fence type", TYPES)}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="fence-height"
          label="Height"
          hint={values.type === "aluminium-pool" ? "A pool fence is at least 1.2 m" : undefined}
          options={HEIGHTS}
          {...field("heightM")}
        />
        <TextField id="fence-length" label="Length (metres)" hint="1 to 500 m" {...decimalInput} {...field("lengthM")} />
        <SelectField id="fence-single-gates" label="Single gates" options={GATE_COUNTS} {...field("singleGates")} />
        <SelectField id="fence-double-gates" label="Double gates" options={GATE_COUNTS} {...field("doubleGates")} />
      </div>
      {choice("fence-dividing", "dividing", "Is it a dividing fence with a neighbour?", YES_NO)}
      {choice("fence-remove", "removeOld", "Remove an old fence?", YES_NO)}
      <TextField
        id="fence-on-wall"
        label="On top of a retaining wall? Wall height (metres)"
        hint="0 for none, or 0.2 to 3.0 m"
        {...decimalInput}
        {...field("onWallHeightM")}
      />
    </div>
  );
}
