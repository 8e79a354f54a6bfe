#!/usr/bin/env bash
# `npm run scan`: attacks a local production build with sqlmap and wapiti and prints what they find.
#   - installs sqlmap and wapiti from Debian (apt-get) when missing;
#   - builds into $BUILD_DIR (default ./build) when there is no build there yet;
#   - starts `node server.ts` on 127.0.0.1 (a free port) with a throwaway DATA_DIR and a manager made with the CLI;
#   - signs in to get the manager's session cookie, and sends one contact message, quote request and application;
#   - wapiti: the whole site from / and the dashboard, signed in;
#   - sqlmap: the form posts of /contact, /quote and /manager-login, and the dashboard's query parameters
#     (signed in);
#   - prints the findings, stops the server, deletes the data. Exit 1 when either tool reports a finding.
# Only loopback addresses are scanned, and wapiti's modules that call out to the internet (ssrf) are not used.
# Not part of `npm test`: it takes several minutes. Reports stay in $SCAN_OUT (default: a temp directory).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR="${BUILD_DIR:-build}"
SCAN_TOOLS="${SCAN_TOOLS:-sqlmap wapiti}" # e.g. SCAN_TOOLS=wapiti runs only wapiti
SCAN_OUT="${SCAN_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/eidbi-scan.XXXXXX")}"
MANAGER_EMAIL="scan.manager@example.com"
MANAGER_PASSWORD="scan-$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
# wapiti's modules: the default set without ssrf (it needs an internet endpoint), plus crlf and methods.
# Not used: csrf (it looks for per-form tokens; this site refuses cross-site POSTs by Origin in server.ts and
# uses SameSite=Lax cookies; see docs/operations.md, "Security"), and the brute-force ones (backup, buster,
# nikto).
WAPITI_MODULES="${WAPITI_MODULES:-blindsql,cookieflags,csp,exec,file,http_headers,permanentxss,redirect,sql,xss,crlf,methods}"

mkdir -p "$SCAN_OUT"
log() { printf '\n== %s\n' "$*"; }

# 1. Tools
missing=()
command -v sqlmap >/dev/null || missing+=(sqlmap)
command -v wapiti >/dev/null || missing+=(wapiti)
if [ "${#missing[@]}" -gt 0 ]; then
  log "Installing ${missing[*]} from Debian"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# 2. Build
if [ ! -f "$BUILD_DIR/server/index.js" ]; then
  log "Building into $BUILD_DIR"
  BUILD_DIR="$BUILD_DIR" npm run build
fi

# 3. Server with a throwaway database and a manager
data_dir="$(mktemp -d "${TMPDIR:-/tmp}/eidbi-scan-data.XXXXXX")"
server_pid=""
cleanup() {
  local status=$?
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

log "Creating the scan's manager"
DATA_DIR="$data_dir" DATABASE_URL="" MANAGER_PASSWORD="$MANAGER_PASSWORD" \
  npm run --silent manager -- create --email "$MANAGER_EMAIL" >/dev/null

port="$(node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"
base="http://127.0.0.1:$port"
log "Starting the server on $base (log: $SCAN_OUT/server.log)"
# The scanners post thousands of times from one address: the per-IP form limit is lifted for this server only
# (the limit itself is tested in app/.server/db/rate-limit.server.test.ts and tests/e2e/rate-limit.spec.ts).
PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" DATABASE_URL="" BUILD_DIR="$BUILD_DIR" \
  RATE_LIMIT_FORMS="100000000/600" node server.ts >"$SCAN_OUT/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  if [ "$(curl -s "$base/healthz" || true)" = "ok" ]; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat "$SCAN_OUT/server.log" >&2
    exit 1
  fi
  sleep 0.5
done

# 4. Sign in
log "Signing in as $MANAGER_EMAIL"
jar="$SCAN_OUT/cookies.txt"
status="$(curl -s -o /dev/null -w '%{http_code}' -c "$jar" -H "Origin: $base" \
  --data-urlencode "email=$MANAGER_EMAIL" --data-urlencode "password=$MANAGER_PASSWORD" "$base/manager-login")"
cookie_name="$(awk '$6 ~ /session_token$/ { print $6 }' "$jar" | head -n 1)"
cookie_value="$(awk '$6 ~ /session_token$/ { print $7 }' "$jar" | head -n 1)"
if [ "$status" != "200" ] || [ -z "$cookie_value" ]; then
  echo "scan: sign-in failed (HTTP $status)" >&2
  exit 1
fi
cookie="$cookie_name=$cookie_value"
dashboard_status="$(curl -s -o /dev/null -w '%{http_code}' -H "Cookie: $cookie" "$base/manager-dashboard")"
if [ "$dashboard_status" != "200" ]; then
  echo "scan: the session cookie does not open the dashboard (HTTP $dashboard_status)" >&2
  exit 1
fi

sqlmap_common=(--batch --level=2 --risk=1 --time-sec=2 --flush-session --disable-coloring
  --output-dir="$SCAN_OUT/sqlmap" --answers="follow=N,crawl=N,redirect=N")
run_sqlmap() {
  local name=$1
  shift
  log "sqlmap: $name"
  sqlmap "${sqlmap_common[@]}" "$@" >"$SCAN_OUT/sqlmap-$name.log" 2>&1 || true
  grep -E "identified the following injection point|is vulnerable|appears to be .*injectable|not seem to be injectable|do not appear to be injectable|CRITICAL|ERROR" \
    "$SCAN_OUT/sqlmap-$name.log" | sed 's/^/  /' || echo "  (no verdict lines; see $SCAN_OUT/sqlmap-$name.log)"
}

# wapiti, with three corrections made in-process (nothing installed is changed):
# - Debian's wapiti 3.0.4 builds its -x patterns with a regex Python 3.11 rejects ("global flags not at the
#   start"), so any -x would crash it;
# - it loads every module at start, and the wapp module then downloads its database from the internet: not here;
# - it fills every form field, the hidden honeypot ("website") too, and a filled honeypot is answered "success"
#   without storing anything, which would keep its payloads away from the database and the dashboard.
wapiti_patched() {
  # The interpreter wapiti itself runs with (another python3 may come first in PATH).
  local python
  python="$(head -n 1 "$(command -v wapiti)" | sed 's/^#! *//')"
  "$python" - "$@" <<'PY'
import re
import sys

import wapitiCore.attack.mod_wapp as mod_wapp
import wapitiCore.net.crawler as crawler
import wapitiCore.net.page as page


def wildcard_translate(pattern):
    return re.compile("(?ms)" + "".join(".*" if char == "*" else re.escape(char) for char in pattern) + r"\Z")


crawler.wildcard_translate = wildcard_translate
mod_wapp.mod_wapp.update = lambda self: None
original_iter_forms = page.Page.iter_forms


def iter_forms(self, autofill=True):
    for form in original_iter_forms(self, autofill):
        for param in form._post_params:
            if param[0] == "website":
                param[1] = ""
        yield form


page.Page.iter_forms = iter_forms
from wapitiCore.main.wapiti import wapiti_main  # noqa: E402

sys.argv[0] = "wapiti"
sys.exit(wapiti_main())
PY
}

# 5. A few submissions, so the dashboard has rows and details pages for the scanners to reach
log "Submitting a contact message, a consultation request and an application"
printf '%%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%%%EOF\n' >"$SCAN_OUT/resume.pdf"
seed_statuses="$(
  curl -s -o /dev/null -w '%{http_code} ' -H "Origin: $base" --data-urlencode "name=Seed Contact" \
    --data-urlencode "email=seed.contact@example.com" --data-urlencode "message=A first message." "$base/contact"
  curl -s -o /dev/null -w '%{http_code} ' -H "Origin: $base" --data-urlencode "name=Seed Quote" \
    --data-urlencode "email=seed.quote@example.com" --data-urlencode "phone=612-555-0100" \
    --data-urlencode "serviceType=Consultation" --data-urlencode "message=A consultation request." "$base/quote"
  curl -s -o /dev/null -w '%{http_code}' -H "Origin: $base" -F "fullName=Seed Applicant" \
    -F "email=seed.applicant@example.com" -F "phone=612-555-0101" -F "authorized=yes" -F "workHistory=Technician" \
    -F "education=B.A." -F "interest=Helping agencies." -F "role=General" -F "criminalBackground=no" \
    -F "drugTest=yes" -F "resume=@$SCAN_OUT/resume.pdf;type=application/pdf" "$base/careers"
)"
if [ "$seed_statuses" != "200 200 200" ]; then
  echo "scan: the seed submissions were not all accepted (HTTP $seed_statuses)" >&2
  exit 1
fi

# 6. wapiti (before sqlmap, whose thousands of stored submissions would fill every dashboard page: wapiti
#    takes about three minutes to read the 50 forms of a full page, and each of them leads to another)
wapiti_findings=0
if [[ " $SCAN_TOOLS " == *" wapiti "* ]]; then
  log "wapiti: modules $WAPITI_MODULES"
  # Accept-Encoding: its HTTP client asks for brotli but cannot decode it, and would then find no links.
  wapiti_patched -u "$base/" --scope folder -m "$WAPITI_MODULES" \
    -s "$base/manager-dashboard" -s "$base/manager-dashboard?tab=applications" -s "$base/contact" -s "$base/quote" \
    -s "$base/careers" -s "$base/manager-login" \
    -x "$base/manager-sign-out" -x "$base/api/auth/*" -x "$base/__test/*" \
    -H "Cookie: $cookie" -H "Origin: $base" --skip website \
    -H "Accept-Encoding: gzip, deflate" \
    --flush-session --store-session "$SCAN_OUT/wapiti-session" --store-config "$SCAN_OUT/wapiti-config" \
    -d 4 --max-links-per-page 40 --max-scan-time 1200 --max-attack-time 300 -t 15 \
    --no-bugreport -v 1 -f json -o "$SCAN_OUT/wapiti.json" >"$SCAN_OUT/wapiti.log" 2>&1 || true

  if [ ! -s "$SCAN_OUT/wapiti.json" ]; then
    echo "scan: wapiti wrote no report; see $SCAN_OUT/wapiti.log" >&2
    tail -n 30 "$SCAN_OUT/wapiti.log" >&2
    exit 1
  fi
  # Every entry of the report's vulnerabilities, anomalies and additionals is a finding, except two header
  # checks that do not apply (printed as "accepted"): HSTS, which the server sends only when PUBLIC_URL is
  # https (browsers ignore it over plain HTTP, and this scan runs on http://127.0.0.1), and X-XSS-Protection,
  # which wapiti wants set to 1: that switches on the XSS filter of old browsers, which could itself be abused;
  # current browsers have none, and the enforced CSP is the protection.
  wapiti_findings="$(node -e '
    const report = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    const accepted = ["Strict-Transport-Security is not set", "X-XSS-Protection is not set"];
    let total = 0;
    for (const section of ["vulnerabilities", "anomalies", "additionals"]) {
      for (const [kind, items] of Object.entries(report[section] ?? {})) {
        for (const item of items) {
          const isAccepted = accepted.includes(item.info);
          if (!isAccepted) total += 1;
          const where = `${item.method ?? ""} ${item.path ?? ""} ${item.parameter ?? ""}`;
          console.error(`  ${isAccepted ? "accepted" : "FINDING"}: ${section}: ${kind}: ${where} - ${item.info ?? ""}`);
        }
      }
    }
    console.log(total);
  ' "$SCAN_OUT/wapiti.json" 2>"$SCAN_OUT/wapiti-findings.txt")"
  log "wapiti: findings"
  cat "$SCAN_OUT/wapiti-findings.txt"
  echo "  $wapiti_findings finding(s); full log: $SCAN_OUT/wapiti.log"
fi

# 7. sqlmap
sqlmap_findings=0
if [[ " $SCAN_TOOLS " == *" sqlmap "* ]]; then
  # Real-looking submissions, with the honeypot ("website") left empty and never tested: a filled honeypot is
  # answered "success" without touching the database, which would hide any injection from sqlmap.
  run_sqlmap contact -u "$base/contact" --skip=website \
    --data="name=Dana+K.&email=dana%40example.com&phone=612-555-0100&message=Please+call+me.&website="
  run_sqlmap quote -u "$base/quote" --skip=website \
    --data="name=Lee+W.&email=lee%40example.com&phone=612-555-0101&organization=Acme&serviceType=Consultation&category=Training+Oversight&message=Hello&website="
  # A wrong password on purpose (no session is made): 401, and 429 once the sign-in throttling starts.
  run_sqlmap manager-login -u "$base/manager-login" --ignore-code=401,429 \
    --data="email=$(node -p 'encodeURIComponent(process.argv[1])' "$MANAGER_EMAIL")&password=not-the-password-123"
  run_sqlmap dashboard -u "$base/manager-dashboard?q=test&tab=inquiries&status=pending&page=1" \
    -p "q,tab,status,page" --cookie="$cookie"
  run_sqlmap dashboard-applications -u "$base/manager-dashboard?q=test&tab=applications" -p "q" --cookie="$cookie"

  sqlmap_findings="$(cat "$SCAN_OUT"/sqlmap-*.log | grep -c "identified the following injection point" || true)"
fi

# 8. Still signed in (the scan did not log itself out) and the server never answered 5xx
still_in="$(curl -s -o /dev/null -w '%{http_code}' -H "Cookie: $cookie" "$base/manager-dashboard")"
server_errors="$(grep -c '"status":5[0-9][0-9]' "$SCAN_OUT/server.log" || true)"
requests="$(grep -c '"method":' "$SCAN_OUT/server.log" || true)"

log "Result"
echo "  sqlmap injection points: $sqlmap_findings"
echo "  wapiti findings:         $wapiti_findings"
echo "  requests served:         $requests, of which 5xx: $server_errors"
echo "  session still valid:     $([ "$still_in" = "200" ] && echo yes || echo "no (HTTP $still_in)")"
echo "  reports:                 $SCAN_OUT"
if [ "$sqlmap_findings" != "0" ] || [ "$wapiti_findings" != "0" ] || [ "$server_errors" != "0" ]; then
  exit 1
fi
