import type { SlideImage } from "yet-another-react-lightbox";
import { PhotoLightbox } from "@/components/photo-lightbox";

/** A lead's photos full size. */
export default function LeadPhotoViewer({ slides, index, onClose }: { slides: SlideImage[]; index: number; onClose: () => void }) {
  return <PhotoLightbox slides={slides} index={index} onClose={onClose} label="Photos of the site" />;
}
