import { expect, test } from "vitest";
import type { FileAccess } from "../db/schema.ts";
import { accessLogCsv } from "./access-log.ts";

const access = (changes: Partial<FileAccess>): FileAccess => ({
  id: 1,
  fileKind: "upload",
  recordId: "8d7c1c52-5b0a-4a53-9d3f-0d5d8a1f7e10",
  requestId: null,
  fileName: "plan.pdf",
  actorId: null,
  actorName: null,
  clientIp: "203.0.113.9",
  createdAt: new Date("2026-03-05T15:00:00.000Z"),
  ...changes,
});

test("the access log CSV: a header, one line per access, empty cells for what is not known, formulas defused", () => {
  const csv = accessLogCsv([
    access({ fileKind: "resume", fileName: '=HYPERLINK("x") cv.pdf' }),
    access({ actorName: "Ana Manager", requestId: "0f6b3c1e-2f4d-4c8a-9b7e-5a6d7c8e9f00" }),
  ]);
  expect(csv).toBe(
    [
      '\uFEFF"Time (UTC)","Manager","File kind","File","Record id","Upload request id","IP address"',
      '"2026-03-05T15:00:00.000Z","","Résumé","\'=HYPERLINK(""x"") cv.pdf","8d7c1c52-5b0a-4a53-9d3f-0d5d8a1f7e10","","203.0.113.9"',
      '"2026-03-05T15:00:00.000Z","Ana Manager","Uploaded document","plan.pdf","8d7c1c52-5b0a-4a53-9d3f-0d5d8a1f7e10","0f6b3c1e-2f4d-4c8a-9b7e-5a6d7c8e9f00","203.0.113.9"',
      "",
    ].join("\r\n"),
  );
});
