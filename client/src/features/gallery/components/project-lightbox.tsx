import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "yet-another-react-lightbox/styles.css";
import { variantUrl } from "@shared/showcase/media-urls";
import type { PublicProject } from "@shared/showcase/site-content";

interface ProjectLightboxProps {
  project: PublicProject;
  index: number;
  onClose: () => void;
}

/**
 * A project's photos, large: a dialog that holds focus, closes on Escape, and moves on with the arrow keys or
 * a swipe (yet-another-react-lightbox, loaded when a visitor first opens one). Each uploaded photo offers the
 * browser its WebP widths; the caption is the photo's description.
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
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter]}
      captions={{ descriptionTextAlign: "center" }}
      carousel={{ finite: slides.length <= 1 }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{ Close: "Close photos", Previous: "Previous photo", Next: "Next photo", Carousel: `Photos of ${project.title}` }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
