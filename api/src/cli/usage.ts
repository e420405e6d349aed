/** What `npm run admin -- help` prints. */
export const usage = `GreatStep organiser tools

Usage: npm run -s admin -- <command> [options]
  (-s keeps npm's own lines out of the CSV when you redirect stdout)

Commands:
  registrations [--event <key>]  CSV of the teams of one event (or of all): one row per person
  users                          CSV of every account
  guesses                        CSV of the Guess The Theme entries
  verify-payment <email>         verify the user's participation fee (pending, or paid at the desk) and mail them
  reject-payment <email> --reason "<why>"
                                 refuse the user's payment reference and mail them the reason; they enter a new one
  unverify-payment <email>       undo verify-payment (back to pending, or unpaid without a reference; no mail)
  grant-organiser <email>        let the account use the organisers' calls of the site (/api/organisers)
  revoke-organiser <email>       take that back; it applies to the account's very next call
  help                           this text

Options:
  --out <file>     write the CSV to <file> instead of stdout
  --event <key>    registration key of an event, e.g. Mine_CS (its page id, e.g. QS, works too)
  --reason <text>  what the student is told when their payment is rejected (at most 500 characters)

The database is the server's: DATABASE_URL (PostgreSQL) or else embedded PGlite in DATA_DIR (default: data/ at the repository root).
Embedded PGlite allows one process at a time: stop the server before running a command on it.
Mail goes where the server's goes: SMTP_URL, or else .eml files in DATA_DIR/outbox. Every payment and role change is
recorded in the organisers' audit log as done by "npm run admin".
`;
