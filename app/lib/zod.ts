import { z } from "zod";

// zod compiles fast parsers with `new Function`, after probing whether eval is allowed. Our CSP
// never grants 'unsafe-eval', so in the browser that probe is reported as a CSP violation on every
// page that validates a form. Schemas that also run in the browser import `z` from here.
z.config({ jitless: true });

export { z };
