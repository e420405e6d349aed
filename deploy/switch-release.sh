#!/bin/sh
# Makes a built release the one nginx and the API processes run (docs/DEPLOY.md#upgrades): an upgrade, or a rollback
# of the whole release to an earlier one. <root>/app then points, in one rename, at <root>/served/<release>-<time>:
# the release's files as hard links (made in a moment, no space taken), plus the shell's files of the release served
# until then, for the pages still open on it (they load its hashed chunks). The release's own folder is never
# written, so rolling back never mixes two releases in one.
#
#   deploy/switch-release.sh v2025.2 && deploy/rolling-restart.sh 127.0.0.1:3001 127.0.0.1:3002
#
# GREATSTEP_ROOT (default /srv/greatstep) holds releases/<release>/ (each a built checkout), app and served/. Run it
# as root. A served/ folder app no longer points at can be deleted (rm -r): its files are links.
set -eu

root=${GREATSTEP_ROOT:-/srv/greatstep}
if [ "$#" -ne 1 ]; then
  echo "usage: $0 <release>   (a folder of $root/releases)" >&2
  exit 2
fi
release=$1
case "$release" in
  '' | .* | *[!A-Za-z0-9._-]*)
    echo "switch-release: '$release' is not a release's folder name (letters, digits, '.', '_' or '-')" >&2
    exit 2
    ;;
esac
source=$root/releases/$release
if [ ! -f "$source/shell/dist/index.html" ] || [ ! -f "$source/api/dist/server.js" ]; then
  echo "switch-release: $source is not built (npm ci && npm run build in it)" >&2
  exit 1
fi

mkdir -p "$root/served"
served=$root/served/$release-$(date -u +%Y%m%dT%H%M%SZ)
[ -e "$served" ] && served=$served-$$
partial=$served.partial
rm -rf "$partial"
cp -al "$source" "$partial"
if [ -d "$root/app/shell/dist" ]; then
  # What the new release has stays its own (index.html first); every other file of the shell served until now is
  # linked in beside it, those it had kept from the releases before included. (Not `cp -n`: its exit status when it
  # skips a file differs between coreutils versions.)
  before=$(cd "$root/app/shell/dist" && pwd -P)
  (cd "$before" && find . -type f) | while IFS= read -r file; do
    [ -e "$partial/shell/dist/$file" ] && continue
    mkdir -p "$(dirname "$partial/shell/dist/$file")"
    ln "$before/$file" "$partial/shell/dist/$file"
  done
fi
mv "$partial" "$served"

ln -sfn "served/${served##*/}" "$root/app.next"
mv -T "$root/app.next" "$root/app"
echo "switch-release: $root/app -> served/${served##*/}; now restart the processes (deploy/rolling-restart.sh)"
