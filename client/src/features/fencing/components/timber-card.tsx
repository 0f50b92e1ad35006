import { TIMBER_SLIDE_INTERVAL_MS } from "@shared/constants";
import { timberFencing } from "../content/fencing-types";
import { FencingTypeCard } from "./fencing-type-card";
import { ImageCarousel } from "./image-carousel";
import { NamedList } from "./named-list";

export function TimberCard() {
  return (
    <FencingTypeCard
      reversed
      fencing={timberFencing}
      media={<ImageCarousel images={timberFencing.images} intervalMs={TIMBER_SLIDE_INTERVAL_MS} label="Timber fence photos" />}
    >
      <NamedList title="Four timber fence styles" items={timberFencing.styles} />
    </FencingTypeCard>
  );
}
