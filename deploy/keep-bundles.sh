#!/bin/sh
# Makes the remotes a release built the ones the site serves (docs/DEPLOY.md#one-release-mechanism): copies each one
# (<checkout>/mf-<name>/dist) to <site>/bundles/<name>/<release>/, where nginx serves it on the site's own address,
# then records it as that remote's stable release in the database, as `npm run remote -- release` does, so every API
# process on every host serves it within a second. <release> is the checkout's folder name. Run it on the host whose
# nginx serves <site>, with greatstep.env's variables (DATABASE_URL, PUBLIC_URL), for the first release too: a rollback
# of one remote goes back to the bundle of the release before, which must be there.
#
#   set -a; . /etc/greatstep/greatstep.env; set +a
#   deploy/keep-bundles.sh /srv/greatstep/releases/v2025.2 /srv/greatstep/site
#
# The bundles are not verified again (`--built-with`): the release's checkout built them beside its shell, and its
# tests ran with them. A bundle already kept is left as it is (its files never change once copied, and pages still load
# them) and recorded again: keep-bundles.sh of an earlier release is the rollback of a whole release's remotes. Each
# one appears whole (copied beside, then renamed), never half-copied, and every copy is made before any is recorded.
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
# The address every browser loads the bundles from: the site's own, where nginx serves <site>/bundles/.
public_url=${PUBLIC_URL:-}
case "$public_url" in
  http://* | https://*) public_url=${public_url%/} ;;
  *)
    echo "keep-bundles: PUBLIC_URL is not set: source greatstep.env first (set -a; . /etc/greatstep/greatstep.env; set +a)" >&2
    exit 2
    ;;
esac
if [ -z "${DATABASE_URL:-}" ]; then
  echo "keep-bundles: DATABASE_URL is not set: the releases are recorded in the site's PostgreSQL" >&2
  exit 2
fi

names=
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
  names="$names $name"
done

if [ -z "$names" ]; then
  echo "keep-bundles: no built remote (mf-*/dist/mf-manifest.json) in $checkout: build the release first" >&2
  exit 1
fi

# The release's own command line, on the database: it reads each bundle's routes, pages and prerendered pages from
# the site's address (so nginx must serve them already) and refuses one the site would refuse.
for name in $names; do
  npm --prefix "$checkout" run -s remote -- release "$name" "$public_url/bundles/$name/$release/mf-manifest.json" \
    --built-with "$release"
done
