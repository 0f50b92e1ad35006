import type { RequestHandler } from "express";
import multer, { MulterError } from "multer";
import { UPLOAD_LIMITS } from "@shared/showcase/image-limits";
import { HttpError } from "../http-error";

const MB = 1024 * 1024;

/** The multipart routes (photo uploads); every other body must be JSON. */
const UPLOAD_ROUTES = [
  /^\/jobs\/\d+\/stages\/\d+\/done$/,
  /^\/crew\/photos$/,
  /^\/jobs\/\d+\/costs\/\d+\/receipt$/,
  /^\/lead-photos$/,
  /^\/projects\/\d+\/photos$/,
  /^\/site-photos\/[a-z0-9/-]+$/,
  /^\/jobs\/\d+\/compliance\/[a-z-]+$/,
];
export const isPhotoUploadRoute = (path: string) => UPLOAD_ROUTES.some((route) => route.test(path));

const MULTER_MESSAGES: Partial<Record<MulterError["code"], [number, string]>> = {
  LIMIT_FILE_SIZE: [413, `A photo can be at most ${UPLOAD_LIMITS.fileBytes / MB} MB`],
  LIMIT_FILE_COUNT: [400, `Send at most ${UPLOAD_LIMITS.photosPerLead} photos at a time`],
  LIMIT_UNEXPECTED_FILE: [400, "Send photos in the field named photo"],
  LIMIT_FIELD_VALUE: [400, "A text field is too long"],
  LIMIT_PART_COUNT: [400, "Too many parts in the form"],
};

/**
 * Reads `multipart/form-data` with photos in the field `photo` (at least one unless `optional`, at most `maxFiles`, 15 MB each, 40 MB in all)
 * into memory: the image pipeline decodes them there anyway, and nothing touches the server's disk. The
 * request's size is checked before a byte of it is read.
 */
export function photoUpload(maxFiles: number, { optional = false }: { optional?: boolean } = {}): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { files: maxFiles, fileSize: UPLOAD_LIMITS.fileBytes, fields: 10, fieldSize: 4096, parts: maxFiles + 10 },
  }).array("photo", maxFiles);
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) return next(new HttpError(415, "Send the photo as multipart/form-data"));
    if (Number(req.headers["content-length"] ?? 0) > UPLOAD_LIMITS.requestBytes) {
      return next(new HttpError(413, `Photos sent at once can be at most ${UPLOAD_LIMITS.requestBytes / MB} MB together`));
    }
    parse(req, res, (err: unknown) => {
      if (err instanceof MulterError) {
        const [status, message] = MULTER_MESSAGES[err.code] ?? [400, "The upload could not be read"];
        return next(new HttpError(status, message));
      }
      if (err) return next(new HttpError(400, "The upload could not be read"));
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      if (files.length === 0 && !optional) return next(new HttpError(400, "Choose a photo to send"));
      if (files.reduce((sum, file) => sum + file.size, 0) > UPLOAD_LIMITS.requestBytes) {
        return next(new HttpError(413, `Photos sent at once can be at most ${UPLOAD_LIMITS.requestBytes / MB} MB together`));
      }
      next();
    });
  };
}

/** The uploaded photos, as photoUpload left them. */
export const uploadedPhotos = (req: Parameters<RequestHandler>[0]) => (req.files as Express.Multer.File[] | undefined) ?? [];
