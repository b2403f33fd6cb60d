import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnvForTests } from "~/lib/env.server";

// Every unit-test file gets its own data folder and a fixed secret; nothing touches ./data.
process.env.NODE_ENV = "test";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "vending-unit-"));
process.env.SESSION_SECRET = "unit-test-session-secret-0123456789abcdef";
process.env.ACCESS_LOG = "false";
resetEnvForTests();
