import Lightbox, { type Plugin, type SlideImage } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/plugins/counter.css";
import "yet-another-react-lightbox/styles.css";

interface PhotoLightboxProps {
  slides: SlideImage[];
  index: number;
  onClose: () => void;
  /** what the photos are, for screen readers: "Photos of the site" */
  label: string;
  /** more of the library's plugins (captions on the gallery) with their settings */
  plugins?: Plugin[];
  captions?: { descriptionTextAlign: "start" | "center" | "end" };
}

/**
 * Photos full size (yet-another-react-lightbox, loaded when first opened): a dialog that holds focus, closes
 * on Escape or a tap outside, and moves on with the arrow keys or a swipe; one photo has no arrows.
 */
export function PhotoLightbox({ slides, index, onClose, label, plugins = [], captions }: PhotoLightboxProps) {
  const single = slides.length <= 1;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[...plugins, Counter]}
      captions={captions}
      carousel={{ finite: single }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{ Close: "Close photos", Previous: "Previous photo", Next: "Next photo", Carousel: label }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
