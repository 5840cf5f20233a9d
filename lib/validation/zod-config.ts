import { z } from "zod";

// Imported first by every schema module that reaches the browser. Our CSP has no
// 'unsafe-eval' (docs/decisions/001), so zod's JIT probe (`new Function`) would be
// reported as a policy violation on every page; the plain parser is fast enough.
// It must run before the first `z.object()` is created, hence an import of its own.
z.config({ jitless: true });
