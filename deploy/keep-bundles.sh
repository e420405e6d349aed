#!/bin/sh
# Copies each remote a release built (<checkout>/mf-<name>/dist) to <site>/bundles/<name>/<release>/, where nginx
# serves it for remotes.json to point at (docs/DEPLOY.md#remotes-first-then-the-shell), and prints the remotes.env
# lines that point at them. <release> is the checkout's folder name. Run it for the first release too: a rollback of
# one remote points back at the bundle of the release before, which must be there.
#
#   deploy/keep-bundles.sh /srv/greatstep/releases/v2025.2 /srv/greatstep/site > /etc/greatstep/remotes.env
#
# A bundle already kept is left as it is: its files never change once copied, and pages still load them. Each one
# appears whole (copied beside, then renamed), never half-copied.
set -eu

if [ "$#" -ne 2 ]; then
  echo "usage: $0 <built release checkout> <site folder>" >&2
  exit 2
fi
checkout=${1%/}
site=${2%/}
release=$(basename "$checkout")
case "$release" in
  '' | .* | *[!A-Za-z0-9._-]*)
    echo "keep-bundles: the release's folder name '$release' must be letters, digits, '.', '_' or '-'" >&2
    exit 2
    ;;
esac

kept=0
for dist in "$checkout"/mf-*/dist; do
  [ -f "$dist/mf-manifest.json" ] || continue
  name=${dist%/dist}
  name=${name##*/mf-}
  target=$site/bundles/$name/$release
  if [ -e "$target" ]; then
    echo "keep-bundles: $target is already there, left as it is" >&2
  else
    mkdir -p "$site/bundles/$name"
    partial=$site/bundles/$name/.$release.partial
    rm -rf "$partial"
    cp -a "$dist" "$partial"
    mv "$partial" "$target"
    echo "keep-bundles: copied $dist to $target" >&2
  fi
  echo "REMOTE_$(echo "$name" | tr '[:lower:]' '[:upper:]')_URL=/bundles/$name/$release/mf-manifest.json"
  kept=$((kept + 1))
done

if [ "$kept" -eq 0 ]; then
  echo "keep-bundles: no built remote (mf-*/dist/mf-manifest.json) in $checkout: build the release first" >&2
  exit 1
fi
