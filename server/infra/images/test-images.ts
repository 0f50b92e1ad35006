import { crc32 } from "node:zlib";
import sharp from "sharp";

/*
 * Images for the pipeline's tests, made here rather than checked in: what each one is, is in its code.
 */

/**
 * A landscape photo, red on its left half and blue on its right, carrying EXIF that says "rotate 90° clockwise
 * to view" and a GPS position, as a phone held upright writes it.
 */
export async function phonePhotoWithGps(width = 600, height = 300): Promise<Buffer> {
  const half = Buffer.alloc((width / 2) * height * 3);
  const red = sharp(Buffer.from(half.map((_, i) => (i % 3 === 0 ? 220 : 20))), { raw: { width: width / 2, height, channels: 3 } });
  const blue = sharp(Buffer.from(half.map((_, i) => (i % 3 === 2 ? 220 : 20))), { raw: { width: width / 2, height, channels: 3 } });
  return sharp({ create: { width, height, channels: 3, background: "#000" } })
    .composite([
      { input: await red.png().toBuffer(), left: 0, top: 0 },
      { input: await blue.png().toBuffer(), left: width / 2, top: 0 },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "27/1 28/1 12/1", GPSLongitudeRef: "E", GPSLongitude: "153/1 1/1 30/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header declares width x height pixels around almost no data: by default 20,000 x 20,000 (400
 * megapixels), a decompression bomb.
 */
export function decompressionBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const renamedPdf = () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

/** A real JPEG cut off half way through its data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await phonePhotoWithGps(400, 200);
  return whole.subarray(0, Math.floor(whole.length / 2));
}
