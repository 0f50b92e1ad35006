import { Pause, Play } from "lucide-react";
import { type FocusEvent, useEffect, useState } from "react";
import type { SlotImage } from "@shared/showcase/slot-image";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { SiteImage } from "@/components/site-image";

interface ImageCarouselProps {
  images: readonly SlotImage[];
  intervalMs: number;
  /** names the slideshow for screen readers, e.g. "Colorbond fence photos" */
  label: string;
  /** the first image is above the fold on some pages */
  eager?: boolean;
}

/**
 * Cross-fading slideshow that advances every intervalMs. It stands still for visitors who prefer
 * reduced motion (they may press Play), while the pointer or keyboard focus is on it, and after
 * Pause (WCAG 2.2.2). The dots jump straight to an image.
 */
export function ImageCarousel({ images, intervalMs, label, eager = false }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = images.length;
  const playing = choice ? choice === "play" : !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per image: a dot press restarts the full interval.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="relative aspect-[8/5] overflow-hidden bg-brand-50" aria-live={rotating ? "off" : "polite"}>
        {images.map((image, i) => (
          <SiteImage
            key={image.slot}
            image={image}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            loading={eager && i === 0 ? "eager" : "lazy"}
            aria-hidden={i === index ? undefined : true}
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${
              i === index ? "opacity-100" : "opacity-0"
            }`}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-1 border-t border-gray-100 bg-white px-2 py-1">
          <button
            type="button"
            onClick={() => setChoice(playing ? "pause" : "play")}
            aria-label={playing ? `Pause ${label}` : `Play ${label}`}
            className="mr-1 flex h-8 w-8 items-center justify-center rounded-full text-ink-muted hover:bg-gray-100 hover:text-ink"
          >
            {playing ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
          </button>
          {images.map((image, i) => (
            <button
              key={image.slot}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === index ? "true" : undefined}
              className="group flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${
                  i === index ? "w-6 bg-brand-700" : "w-2.5 bg-gray-400 group-hover:bg-gray-600"
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
