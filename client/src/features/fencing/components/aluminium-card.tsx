import { aluminiumFencing } from "../content/fencing-types";
import { FencingTypeCard } from "./fencing-type-card";

export function AluminiumCard() {
  const [image] = aluminiumFencing.images;
  return (
    <FencingTypeCard
      fencing={aluminiumFencing}
      media={
        image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            className="aspect-[8/5] h-auto w-full object-cover"
          />
        )
      }
    />
  );
}
