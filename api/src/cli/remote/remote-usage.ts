/** What `npm run remote -- help` prints (docs/ARCHITECTURE.md#releases-and-canaries). */
export const remoteUsage = `GreatStep remote releases: which bundle of each remote the site serves

Usage: npm run remote -- <command> [options]

Commands:
  release <remote> <manifest-url> [--canary <percent>] [--no-smoke | --built-with <release>]
                          verify the bundle (npm run verify:remote), then serve it: to every browser, or with
                          --canary to that share of browsers (1-99) while the others keep the stable release
  release <remote> --local [--dist <folder>] [--canary <percent>] [--no-smoke]
                          the same for the remote's build on this machine (its dist/, or <folder>): kept by its
                          content beside the running site's builds (DATA_DIR/builds), and released at the address
                          the site serves it at, so a rebuild changes nothing it serves
  promote <remote>        make the running canary the stable release
  abort <remote> [--reason "<why>"]
                          end the running canary: its browsers get the stable release on their next load
  rollback <remote> [release-id]
                          go back to the previous release (or the one named; see history) and end any canary
  history <remote>        every release, newest first: who, when, the verify verdict, what happened and why
  status                  each remote's stable release and canary, and the failures browsers reported in the hour
  help                    this text

Remotes: marketing, events, account.

Options:
  --by <name>      who is releasing, for the history (default: RELEASE_BY): through a server the history names
                   the e-mail you signed in with, as "<name> (via <e-mail>)" when given; on the database itself
                   this name, else your login name
  --no-smoke       verify without the smoke journeys (the history says they were skipped)
  --built-with <release>
                   no verification: the bundle is the one the site's release <release> built beside its shell
                   and was tested with (deploy/keep-bundles.sh); the history says so
  --token-stdin    read the token of "npm run -s admin -- login" from standard input, for a server (or set
                   ORGANISER_TOKEN): an organiser's, or that of a releaser of the remote
                   (npm run admin -- grant-releaser <remote> <email>)
  --token <token>  the same on the command line: every user of the machine can read it there (ps) while the
                   command runs, so it is taken with a warning
  --server <url>   go through the site at <url> (a site on PostgreSQL, or on another machine)

The releases are in the server's database: DATABASE_URL (PostgreSQL), or embedded PGlite in DATA_DIR. The served
remotes.json follows them within a second in every API process; nothing is rebuilt or restarted. While a server
runs on the embedded database, the commands go through it as the organiser or releaser who signed in:
  export ORGANISER_TOKEN=$(npm run -s admin -- login you@example.com)
A releaser may release, promote, abort, roll back and read the history and status of their remote only.
A canary ends itself when its browsers fail more than the stable release's by REMOTE_CANARY_MARGIN percentage
points, over at least REMOTE_CANARY_MIN_SESSIONS sessions in the hour.
`;
