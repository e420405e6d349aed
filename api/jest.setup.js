// PGlite start-up and argon2id hashing make API tests slower than the 5 s default allows. Set here rather than as
// the project's `testTimeout`, which jest reads only from the root config when the root runs every project.
jest.setTimeout(60_000);
