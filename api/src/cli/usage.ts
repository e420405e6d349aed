/** What `npm run admin -- help` prints. */
export const usage = `GreatStep organiser tools

Usage: npm run -s admin -- <command> [options]
  (-s keeps npm's own lines out of the CSV when you redirect stdout)

Commands:
  registrations [--event <key>]  CSV of the teams of one event (or of all): one row per person
  users                          CSV of every account
  guesses                        CSV of the Guess The Theme entries
  verify-payment <email>         mark the user's participation fee as paid (the profile shows it)
  unverify-payment <email>       undo verify-payment
  help                           this text

Options:
  --out <file>   write the CSV to <file> instead of stdout
  --event <key>  registration key of an event, e.g. Mine_CS (its page id, e.g. QS, works too)

The database is the server's: DATABASE_URL (PostgreSQL) or else embedded PGlite in DATA_DIR (default: data/ at the repository root).
Embedded PGlite allows one process at a time: stop the server before running a command on it.
`;
