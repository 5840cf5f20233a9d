import { createConnection } from "node:net";

/** The Redis the limiter's tests use; CI starts it and exports TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Under CI a missing Redis fails these tests instead of skipping them. */
export const REDIS_REQUIRED = process.env.CI === "true";

/** Whether something accepts connections at TEST_REDIS_URL. */
export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.on("connect", () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => (socket.destroy(), resolve(false)));
  });
}
