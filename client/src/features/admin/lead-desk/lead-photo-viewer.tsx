import Lightbox, { type SlideImage } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/plugins/counter.css";
import "yet-another-react-lightbox/styles.css";

/** A lead's photos full size: a dialog that holds focus, closes on Escape, arrows and swipes between photos. */
export default function LeadPhotoViewer({ slides, index, onClose }: { slides: SlideImage[]; index: number; onClose: () => void }) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Counter]}
      carousel={{ finite: slides.length <= 1 }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{ Close: "Close photos", Previous: "Previous photo", Next: "Next photo", Carousel: "Photos of the site" }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
