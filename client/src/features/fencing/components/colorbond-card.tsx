import { Download } from "lucide-react";
import { Island } from "@/components/island";
import { useShownImage } from "@/lib/site-content";
import { colorbondFencing } from "../content/fencing-types";
import { FencingTypeCard } from "./fencing-type-card";
import { ColorbondPhotos } from "./fence-photos";
import { NamedList } from "./named-list";

export function ColorbondCard() {
  const { brochure, colourCount } = colorbondFencing;
  const chart = useShownImage(brochure.image);
  // an upload is a JPEG photo of the chart; the drawing is the SVG the site ships
  const replaced = chart.key !== undefined;
  const extension = chart.src.slice(chart.src.lastIndexOf(".") + 1);
  return (
    <FencingTypeCard
      fencing={colorbondFencing}
      media={
        <Island name="colorbond-photos">
          <ColorbondPhotos />
        </Island>
      }
    >
      <div className="lg:flex lg:items-end lg:gap-8">
        <div className="lg:flex-1">
          <NamedList title="Two Colorbond profiles" items={colorbondFencing.profiles} />
        </div>
        <div className="mt-6 rounded-lg bg-accent-400/15 p-5 lg:w-80">
          <p className="font-semibold text-ink">{colourCount} colours to choose from</p>
          <p className="mt-1 text-sm text-ink-muted">See every colour and both profiles in our colour chart brochure.</p>
          <a
            href={chart.src}
            download={`${brochure.fileName}.${extension}`}
            className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <Download aria-hidden="true" className="h-5 w-5" />
            {brochure.label}
          </a>
          <p className="mt-2 text-xs text-ink-muted">{replaced ? "JPEG image" : "SVG image"}. Colours on screen are a guide only.</p>
        </div>
      </div>
    </FencingTypeCard>
  );
}
