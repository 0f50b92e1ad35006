import { aluminiumFencing } from "../content/fencing-types";
import { FencingTypeCard } from "./fencing-type-card";
import { SiteImage } from "@/components/site-image";

export function AluminiumCard() {
  const [image] = aluminiumFencing.images;
  return (
    <FencingTypeCard
      fencing={aluminiumFencing}
      media={
        image && (
          <SiteImage
            image={image}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[8/5] h-auto w-full object-cover"
          />
        )
      }
    />
  );
}
