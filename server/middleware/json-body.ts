import express, { type RequestHandler } from "express";
import { HttpError } from "../http-error";
import { isPhotoUploadRoute } from "./photo-upload";

export const JSON_BODY_LIMIT = "32kb";

const hasBody = (req: Parameters<RequestHandler>[0]) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** The only routes whose body is CSV (the golf imports and Google Ads' cost report); they read and cap it themselves. */
const CSV_BODY_ROUTES = new Set([
  "/golf/import/suppliers",
  "/golf/import/competitors",
  "/golf/import/prices",
  "/golf/import/fx-rates",
  "/ad-spend/import",
  "/bank-statements",
]);
const isCsvImport = (req: Parameters<RequestHandler>[0]) =>
  req.method === "POST" && CSV_BODY_ROUTES.has(req.path) && req.is("text/csv") !== false;

const isPhotoUpload = (req: Parameters<RequestHandler>[0]) =>
  (req.method === "POST" || req.method === "PUT") && isPhotoUploadRoute(req.path) && req.is("multipart/form-data") !== false;

/**
 * Requests that carry a body must say it is JSON (415 otherwise); the body is capped at 32 KB (413). The
 * CSV imports and the photo uploads read and cap their own bodies.
 */
export const requireJsonContentType: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is("application/json") && !isCsvImport(req) && !isPhotoUpload(req)) {
    return next(new HttpError(415, "Content-Type must be application/json"));
  }
  next();
};

/**
 * The crew app's uploads of a day's work (a batch of ops, a signature drawn on the phone) are larger than a form:
 * they get 512 KB, and every other route 32 KB.
 */
const CREW_BODY_LIMIT = "512kb";
const isCrewUpload = (req: Parameters<RequestHandler>[0]) =>
  req.method === "POST" && (req.path === "/crew/sync" || /^\/crew\/jobs\/\d+\/sign-off$/.test(req.path));

const parseSmallJson = express.json({ limit: JSON_BODY_LIMIT, strict: true });
const parseCrewJson = express.json({ limit: CREW_BODY_LIMIT, strict: true });

export const parseJsonBody: RequestHandler = (req, res, next) => (isCrewUpload(req) ? parseCrewJson : parseSmallJson)(req, res, next);
