import { request, type FullConfig } from "@playwright/test";
import { ADMIN } from "./fixtures";

// A fresh install has no administrator; the first one is made through the
// first-run bootstrap, as a new operator would at /instagram/create-admin.
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/admin/bootstrap", { data: ADMIN });
  if (![201, 403, 409].includes(res.status())) {
    throw new Error(`Could not create the first admin: ${res.status()} ${await res.text()}`);
  }
  await api.dispose();
}
