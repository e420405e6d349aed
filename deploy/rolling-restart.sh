#!/bin/sh
# Restarts GreatStep API processes one at a time without failing a call (docs/DEPLOY.md#a-rolling-restart). For each
# port: mark the process `down` in nginx's site file and reload nginx; wait until every nginx worker that ran before
# the reload has exited, as they may still send the process calls; restart the process (`systemctl restart` returns
# once it answers /api/health) and wait until it answers /api/ready; put it back in nginx, reload, and wait again.
#
#   deploy/rolling-restart.sh 3001 3002
#
# NGINX_CONF names the site file (default /etc/nginx/sites-available/greatstep), NGINX_PID the nginx master's pid file
# (default /run/nginx.pid, Debian's). Run it as root.
set -eu

conf=${NGINX_CONF:-/etc/nginx/sites-available/greatstep}
pid_file=${NGINX_PID:-/run/nginx.pid}
# An old worker finishes the calls it has before it exits: an API call is bounded by proxy_read_timeout (20 s), a
# request body by client_body_timeout (60 s). A worker still running after this only sends a file to a slow client.
old_workers_wait=${OLD_WORKERS_WAIT:-65}
# A restarted process is ready once its database answers, at once when PostgreSQL is up.
ready_wait=${READY_WAIT:-60}

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <port>..." >&2
  exit 2
fi

say() { echo "rolling-restart: $*"; }

# The children of this nginx's master, whatever else runs on the machine (`pgrep -f nginx` would also match another
# nginx, or this script's own command line).
workers_of() { pgrep -P "$1" || true; }

# Whether $1 is still a child of master $2 (a worker that has exited is gone, or its number is another process's).
child_of() { [ "$(ps -o ppid= -p "$1" 2>/dev/null | tr -d ' ')" = "$2" ]; }

# `systemctl reload nginx` returns once the master has the signal: it then starts new workers and tells the old ones
# to finish. This returns once the new ones run and the old ones are gone.
reload_nginx() {
  master=$(cat "$pid_file")
  old=$(workers_of "$master")
  systemctl reload nginx
  waited=0
  while :; do
    new=0
    for pid in $(workers_of "$master"); do
      case " $(echo $old) " in
        *" $pid "*) ;;
        *) new=1 ;;
      esac
    done
    [ "$new" -eq 1 ] && break
    waited=$((waited + 1))
    if [ "$waited" -ge 100 ]; then
      say "nginx started no new worker in 10 s: it refused the configuration (nginx -t says why); $conf is as it left it" >&2
      exit 1
    fi
    sleep 0.1
  done
  waited=0
  for pid in $old; do
    while child_of "$pid" "$master"; do
      waited=$((waited + 1))
      if [ "$waited" -ge $((old_workers_wait * 10)) ]; then
        say "nginx worker $pid still runs after ${old_workers_wait} s (a download to a slow client?): going on" >&2
        break
      fi
      sleep 0.1
    done
  done
}

server_line() { grep -q "^[[:space:]]*server 127\.0\.0\.1:$1 " "$conf"; }

# The unit's start returns once the process is live; nginx gets it back once it is ready too, as the others are.
wait_ready() {
  waited=0
  until curl -fs -o /dev/null "http://127.0.0.1:$1/api/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -ge $((ready_wait * 10)) ]; then
      say "greatstep-api@$1 is not ready after ${ready_wait} s (PostgreSQL down? journalctl -u greatstep-api@$1): it stays out of nginx" >&2
      exit 1
    fi
    sleep 0.1
  done
}

for port in "$@"; do
  if ! server_line "$port"; then
    echo "rolling-restart: $conf has no line 'server 127.0.0.1:$port ...;'" >&2
    exit 1
  fi
done

for port in "$@"; do
  say "taking 127.0.0.1:$port out of nginx"
  sed -i "s/^\([[:space:]]*server 127\.0\.0\.1:$port [^;]*\)\( down\);/\1;/" "$conf"
  sed -i "s/^\([[:space:]]*server 127\.0\.0\.1:$port [^;]*\);/\1 down;/" "$conf"
  reload_nginx
  say "restarting greatstep-api@$port"
  systemctl restart "greatstep-api@$port"
  wait_ready "$port"
  say "putting 127.0.0.1:$port back"
  sed -i "s/^\([[:space:]]*server 127\.0\.0\.1:$port [^;]*\) down;/\1;/" "$conf"
  reload_nginx
done
say "done"
