import type request from "supertest";

/** Reads a supertest answer's body as bytes (a photo, a PDF) rather than as text. */
export const binary = (res: request.Test) =>
  res.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on("data", (c: Buffer) => chunks.push(c));
    r.on("end", () => done(null, Buffer.concat(chunks)));
  });
