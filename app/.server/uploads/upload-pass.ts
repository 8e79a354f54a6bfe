// The pass an agency gets for typing a link's passcode right: a cookie that lets its browser send files through that
// link for a while without the passcode travelling again, and that the server checks from the request's headers
// alone, before it reads a byte of the body. It is the expiry time and a MAC of the request's id and that time, keyed
// by the stored passcode hash (a secret the server alone holds, with a random salt), so a changed passcode ends every
// pass given under the old one and nothing needs storing.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { UploadRequest } from "../db/schema.ts";

/** How long a pass lets files through: a working session, after which the passcode is asked again. */
export const UPLOAD_PASS_SECONDS = 2 * 60 * 60;

const cookieName = (requestId: string) => `upload-pass-${requestId}`;

const macOf = (request: Pick<UploadRequest, "id" | "passcodeHash">, expires: number) =>
  createHmac("sha256", request.passcodeHash ?? "")
    .update(`upload-pass:${request.id}:${expires}`)
    .digest("base64url");

/**
 * The Set-Cookie header of a new pass for `request` (which has a passcode). Path /upload covers the page, its data
 * requests and its one-file endpoint; SameSite=Strict keeps other sites' requests from carrying it.
 */
export function uploadPassCookie(
  request: Pick<UploadRequest, "id" | "passcodeHash">,
  { isHttps, now = Date.now() }: { isHttps: boolean; now?: number },
) {
  const expires = Math.floor(now / 1000) + UPLOAD_PASS_SECONDS;
  const value = `${expires}.${macOf(request, expires)}`;
  return [
    `${cookieName(request.id)}=${value}`,
    "Path=/upload",
    `Max-Age=${UPLOAD_PASS_SECONDS}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(isHttps ? ["Secure"] : []),
  ].join("; ");
}

/** Whether `headers` carry a pass for `request` that has not run out and was given under its current passcode. */
export function hasUploadPass(headers: Headers, request: Pick<UploadRequest, "id" | "passcodeHash">, now = Date.now()) {
  if (!request.passcodeHash) return false;
  const name = `${cookieName(request.id)}=`;
  const cookie = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  const [expiresText = "", mac = ""] = (cookie?.slice(name.length) ?? "").split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 <= now) return false;
  const expected = Buffer.from(macOf(request, expires));
  const given = Buffer.from(mac);
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}
