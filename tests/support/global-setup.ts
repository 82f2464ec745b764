// The run's shared preparation (vitest globalSetup of the projects that start servers): the demo data seeded once
// into the templates every test file copies (test-databases.ts). The templates reach the test workers, and the
// server processes tests start, through TDC_TEST_TEMPLATES; a runner that already made them (npm test, for all of
// its vitest runs) passes them down the same way, and this setup then leaves them to it.
import { prepareTemplates, removeTemplates } from "./test-databases";

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TDC_TEST_TEMPLATES) return undefined;
  const made = await prepareTemplates();
  process.env.TDC_TEST_TEMPLATES = JSON.stringify(made);
  return async () => {
    delete process.env.TDC_TEST_TEMPLATES;
    await removeTemplates(made);
  };
}
