import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/plugins/captions.css";
import { PhotoLightbox } from "@/components/photo-lightbox";
import { variantUrl } from "@shared/showcase/media-urls";
import type { PublicProject } from "@shared/showcase/site-content";

interface ProjectLightboxProps {
  project: PublicProject;
  index: number;
  onClose: () => void;
}

/**
 * A project's photos, large (loaded when a visitor first opens one). Each uploaded photo offers the browser its
 * WebP widths; the caption is the photo's description.
 */
export default function ProjectLightbox({ project, index, onClose }: ProjectLightboxProps) {
  const slides = project.photos.map((photo) => ({
    src: photo.src,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    description: photo.alt,
    srcSet: photo.key
      ? photo.widths?.map((width) => ({
          src: variantUrl(photo.key!, width, "webp"),
          width,
          height: Math.round((photo.height * width) / photo.width),
        }))
      : undefined,
  }));
  return (
    <PhotoLightbox
      slides={slides}
      index={index}
      onClose={onClose}
      label={`Photos of ${project.title}`}
      plugins={[Captions]}
      captions={{ descriptionTextAlign: "center" }}
    />
  );
}
