// A stand-in desktop notification server (org.freedesktop.Notifications) on a
// private D-Bus bus. Chromium on Linux hands web notifications to it, and
// `click(id)` sends ActionInvoked(id, "default") — what a desktop sends when a
// person clicks — so Chromium dispatches a real, trusted notificationclick.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import dbus from "dbus-next";

const { Interface } = dbus.interface;

class Notifications extends Interface {
  constructor() {
    super("org.freedesktop.Notifications");
    this.shown = new Map();
    this.next = 1;
    this.waiters = new Set();
  }
  GetCapabilities() { return ["actions", "body", "body-hyperlinks", "body-markup", "persistence"]; }
  Notify(app, replacesId, icon, summary, body, actions, hints, timeout) {
    const id = replacesId || this.next++;
    const notification = { id, app, summary, body, actions };
    this.shown.set(id, notification);
    for (const waiter of this.waiters) waiter(notification);
    return id;
  }
  CloseNotification(id) {
    if (this.shown.delete(id)) this.NotificationClosed(id, 3);
  }
  GetServerInformation() { return ["test-notifications", "redqueen", "1.0", "1.2"]; }
  NotificationClosed(id, reason) { return [id, reason]; }
  ActionInvoked(id, key) { return [id, key]; }
}
Notifications.configureMembers({
  methods: {
    GetCapabilities: { inSignature: "", outSignature: "as" },
    Notify: { inSignature: "susssasa{sv}i", outSignature: "u" },
    CloseNotification: { inSignature: "u", outSignature: "" },
    GetServerInformation: { inSignature: "", outSignature: "ssss" },
  },
  signals: {
    NotificationClosed: { signature: "uu" },
    ActionInvoked: { signature: "us" },
  },
});

/** Starts dbus-daemon in `dir` (no service activation) and the server on it. */
export async function startNotificationServer(dir) {
  const socket = join(dir, "bus");
  const config = join(dir, "bus.conf");
  writeFileSync(config, `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=${socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`);
  const daemon = spawn("dbus-daemon", ["--nofork", "--print-address", `--config-file=${config}`],
    { stdio: ["ignore", "pipe", "ignore"] });
  const [chunk] = await once(daemon.stdout, "data");
  const address = chunk.toString().trim().split("\n")[0];
  const bus = dbus.sessionBus({ busAddress: address });
  await bus.requestName("org.freedesktop.Notifications", 0);
  const server = new Notifications();
  bus.export("/org/freedesktop/Notifications", server);
  return {
    address,
    shown: server.shown,
    /** The first shown notification matching `test`, waiting for it. */
    waitFor(test = () => true, ms = 10000) {
      for (const n of server.shown.values()) if (test(n)) return Promise.resolve(n);
      return new Promise((resolve, reject) => {
        const waiter = (n) => {
          if (!test(n)) return;
          server.waiters.delete(waiter);
          clearTimeout(timer);
          resolve(n);
        };
        const timer = setTimeout(() => { server.waiters.delete(waiter); reject(new Error("no such notification shown")); }, ms);
        server.waiters.add(waiter);
      });
    },
    /** Clicks the body of notification `id`, as a person would. */
    click(id) { server.ActionInvoked(id, "default"); },
    async stop() {
      bus.disconnect();
      const exited = once(daemon, "exit");
      daemon.kill();
      await exited;
    },
  };
}
