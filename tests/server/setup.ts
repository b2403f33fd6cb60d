import { inject } from "vitest";

// The same environment Playwright's global setup gives its specs (tests/e2e/global-setup.ts), so
// helpers that read E2E_BASE_URL, E2E_DATA_DIR or E2E_ADMIN_STATE (leadsDb, seedLeads) work alike.
const shared = inject("sharedServer");
process.env.E2E_BASE_URL = shared.url;
process.env.E2E_DATA_DIR = shared.dataDir;
process.env.E2E_ADMIN_STATE = shared.adminState;
