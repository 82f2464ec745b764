// The bench prints one JSON object on standard output, which is also where the server's log writes: the server
// code the bench runs in its own process logs warnings and errors only, unless LOG_LEVEL says otherwise.
// Imported first by bench/run.ts, before any module that creates the logger.
process.env.LOG_LEVEL ||= "warn";
