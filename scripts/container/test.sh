#!/usr/bin/env bash
# The image test (docs/decisions/073-node-24-everywhere.md, 074-https-front-caddy.md), run by .ci/run
# after `npm test` and locally with `npm run test:container` (as root: podman, debootstrap, ports).
#
#   1. a local Node base (scripts/container/base.sh) and `podman build` of the Dockerfile on it
#   2. the container on a named volume: /healthz ok, the process is not root
#   3. a lead posted to POST /api/contact; the container restarted; the lead found by an admin
#   4. the HTTPS front: deploy/Caddyfile (with a local certificate authority) -> deploy/nginx.conf
#      -> the container: 200 over HTTPS, HTTP redirected, HSTS, a Secure session cookie
#   5. SIGTERM (`podman stop`): exit code 0 within the app's deadline
#   6. a new container on the same volume still has the lead (it lives in the volume)
#
# Needs podman, buildah, debootstrap, runc, caddy, nginx and curl (Debian packages; .ci/run installs
# them). Nothing is published beyond 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
export CONTAINERS_CONF=${CONTAINERS_CONF:-$root/scripts/container/containers.conf}

started=$(date +%s%N)
elapsed() { echo "$(( ($(date +%s%N) - started) / 1000000 ))" | sed -E 's/([0-9]{3})$/.\1/; s/^\./0./'; }
step() { printf '[%7s s] %s\n' "$(elapsed)" "$*"; }
fail() {
  printf '[%7s s] FAIL: %s\n' "$(elapsed)" "$*" >&2
  if [ -n "${container:-}" ]; then podman logs --tail 30 "$container" >&2 2>&1 || true; fi
  exit 1
}
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=JSON.parse(s);console.log(eval(process.argv[1]))})' "$1"; }

for tool in podman buildah debootstrap runc caddy nginx curl; do
  command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] || fail "$tool is missing (apt-get install podman buildah debootstrap runc caddy nginx curl)"
done

node_version=$(node -p 'require("./package.json").devDependencies.node')
base=localhost/vending-node-base:$node_version
image=localhost/vending-site:test
id=$$
container=""
volume=vending-test-data-$id
work=$(mktemp -d)
caddy_pid=""
nginx_pid=""
cleanup() {
  [ -n "$caddy_pid" ] && kill "$caddy_pid" 2>/dev/null || true
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null || true
  podman rm -f -t 0 "vending-test-$id" "vending-test-$id-b" >/dev/null 2>&1 || true
  podman volume rm -f "$volume" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

step "image test: Node $node_version, podman $(podman --version | awk '{print $3}'), caddy $(caddy version | awk '{print $1}')"

# 1. Base and image.
scripts/container/base.sh "$base"
step "base image ready: $base"
# npm inside the build trusts what this machine trusts (a TLS-inspecting proxy's CA, if any), and
# node-gyp (run by npm on better-sqlite3's binding.gyp) finds the headers in the base instead of
# downloading them: build secrets, never stored in the image.
printf 'cafile=/run/secrets/npm-ca.crt\nnodedir=/usr/local\n' >"$work/npmrc"
ca=${NPM_BUILD_CAFILE:-/etc/ssl/certs/ca-certificates.crt}
podman build --quiet --pull=never --format docker --network host \
  --build-arg "NODE_IMAGE=$base" \
  --secret "id=npmrc,src=$work/npmrc" --secret "id=npm-ca,src=$ca" \
  --tag "$image" . >"$work/build.log" 2>&1 || { tail -40 "$work/build.log" >&2; fail "podman build"; }
step "image built: $image ($(podman image inspect "$image" --format '{{.Size}}' | awk '{printf "%d MB", $1/1e6}'))"
[ "$(podman image inspect "$image" --format '{{.Config.User}}')" = "node" ] || fail "the image's USER is not node"
podman image inspect "$image" --format '{{json .Config.Healthcheck}}' | grep -q healthz || fail "the image has no HEALTHCHECK"

# 2. Run on a named volume.
port=$(free_port)
secret=$(node -p 'require("crypto").randomBytes(24).toString("hex")')
admin_password=$(node -p 'require("crypto").randomBytes(12).toString("hex")')
https_port=$(free_port)
run() {
  podman run --detach --name "$1" --volume "$volume:/data" --publish "127.0.0.1:$port:3000" \
    --env "SESSION_SECRET=$secret" --env "SECRETS_KEY=$secret" \
    --env ADMIN_USERNAME=imagetest --env "ADMIN_PASSWORD=$admin_password" \
    --env "PUBLIC_SITE_URL=https://localhost:$https_port" --env TRUST_PROXY=2 \
    "$image" >/dev/null
}
wait_healthy() {
  for _ in $(seq 1 120); do
    if body=$(curl -fsS --max-time 2 "http://127.0.0.1:$port/healthz" 2>/dev/null); then
      [ "$(printf '%s' "$body" | json v.status)" = "ok" ] || fail "/healthz says $body"
      return 0
    fi
    [ "$(podman inspect "$container" --format '{{.State.Running}}')" = "true" ] || fail "the container exited"
    sleep 0.5
  done
  fail "/healthz did not answer within 60 s"
}
container=vending-test-$id
run "$container"
step "container started on volume $volume (port 127.0.0.1:$port)"
wait_healthy
step "/healthz: ok"
uid=$(podman exec "$container" id -u)
pid1_uid=$(podman exec "$container" awk '/^Uid:/ {print $2}' /proc/1/status)
pid1=$(podman exec "$container" cat /proc/1/cmdline | tr '\0' ' ')
[ "$uid" != 0 ] && [ "$pid1_uid" != 0 ] || fail "runs as root (uid $uid, pid 1 uid $pid1_uid)"
step "not root: uid $pid1_uid runs pid 1 ($pid1)"
[ "$(podman exec "$container" node -v)" = "v$node_version" ] || fail "the image's Node is not v$node_version"

# 3. A lead survives a restart.
email="image-test-$id@example.com"
status=$(curl -sS -o "$work/lead.json" -w '%{http_code}' -H 'Content-Type: application/json' \
  --data "{\"fullName\":\"Image Test\",\"email\":\"$email\",\"phone\":\"(305) 555-0142\",\"serviceInterest\":\"micromarkets\",\"message\":\"A micromarket for 60 people, please.\"}" \
  "http://127.0.0.1:$port/api/contact")
[ "$status" = 201 ] || fail "POST /api/contact answered $status: $(cat "$work/lead.json")"
lead_id=$(json v.id <"$work/lead.json")
step "lead posted: 201, id $lead_id"
restart_started=$(date +%s%N)
podman restart --time 10 "$container" >/dev/null
wait_healthy
step "restarted and healthy again in $(( ($(date +%s%N) - restart_started) / 1000000 )) ms"
find_lead() { # $1: base URL; $2: extra curl options
  local jar="$work/cookies-$RANDOM"
  # shellcheck disable=SC2086
  status=$(curl -sS $2 -c "$jar" -o "$work/login.json" -w '%{http_code}' -H 'Content-Type: application/json' \
    --data "{\"username\":\"imagetest\",\"password\":\"$admin_password\"}" "$1/api/login")
  [ "$status" = 200 ] || fail "POST $1/api/login answered $status: $(cat "$work/login.json")"
  # shellcheck disable=SC2086
  curl -fsS $2 -b "$jar" "$1/api/contact-requests?q=$email" >"$work/leads.json" || fail "GET $1/api/contact-requests"
  [ "$(json "v.filter(l => l.email === '$email').map(l => l.id).join()" <"$work/leads.json")" = "$lead_id" ] ||
    fail "lead $lead_id not found: $(head -c 400 "$work/leads.json")"
  echo "$jar"
}
find_lead "http://127.0.0.1:$port" "" >/dev/null
step "after the restart an admin finds lead $lead_id ($email)"

# 4. The HTTPS front: deploy/Caddyfile with a local CA, in front of deploy/nginx.conf, in front of the app.
proxy_port=$(free_port)
http_port=$(free_port)
mkdir -p "$work/nginx/cache" "$work/snippets" "$work/caddy"
# nginx's workers run as nobody when its master runs as root: they write the cache and temp files.
chmod 0755 "$work" && chmod 0777 "$work/nginx" "$work/nginx/cache"
sed -e "s|server app:3000;|server 127.0.0.1:$port;|" -e "s|listen 80;|listen 127.0.0.1:$proxy_port;|" \
  -e "s|/var/cache/nginx/vending|$work/nginx/cache|" deploy/nginx.conf >"$work/nginx/site.conf"
cat >"$work/nginx/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $work/nginx/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  include $work/nginx/site.conf;
}
EOF
/usr/sbin/nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" &
nginx_pid=$!
printf 'admin off\nskip_install_trust\nhttp_port %s\nhttps_port %s\n' "$http_port" "$https_port" >"$work/snippets/global-test.caddy"
printf 'tls internal\n' >"$work/snippets/site-test.caddy"
DOMAIN=localhost ACME_EMAIL=owner@example.com CADDY_SNIPPETS="$work/snippets" UPSTREAM="127.0.0.1:$proxy_port" \
  XDG_DATA_HOME="$work/caddy/data" XDG_CONFIG_HOME="$work/caddy/config" \
  caddy run --config deploy/Caddyfile --adapter caddyfile >"$work/caddy.log" 2>&1 &
caddy_pid=$!
ca_root="$work/caddy/data/caddy/pki/authorities/local/root.crt"
https="https://localhost:$https_port"
for _ in $(seq 1 60); do
  curl -sS --max-time 2 --cacert "$ca_root" -o /dev/null "$https/healthz" 2>/dev/null && break
  kill -0 "$caddy_pid" 2>/dev/null || { tail -20 "$work/caddy.log" >&2; fail "caddy exited"; }
  sleep 0.5
done
step "caddy $https -> nginx 127.0.0.1:$proxy_port -> app 127.0.0.1:$port (local CA $(basename "$ca_root"))"
curl -sS --cacert "$ca_root" -D "$work/home.headers" -o /dev/null -w '%{http_code}' "$https/" >"$work/home.status" ||
  fail "HTTPS GET / failed (certificate not trusted?)"
[ "$(cat "$work/home.status")" = 200 ] || fail "HTTPS GET / answered $(cat "$work/home.status")"
hsts=$(grep -i '^strict-transport-security:' "$work/home.headers" | tr -d '\r') || fail "no Strict-Transport-Security over HTTPS"
step "HTTPS GET /: 200, certificate verified against Caddy's local root; $hsts"
redirect=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' "http://localhost:$http_port/contact?x=1")
# Caddy's redirect names the HTTPS port only when it is not 443 (2.6 leaves it out): same host,
# path and query over https.
case "$redirect" in
  30[178]" https://localhost:$https_port/contact?x=1" | 30[178]" https://localhost/contact?x=1") ;;
  *) fail "HTTP was not redirected to HTTPS: $redirect" ;;
esac
step "HTTP GET /contact?x=1: $redirect"
jar=$(find_lead "$https" "--cacert $ca_root")
# curl's cookie jar, one cookie a line: [#HttpOnly_]<domain> <subdomains> <path> <secure> <expiry> <name> <value>
cookies=$(grep -v -e '^# ' -e '^$' "$jar" | awk '{print $6 "=" ($4 == "TRUE" ? "Secure" : "NOT-Secure")}' | tr '\n' ' ')
[ -n "$cookies" ] || fail "the sign-in over HTTPS set no cookie"
case "$cookies" in *NOT-Secure*) fail "a cookie set over HTTPS is not Secure: $cookies" ;; esac
step "sign-in over HTTPS: cookies ${cookies% }; lead $lead_id is listed"
kill "$caddy_pid" "$nginx_pid" 2>/dev/null || true
wait "$caddy_pid" "$nginx_pid" 2>/dev/null || true
caddy_pid=""
nginx_pid=""

# 5. SIGTERM: a clean exit within the app's deadline (docs/decisions/006).
stop_started=$(date +%s%N)
podman stop --time 10 "$container" >/dev/null
stop_ms=$(( ($(date +%s%N) - stop_started) / 1000000 ))
exit_code=$(podman inspect "$container" --format '{{.State.ExitCode}}')
[ "$exit_code" = 0 ] || fail "exit code $exit_code after SIGTERM"
[ "$stop_ms" -lt 8000 ] || fail "stopping took $stop_ms ms (the app's deadline is 8 s)"
step "SIGTERM: exit code 0 after $stop_ms ms"

# 6. A new container on the same volume.
podman rm "$container" >/dev/null
container=vending-test-$id-b
run "$container"
wait_healthy
find_lead "http://127.0.0.1:$port" "" >/dev/null
podman stop --time 10 "$container" >/dev/null
[ "$(podman inspect "$container" --format '{{.State.ExitCode}}')" = 0 ] || fail "the second container did not exit cleanly"
step "a new container on volume $volume still has lead $lead_id"
step "image test passed"
