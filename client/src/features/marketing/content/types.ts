/** A placeholder photo under client/public/images; a business swaps in its own under the same name. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
