// The server's log under the tests: warnings and errors only (an info record for every request of every test
// would bury the runner's output). A test that reads the records sets the level it needs (log-capture.ts).
process.env.LOG_LEVEL ??= "warn";
