// A minimal SMTP server for the browser tests: it accepts every mail and appends it, as one JSON
// line { to, text }, to a file the tests read. Production mails through SMTP_URL; so does the
// production build under test, pointed here (plain SMTP, no TLS, no authentication).
import { appendFileSync } from "node:fs";
import { createServer } from "node:net";

/** Listens on 127.0.0.1 (a free port) and resolves with that port. */
export function startSmtpSink(file) {
  const server = createServer((socket) => {
    let buffer = "";
    let data = null; // the message lines while in DATA
    let to = [];
    const reply = (line) => socket.write(`${line}\r\n`);
    reply("220 e2e-smtp-sink ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === ".") {
            appendFileSync(file, `${JSON.stringify({ to, text: decode(data.join("\n")) })}\n`);
            data = null;
            to = [];
            reply("250 queued");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 e2e-smtp-sink");
        else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 ok");
        } else if (verb === "DATA") {
          data = [];
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok"); // MAIL, RSET, NOOP
      }
    });
    socket.on("error", () => {});
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
}

/** Undoes quoted-printable soft line breaks and escapes, so links read as sent. */
function decode(message) {
  return message.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
