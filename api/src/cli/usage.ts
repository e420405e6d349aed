/** What `npm run admin -- help` prints. */
export const usage = `GreatStep organiser tools

Usage: npm run -s admin -- <command> [options]
  (-s keeps npm's own lines out of the CSV when you redirect stdout)

Commands:
  registrations [--event <key>]  CSV of the teams of one event (or of all): one row per person
  users                          CSV of every account
  guesses                        CSV of the Guess The Theme entries
  verify-payment <email> --reference <reference>
                                 verify the user's participation fee and mail them; the reference is the one you
                                 checked (refused if the user's is another one by now)
  verify-payment <email> --desk  the same for a fee paid at the desk (the user entered no reference)
  reject-payment <email> --reason "<why>" --reference <reference>
                                 refuse the user's payment reference and mail them the reason; they enter a new one
  unverify-payment <email>       undo verify-payment (back to pending, or unpaid without a reference; no mail)
  grant-organiser <email>        let the account use the organisers' calls of the site (/api/organisers)
  revoke-organiser <email>       take that back; it applies to the account's very next call
  grant-releaser <remote> <email>
                                 let the account release that remote (npm run remote) and nothing else
  revoke-releaser <remote> <email>
                                 take that back; it applies to the account's very next call
  login <email>                  sign in to the running server as someone holding a role (an organiser, or a
                                 remote's releaser) and print the session's token (password typed without echo,
                                 or ORGANISER_PASSWORD)
  help                           this text

Options:
  --out <file>     write the CSV to <file> instead of stdout
  --event <key>    registration key of an event, e.g. Mine_CS (its page id, e.g. QS, works too)
  --reason <text>  what the student is told when their payment is rejected (at most 500 characters)
  --reference <r>  the payment reference your decision is about, as the users CSV lists it
  --desk           verify-payment: the fee was paid at the desk, with no reference
  --token-stdin    read the token login printed from standard input (typed without echo at a terminal), for a
                   running server; or set ORGANISER_TOKEN
  --token <token>  the same on the command line: every user of the machine can read it there (ps) while the
                   command runs, so it is taken with a warning
  --server <url>   go through the site at <url> (a site on PostgreSQL, or on another machine) instead of the
                   server holding the embedded database here; login takes it too

The database is the server's: DATABASE_URL (PostgreSQL) or else embedded PGlite in DATA_DIR (default: data/ at the
repository root). Mail goes where the server's goes: SMTP_URL, or else .eml files in DATA_DIR/outbox. Every payment
and role change is recorded in the organisers' audit log.

Embedded PGlite allows one process at a time. While the server runs on it, the exports, verify-payment and
reject-payment go through the server as the organiser whose token you give, recorded under their name:
  export ORGANISER_TOKEN=$(npm run -s admin -- login you@example.com)
  npm run -s admin -- verify-payment student@example.com
The roles and unverify-payment are no call of the site: while it runs they go through its local channel
(DATA_DIR/control, which only the server's OS user can open), taking effect at the next call; run them as that user.
With the server stopped, or on PostgreSQL, every command opens the database itself (recorded as "npm run admin").
`;
