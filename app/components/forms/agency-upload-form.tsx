// The agency's upload form. Without JavaScript it is a plain multipart form posting every chosen file at once. With
// it, each file is sent on its own (XMLHttpRequest, for its upload progress) to /upload/<token>/file, with a
// progress bar and its own answer; files sent together share one receipt number through a batch id, and the last
// one says so (the receipt e-mails then go). A link with a passcode shows PasscodeStep first: a form of its own, so
// the passcode is checked before any file is chosen.
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  type AgencyUploadResult,
  BAA_FIELD,
  BATCH_FIELD,
  FILES_FIELD,
  LAST_OF_BATCH_FIELD,
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_FILE_TEXT,
  PASSCODE_FIELD,
  TOO_LARGE_FIELD,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES_TEXT,
} from "~/lib/schemas/upload-request";
import { FieldError } from "./field-error";

type FileProgress = {
  key: string;
  name: string;
  percent: number;
  /** "unconfirmed": the answer never came (a dropped connection, a proxy's error page), so it may have arrived. */
  state: "waiting" | "sending" | "received" | "refused" | "unconfirmed";
  message?: string;
};

const NETWORK =
  "The connection was lost while this file was being sent, so it may or may not have arrived. Reload this page to " +
  "see how many files we have received, then send what is missing.";
const NOT_SENT = "Not sent.";

const STATE_TEXT: Partial<Record<FileProgress["state"], string>> = {
  received: "received",
  refused: "not received",
  unconfirmed: "not confirmed",
};

function sendFile(url: string, body: FormData, onProgress: (percent: number) => void) {
  return new Promise<AgencyUploadResult | null>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve((xhr.response as AgencyUploadResult | null) ?? null);
    xhr.onerror = () => resolve(null);
    xhr.send(body);
  });
}

/** The answers a form shows as one message above the files. */
const messageOf = (answer: AgencyUploadResult | null) =>
  answer?.status === "limited" || answer?.status === "failed" || answer?.status === "unavailable"
    ? answer.message
    : null;

/** The passcode step: one field and a button; a right passcode reloads the page with its files step. */
export function PasscodeStep({ result }: { result: AgencyUploadResult | null }) {
  const isSubmitting = useNavigation().state === "submitting";
  const error = result?.status === "invalid" ? (result.errors.passcode ?? result.errors.form) : undefined;
  const message = messageOf(result);
  return (
    <Form
      method="post"
      className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border border-border p-4 sm:p-6"
      noValidate
    >
      <h2 className="font-semibold text-xl">Enter the passcode</h2>
      <p>This link asks for a passcode before you choose files. We gave it to you separately from the link.</p>
      <div className="grid gap-1.5">
        <Label htmlFor="upload-passcode">Passcode</Label>
        <Input
          id="upload-passcode"
          name={PASSCODE_FIELD}
          type="password"
          autoComplete="off"
          required
          className="max-w-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "passcode-error" : undefined}
        />
        <FieldError id="passcode-error" message={error} />
      </div>
      {message ? (
        <p role="alert" className="font-semibold">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        Continue
      </Button>
    </Form>
  );
}

export function AgencyUploadForm({ token, result }: { token: string; result: AgencyUploadResult | null }) {
  const [answer, setAnswer] = useState<AgencyUploadResult | null>(result);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [receipt, setReceipt] = useState<{ receipt: string; total: number } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isOver, setIsOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const errors = answer?.status === "invalid" ? answer.errors : {};
  const shownReceipt = receipt ?? (answer?.status === "done" ? { receipt: answer.receipt, total: answer.total } : null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const files = Array.from(input.current?.files ?? []);
    if (files.length === 0) {
      setAnswer({ status: "invalid", errors: { files: UPLOAD_MESSAGES.noFiles }, refused: [] });
      return;
    }
    const batch = crypto.randomUUID();
    const list: FileProgress[] = files.map((file, index) => ({
      key: `${batch}-${index}`,
      name: file.name,
      percent: 0,
      state: "waiting",
    }));
    const update = (index: number, change: Partial<FileProgress>) => {
      list[index] = { ...list[index]!, ...change };
      setProgress([...list]);
    };
    setProgress([...list]);
    setIsSending(true);
    setAnswer(null);
    status.current?.focus();
    for (const [index, file] of files.entries()) {
      // The fields go first and the file last: the server checks them before it reads a byte of the file.
      const body = new FormData();
      body.set(BAA_FIELD, (form.elements.namedItem(BAA_FIELD) as HTMLInputElement).checked ? "yes" : "");
      body.set(BATCH_FIELD, batch);
      if (index === files.length - 1) body.set(LAST_OF_BATCH_FIELD, "yes");
      // A file over 25 MB is not sent, only its name, so the firm hears that it did not arrive.
      if (file.size > MAX_UPLOAD_FILE_BYTES) body.set(TOO_LARGE_FIELD, file.name);
      else body.set(FILES_FIELD, file);
      update(index, { state: "sending" });
      const reply = await sendFile(`/upload/${token}/file`, body, (percent) => update(index, { percent }));
      if (reply?.status === "done") {
        update(index, { state: "received", percent: 100 });
        setReceipt({ receipt: reply.receipt, total: reply.total });
      } else if (reply?.status === "invalid" && reply.refused.length > 0) {
        update(index, { state: "refused", message: reply.refused[0]?.message });
      } else {
        // The whole submission was refused (acknowledgement, passcode, limit, link), or the answer was lost: the
        // rest would fare no better, and none of them was sent.
        update(index, reply ? { state: "refused", message: NOT_SENT } : { state: "unconfirmed", message: NETWORK });
        for (const rest of list.keys()) if (rest > index) update(rest, { state: "refused", message: NOT_SENT });
        if (reply) setAnswer(reply);
        break;
      }
    }
    setIsSending(false);
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 rounded-lg border border-border p-4 sm:p-6"
      noValidate
    >
      <div className="grid gap-2 rounded-md bg-muted p-4">
        <p className="font-semibold">Protected health information</p>
        <p>
          Send protected health information (PHI) only if your agency and our firm have signed a Business Associate
          Agreement. If you are not sure, ask us before sending.
        </p>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name={BAA_FIELD}
            value="yes"
            required
            className="mt-1 size-4"
            aria-invalid={errors.baa ? true : undefined}
            aria-describedby={errors.baa ? "baa-error" : undefined}
          />
          <span>I confirm that any PHI in these files is covered by a signed Business Associate Agreement.</span>
        </label>
        <FieldError id="baa-error" message={errors.baa} />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the file input inside is the keyboard path */}
      <div
        className={`grid grid-cols-[minmax(0,1fr)] gap-2 rounded-md border-2 border-dashed p-4 sm:p-6 ${isOver ? "border-primary bg-muted" : "border-border"}`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsOver(false);
          if (input.current && event.dataTransfer.files.length > 0) input.current.files = event.dataTransfer.files;
        }}
      >
        <Label htmlFor="upload-files">Files</Label>
        <p id="upload-files-hint" className="text-muted-foreground text-sm">
          Drop files here or choose them: {UPLOAD_TYPES_TEXT}, each at most {MAX_UPLOAD_FILE_TEXT}, several at once.
        </p>
        <input
          ref={input}
          id="upload-files"
          name={FILES_FIELD}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          // A file input is as wide as its button and caption; at full width it fits a phone's column instead.
          className="w-full"
          aria-describedby={["upload-files-hint", errors.files ? "files-error" : ""].join(" ").trim()}
          aria-invalid={errors.files ? true : undefined}
        />
        <FieldError id="files-error" message={errors.files} />
      </div>
      <div ref={status} tabIndex={-1} aria-live="polite" className="grid gap-3 outline-none">
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        {errors.passcode ? (
          <p role="alert">
            {UPLOAD_MESSAGES.passcodeAgain}{" "}
            <a href={`/upload/${token}`} className="font-semibold underline underline-offset-4">
              Enter the passcode
            </a>
          </p>
        ) : null}
        {messageOf(answer) ? <p role="alert">{messageOf(answer)}</p> : null}
        {progress.map((file, index) => (
          <div key={file.key} className="grid gap-1">
            <label className="text-sm" htmlFor={`progress-${index}`}>
              {file.name}: {STATE_TEXT[file.state] ?? `${file.percent}%`}
            </label>
            <progress id={`progress-${index}`} max={100} value={file.percent} className="w-full" />
            {file.message ? <p className="text-destructive text-sm">{file.message}</p> : null}
          </div>
        ))}
        {answer?.status === "invalid" || answer?.status === "done"
          ? answer.refused.map((file) => (
              <p key={file.name} className="text-destructive text-sm">
                {file.message}
              </p>
            ))
          : null}
        {answer?.status === "done" ? <p>Received: {answer.received.join(", ")}</p> : null}
        {shownReceipt ? (
          <p role="status" className="font-semibold">
            Thank you. Receipt number {shownReceipt.receipt}. Files received for this request: {shownReceipt.total}.
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={isSending} className="justify-self-start">
        {isSending ? "Sending…" : "Send files"}
      </Button>
    </form>
  );
}
