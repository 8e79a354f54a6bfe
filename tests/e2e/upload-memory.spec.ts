// The server's memory while agencies upload at once, measured from /proc: the production server of the upload bench
// (scripts/upload-bench.ts, on a port of its own from the OS) takes three parallel uploads of 60 MB, ten files each,
// and its resident memory may grow by far less than what is in flight (files stream through encryption to disk;
// held whole, as they once were, these uploads took it up by about 360 MB: two copies of every file in flight). `npm run bench:uploads` runs the
// full-size bench (three × 250 MB, peak under 350 MB).
import { runUploadBench } from "../../scripts/upload-bench";
import { expect, test } from "./fixtures";

test("three parallel 60 MB uploads are stored whole while the server's memory grows by less than 150 MB", async () => {
  test.setTimeout(240_000);
  const result = await runUploadBench({ uploads: 3, megabytes: 60, buildDir: process.env.BUILD_DIR });
  expect(result.answers).toEqual([
    { status: 200, total: 10 },
    { status: 200, total: 10 },
    { status: 200, total: 10 },
  ]);
  expect(result.peakMb - result.settledMb).toBeLessThan(150);
});
