import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { clientIp, installPeerRecording, stampPeer } from "./client-ip";

function stamped(peer: string, headers: Record<string, string> = {}) {
  const bag: Record<string, string | string[] | undefined> = { ...headers };
  stampPeer(bag, peer);
  return bag;
}

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe("clientIp with the connection's address recorded (next start)", () => {
  it("counts the socket's address, whatever X-Forwarded-For and X-Real-IP the client sends", () => {
    uninstall = installPeerRecording();
    const spoofed = { "x-forwarded-for": "198.51.100.7, 203.0.113.9", "x-real-ip": "192.0.2.1" };
    expect(clientIp(stamped("10.0.0.5", spoofed), 0)).toBe("10.0.0.5");
    expect(clientIp(new Headers(stamped("10.0.0.5", spoofed) as Record<string, string>), 0)).toBe("10.0.0.5");
  });

  it("trusts exactly TRUST_PROXY hops: the entry that many places left of the socket", () => {
    uninstall = installPeerRecording();
    const headers = stamped("10.0.0.1", { "x-forwarded-for": "198.51.100.7, 203.0.113.9, 192.0.2.44" });
    expect(clientIp(headers, 0)).toBe("10.0.0.1");
    expect(clientIp(headers, 1)).toBe("192.0.2.44");
    expect(clientIp(headers, 2)).toBe("203.0.113.9");
    // Fewer entries than trusted hops: the furthest one there is.
    expect(clientIp(stamped("10.0.0.1", { "x-forwarded-for": "192.0.2.44" }), 3)).toBe("192.0.2.44");
  });

  it("refuses a stamp the client forged: the request counts as unknown, not as the address it chose", () => {
    uninstall = installPeerRecording();
    const forged = { "x-biostudio-peer": "0123456789abcdef 203.0.113.50", "x-forwarded-for": "203.0.113.50" };
    expect(clientIp(forged, 0)).toBe("unknown");
  });

  it("writes IPv4-mapped addresses as IPv4 and never returns what is not an address", () => {
    uninstall = installPeerRecording();
    expect(clientIp(stamped("::ffff:127.0.0.9"), 0)).toBe("127.0.0.9");
    expect(clientIp(stamped("::1"), 0)).toBe("::1");
    expect(clientIp(stamped("10.0.0.1", { "x-forwarded-for": "<script>, 1.2.3.4.5" }), 1)).toBe("unknown");
  });

  it("records the address of a real connection, past a spoofed header and a forged stamp", async () => {
    uninstall = installPeerRecording();
    const server = http.createServer((req, res) => res.end(clientIp(req.headers as Record<string, string>, 0)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const seen = await new Promise<string>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            localAddress: "127.0.0.77",
            headers: { "x-forwarded-for": "203.0.113.1", "x-biostudio-peer": "forged 203.0.113.1" },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => resolve(body));
          },
        );
        req.on("error", reject);
        req.end();
      });
      expect(seen).toBe("127.0.0.77");
    } finally {
      server.close();
    }
  });
});

describe("clientIp where nothing records the connection (handlers called in-process)", () => {
  it("takes the right-most X-Forwarded-For entry, as Next fills it from the socket", () => {
    expect(clientIp({ "x-forwarded-for": "10.1.2.3" }, 0)).toBe("10.1.2.3");
    expect(clientIp({ "x-forwarded-for": "198.51.100.7, 10.1.2.3" }, 0)).toBe("10.1.2.3");
    expect(clientIp({ "x-real-ip": "192.0.2.1" }, 0)).toBe("unknown");
  });
});
