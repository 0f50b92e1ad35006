import { Island } from "@/components/island";
import { timberFencing } from "../content/fencing-types";
import { FencingTypeCard } from "./fencing-type-card";
import { TimberPhotos } from "./fence-photos";
import { NamedList } from "./named-list";

export function TimberCard() {
  return (
    <FencingTypeCard
      reversed
      fencing={timberFencing}
      media={
        <Island name="timber-photos">
          <TimberPhotos />
        </Island>
      }
    >
      <NamedList title="Four timber fence styles" items={timberFencing.styles} />
    </FencingTypeCard>
  );
}
