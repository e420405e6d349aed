#!/bin/sh
# Restarts this machine's GreatStep API processes one at a time without failing a call, and without a word to nginx
# (docs/DEPLOY.md#a-rolling-restart). Each argument is a process as nginx's upstream names it, <address>:<port>: the
# unit greatstep-api@<port> of this machine, listening on <address> (its HOST).
#
#   deploy/rolling-restart.sh 127.0.0.1:3001 127.0.0.1:3002        # nginx and the processes on one machine
#   deploy/rolling-restart.sh 10.0.0.11:3001                       # on each API machine in turn, its own processes
#
# For each process: `systemctl restart greatstep-api@<port>` sends it SIGTERM. It stops listening at once, so nginx
# passes every new call to another process (a connection refused has reached no process, whatever the call); it
# finishes the calls it has, closes its idle connections and exits, and systemd starts it again. The script then
# waits until it answers /api/ready on <address>:<port>, and then FAIL_TIMEOUT (the upstream's fail_timeout, 5) and a
# second more: nginx leaves a process out for fail_timeout after it last refused a connection, and the next must not
# stop before nginx sends this one calls again. nginx is never reloaded: a reload closes its idle client connections, and a
# browser's request crossing one that closes fails.
#
# READY_WAIT (default 90) bounds the wait for /api/ready, in seconds. Run it as root.
set -eu

fail_timeout=${FAIL_TIMEOUT:-5}
ready_wait=${READY_WAIT:-90}

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <address>:<port>...   (each a server line of nginx's upstream greatstep_api on this machine)" >&2
  exit 2
fi
for process in "$@"; do
  case "$process" in
    *:*[!0-9]* | :* | *:) bad=1 ;;
    *:*) bad=0 ;;
    *) bad=1 ;;
  esac
  if [ "$bad" -eq 1 ]; then
    echo "rolling-restart: '$process' is not <address>:<port> (as nginx's upstream lists it)" >&2
    exit 2
  fi
done

say() { echo "rolling-restart: $*"; }

for process in "$@"; do
  port=${process##*:}
  say "restarting greatstep-api@$port"
  systemctl restart "greatstep-api@$port"
  waited=0
  until curl -fsS -o /dev/null --max-time 2 "http://$process/api/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$ready_wait" ]; then
      say "greatstep-api@$port is not ready at $process after ${ready_wait} s (journalctl -u greatstep-api@$port says why): stopping here" >&2
      exit 1
    fi
    sleep 1
  done
  say "$process is ready; waiting $((fail_timeout + 1)) s for nginx to send it calls again"
  sleep $((fail_timeout + 1))
done
say "done"
