/**
 * npm run bench:crew-photos: a crew's 2,560 px photo through POST /api/crew/photos, five times in a row with new
 * op ids, and the median time to its answer; beside it, in the same run, what the same photo costs when the request
 * waits for the pipeline (the thumbnail a stage photo needs, and the five widths of AVIF and WebP a public photo
 * needs), as every upload did before the task queue made them. Target: the answer within 1 second.
 *
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL=postgres://... runs it in a throwaway schema there.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { processImage } from "../server/infra/images/process-image";
import { phonePhotoWithGps } from "../server/infra/images/test-images";
import { adEnquiryBody } from "../server/test/lead-bodies";
import { median, runBench } from "./bench-database";

const ROUNDS = 5;

await runBench(
  async () => undefined,
  async ({ owner, label }) => {
    const photo = await phonePhotoWithGps(2560, 1920);
    const lead = await owner.post("/api/ga-enquiry").send(adEnquiryBody({ email: "bench@example.com" }));
    if (lead.status !== 201) throw new Error(`${lead.status} ${lead.text}`);
    const listed = await owner.get("/api/ga-leads");
    const leadId = (listed.body as { id: number; reference: string }[]).find((row) => row.reference === lead.body.reference)!.id;
    await owner.patch(`/api/ga-leads/${leadId}`).send({ status: "won" }).expect(200);
    const job = await owner.post("/api/jobs").send({ leadId }).expect(201);

    const answered: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const res = await owner
        .post("/api/crew/photos")
        .field("opId", randomUUID())
        .field("jobId", String(job.body.jobId))
        .field("stage", "1")
        .field("takenAt", new Date().toISOString())
        .attach("photo", photo, "IMG_2560.jpg");
      answered.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    }
    const thumbnail: number[] = [];
    const everyWidth: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      await processImage(photo, { variants: "thumbnail" });
      thumbnail.push(performance.now() - started);
      started = performance.now();
      await processImage(photo, { variants: "all" });
      everyWidth.push(performance.now() - started);
    }
    const now = median(answered);
    console.log(`a crew's 2,560 x 1,920 JPEG on ${label}, median of ${ROUNDS}`);
    console.log(`  POST /api/crew/photos answered:            ${now.toFixed(0)} ms (target: under 1,000 ms)`);
    console.log(
      `  waiting for the thumbnail, as before:       ${median(thumbnail).toFixed(0)} ms (x${(median(thumbnail) / now).toFixed(1)})`,
    );
    console.log(
      `  waiting for every AVIF and WebP, as before: ${median(everyWidth).toFixed(0)} ms (x${(median(everyWidth) / now).toFixed(1)})`,
    );
  },
);
