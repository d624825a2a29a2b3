/**
 * A caller's mistake (bad flag, missing or unreadable file, unknown dialect):
 * the CLI prints it as one line and exits 2. Its own module so the front end
 * (which reads grammar files) can raise it without loading the CLI.
 */
export class UsageError extends Error {}
