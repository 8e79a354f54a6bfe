// Answers 200 once the server is up; the server only starts listening after its boot has finished.
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
