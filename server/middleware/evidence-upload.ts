import type { RequestHandler } from "express";
import multer, { MulterError } from "multer";
import { EVIDENCE_FILE_MAX_BYTES } from "@shared/compliance/compliance-api";
import { HttpError } from "../http-error";

/**
 * Reads a compliance item's evidence: JSON, or multipart with the certificate in `file` and a photo in `photo` (one
 * each, 10 MiB each at most: 413 beyond), into memory, where their bytes are checked.
 */
export const evidenceUpload: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) return next();
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { files: 2, fileSize: EVIDENCE_FILE_MAX_BYTES, fields: 12, fieldSize: 4096, parts: 14 },
  }).fields([
    { name: "file", maxCount: 1 },
    { name: "photo", maxCount: 1 },
  ]);
  parse(req, res, (err: unknown) => {
    if (err instanceof MulterError && err.code === "LIMIT_FILE_SIZE")
      return next(new HttpError(413, "An evidence file can be at most 10 MB"));
    if (err instanceof MulterError && err.code === "LIMIT_UNEXPECTED_FILE")
      return next(new HttpError(400, "Send the certificate in the field named file and a photo in the field named photo"));
    if (err) return next(new HttpError(400, "The upload could not be read"));
    next();
  });
};

/** The evidence upload's certificate and photo, when sent. */
export function evidenceFiles(req: Parameters<RequestHandler>[0]) {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  return { file: files.file?.[0], photo: files.photo?.[0] };
}
