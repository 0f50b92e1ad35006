/** The widths of a public photo's AVIF and WebP derivatives (the largest is the photo's own, at most MAX_STORED_WIDTH). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
/** The widest a stored photo is kept; a larger one is scaled down. */
export const MAX_STORED_WIDTH = 2400;
/** A photo whose header declares more pixels is refused before it is decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** A homeowner's photo (anyone may send one) is taken up to 40 megapixels: more than any phone camera's. */
export const MAX_HOMEOWNER_PIXELS = 40_000_000;

/** Photos a homeowner may send with one quote request, and the limits on what is uploaded. */
export const UPLOAD_LIMITS = {
  photosPerLead: 5,
  fileBytes: 15 * 1024 * 1024,
  requestBytes: 40 * 1024 * 1024,
  /** the browser shrinks a photo to this on its longer side before sending it */
  shrinkToPixels: 2048,
} as const;

/** The kinds of file a photo field offers to pick (what the server then checks by content). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif";

/** An upload not attached to a lead by then is deleted (the visitor left without sending the form). */
export const UNATTACHED_PHOTO_HOURS = 24;
/** A homeowner's photos of a lead closed as Lost, or held as spam, are deleted this long after (the privacy policy says so). */
export const CLOSED_LEAD_PHOTO_MONTHS = 12;
